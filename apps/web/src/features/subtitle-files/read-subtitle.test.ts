import { describe, expect, it } from 'vitest';
import { readSubtitle, MAX_FILE_BYTES, MAX_LISTED_PROBLEMS } from './read-subtitle.js';

const SRT =
  '1\n00:00:01,000 --> 00:00:02,500\nCafé “crème”\n\n2\n00:00:03,000 --> 00:00:04,000\nÀ bientôt\n';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** `text` as UTF-16 code units, after a byte order mark unless `bom` is false, as Windows tools save it. */
function utf16(text: string, littleEndian: boolean, bom = true): Uint8Array {
  const marked = bom ? '\uFEFF' + text : text;
  const view = new DataView(new ArrayBuffer(2 * marked.length));
  for (let i = 0; i < marked.length; i++) view.setUint16(2 * i, marked.charCodeAt(i), littleEndian);
  return new Uint8Array(view.buffer);
}

/** Bytes of a fixed pseudo-random sequence, the same in every run. */
function noise(length: number): Uint8Array {
  let state = 7;
  return Uint8Array.from({ length }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state >>> 24;
  });
}

/** The start of a PNG image: its signature, its header chunk, then pixel data. */
const PNG = Uint8Array.from([
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ...[0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 0x10, 0, 0, 0, 0x10, 8, 6, 0, 0, 0],
  ...noise(600),
]);

/** Text whose characters are all in Windows-1252, as a Windows tool of old saved it. */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { '“': 0x93, '”': 0x94 };
  return Uint8Array.from([...text].map((char) => high[char] ?? char.charCodeAt(0)));
}

describe('reading a subtitle file’s bytes', () => {
  it.each([
    ['UTF-8', utf8(SRT), 'utf-8'],
    ['UTF-8 with a byte order mark', utf8('\uFEFF' + SRT), 'utf-8'],
    ['UTF-16 LE', utf16(SRT, true), 'utf-16le'],
    ['UTF-16 BE', utf16(SRT, false), 'utf-16be'],
    ['UTF-16 LE without a byte order mark', utf16(SRT, true, false), 'utf-16le'],
    ['UTF-16 BE without a byte order mark', utf16(SRT, false, false), 'utf-16be'],
    ['Windows-1252', windows1252(SRT), 'windows-1252'],
  ] as const)('%s: decoded, its encoding named, its cues read', (_, bytes, encoding) => {
    const read = readSubtitle({ name: 'cafe.srt', bytes });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.summary).toEqual({
      name: 'cafe.srt',
      format: 'srt',
      encoding,
      cueCount: 2,
      problems: [],
      problemCount: 0,
    });
    expect(read.result.cues.map((cue) => cue.text)).toEqual(['Café “crème”', 'À bientôt']);
  });

  it('lists each problem with its line as the file has it, CRLF or not', () => {
    const text =
      '1\r\n00:00:01,000 --> 00:00:02,000\r\nKept\r\n\r\n2\r\n00:00:03,000 -> 00:00:04,000\r\nLost\r\n';
    const read = readSubtitle({ name: 'crlf.srt', bytes: utf8(text) });
    expect(read.ok && read.summary.problems).toEqual([
      { code: 'bad-timestamp', line: 6, text: '00:00:03,000 -> 00:00:04,000' },
    ]);
  });

  it(`lists the first ${MAX_LISTED_PROBLEMS} problems and counts them all`, () => {
    // More than the parser lists (it counts the rest): the count is of every one.
    const bad = Array.from(
      { length: 1500 },
      (_, i) => `${i + 2}\n00:00:0x,000 --> 00:00:01,000\nNo\n`,
    );
    const text = ['1\n00:00:00,000 --> 00:00:01,000\nYes\n', ...bad].join('\n');
    const read = readSubtitle({ name: 'many.srt', bytes: utf8(text) });
    expect(read.ok && [read.summary.problems.length, read.summary.problemCount]).toEqual([
      MAX_LISTED_PROBLEMS,
      1500,
    ]);
  });

  it.each([
    ['empty.srt', utf8(' \n\n'), { kind: 'empty' }],
    [
      'photo.png',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      { kind: 'binary' },
    ],
    ['image.srt', PNG, { kind: 'binary' }],
    ['random.srt', noise(4096), { kind: 'binary' }],
    ['data.json', utf8('{"cues": []}\n'), { kind: 'not-subtitles' }],
    ['index.html', utf8('<!doctype html><title>x</title>'), { kind: 'not-subtitles' }],
    [
      'broken.vtt',
      utf8(' \nBROKENVTT\n'),
      {
        kind: 'no-cues',
        format: 'vtt',
        problems: [{ code: 'bad-signature', line: 1, text: '' }],
        problemCount: 1,
      },
    ],
    [
      'only-bad.srt',
      utf8('1\n00:00:01,000 --> 00:00:02,0000\nNo\n'),
      {
        kind: 'no-cues',
        format: 'srt',
        problems: [{ code: 'bad-timestamp', line: 2, text: '00:00:01,000 --> 00:00:02,0000' }],
        problemCount: 1,
      },
    ],
  ])('%s is refused: %j', (name, bytes, refusal) => {
    expect(readSubtitle({ name, bytes })).toEqual({ ok: false, name, refusal });
  });

  it('refuses a file over the size limit without decoding it', () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1);
    expect(readSubtitle({ name: 'huge.srt', bytes })).toEqual({
      ok: false,
      name: 'huge.srt',
      refusal: { kind: 'too-large', limit: MAX_FILE_BYTES },
    });
  });

  it('reads a plain transcript saved as .txt, and the same text under .md as Markdown', () => {
    const text = 'Ana: Good morning.\nBen: Hello.\n';
    const txt = readSubtitle({ name: 'talk.txt', bytes: utf8(text) });
    const md = readSubtitle({ name: 'talk.md', bytes: utf8(text) });
    expect([txt.ok && txt.summary.format, md.ok && md.summary.format]).toEqual(['txt', 'md']);
  });
});
