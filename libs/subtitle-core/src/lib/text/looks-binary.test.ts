import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSubtitleBytes, looksBinary } from '../../index.js';

describe('looksBinary', () => {
  it.each([
    ['a NUL byte', 'PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', true],
    ['many control characters', 'ab\u0001\u0002cd\u0003\u0004', true],
    ['text with tabs, form feeds and CRLF', 'a\tb\fc\r\nd\n', false],
    ['an ESC in a long text', `${'x'.repeat(500)}\u001b`, false],
    ['CJK and emoji', '你好 👋\n', false],
    ['nothing', '', false],
  ])('%s: %s', (_, text, binary) => {
    expect(looksBinary(text)).toBe(binary);
  });

  it('tells random bytes, decoded as a file is, from a real subtitle file', () => {
    // A fixed pseudo-random sequence: the same bytes on every run.
    let seed = 42;
    const noise = Uint8Array.from({ length: 4096 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed >> 16;
    });
    expect(looksBinary(decodeSubtitleBytes(noise).text)).toBe(true);
    const srt = readFileSync(
      new URL(
        '../../../test/fixtures/third-party/go-astisub/example-in-non-utf8.srt',
        import.meta.url,
      ),
    );
    expect(looksBinary(decodeSubtitleBytes(srt).text)).toBe(false);
  });

  it('is a TypeError for what is not a string', () => {
    expect(() => looksBinary(new Uint8Array(2) as unknown as string)).toThrow(TypeError);
  });
});
