import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acquireOutputBuffer, MAX_RESERVE, type OutputBuffer } from './output-buffer.js';

/** Writes ASCII text as bytes, the way a formatter does. */
function writeBytes(out: OutputBuffer, ascii: string): void {
  for (let from = 0; from < ascii.length; from += MAX_RESERVE) {
    const part = ascii.slice(from, from + MAX_RESERVE);
    out.reserve(part.length);
    for (let i = 0; i < part.length; i++) out.bytes[out.pos++] = part.charCodeAt(i);
  }
}

type Piece = { bytes: string } | { text: string };

function build(pieces: readonly Piece[]): string {
  const out = acquireOutputBuffer();
  for (const piece of pieces) {
    if ('bytes' in piece) writeBytes(out, piece.bytes);
    else out.append(piece.text);
  }
  return out.finish();
}

const expected = (pieces: readonly Piece[]): string =>
  pieces.map((piece) => ('bytes' in piece ? piece.bytes : piece.text)).join('');

describe('OutputBuffer', () => {
  it('gives bytes and appended strings back in the order written', () => {
    const pieces: Piece[] = [
      { bytes: '1\n00:00:01,000' },
      { text: 'Größe 中文 😀' },
      { bytes: '\n\n' },
      { text: '' },
      { text: 'a' },
      { text: 'b' },
      { bytes: 'end' },
    ];
    expect(build(pieces)).toBe('1\n00:00:01,000Größe 中文 😀\n\nabend');
  });

  it.each([
    ['nothing', []],
    ['only bytes', [{ bytes: 'abc' }]],
    ['only strings', [{ text: 'x' }, { text: 'y' }]],
  ] satisfies [string, Piece[]][])('writes %s', (_what, pieces) => {
    expect(build(pieces)).toBe(expected(pieces));
  });

  it('keeps text the engine would not encode, such as a lone surrogate', () => {
    expect(build([{ bytes: '<' }, { text: '\ud800x\udc00' }, { bytes: '>' }])).toBe(
      '<\ud800x\udc00>',
    );
  });

  it('keeps everything across many chunks: 300,000 bytes and 10,000 strings', () => {
    const pieces: Piece[] = [];
    for (let i = 0; i < 10_000; i++) {
      pieces.push({ bytes: `${i}:${'x'.repeat(i % 50)}|` }, { text: `é${i}` });
    }
    expect(build(pieces)).toBe(expected(pieces));
  });

  it('writes any mix of bytes and strings as their concatenation', () => {
    const piece = fc.oneof(
      fc.record({ bytes: fc.string({ unit: 'binary-ascii', maxLength: 3000 }) }),
      fc.record({ text: fc.string({ unit: 'binary', maxLength: 40 }) }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        expect(build(pieces)).toBe(expected(pieces));
      }),
    );
  });

  it('is empty again for the next output once one is finished', () => {
    const first = acquireOutputBuffer();
    first.append('one');
    expect(first.finish()).toBe('one');
    const second = acquireOutputBuffer();
    expect(second.finish()).toBe('');
  });

  it('is empty again after an output given up half way', () => {
    const abandoned = acquireOutputBuffer();
    writeBytes(abandoned, 'lost');
    abandoned.append('lost too');
    abandoned.release();
    const next = acquireOutputBuffer();
    next.append('kept');
    expect(next.finish()).toBe('kept');
  });

  it('gives a second buffer to an output started while another is unfinished', () => {
    const outer = acquireOutputBuffer();
    outer.append('outer');
    const inner = acquireOutputBuffer();
    expect(inner).not.toBe(outer);
    inner.append('inner');
    expect(inner.finish()).toBe('inner');
    expect(outer.finish()).toBe('outer');
    // Both are done: the next output may reuse a buffer.
    const next = acquireOutputBuffer();
    expect(next === outer || next === inner).toBe(true);
    next.release();
  });
});
