// A byte order mark (U+FEFF) starts many subtitle files written on Windows. The WebVTT parsing
// algorithm skips one before the signature; detectFormat, which callers may give the text as it
// came from the file, looks past any number of them (and past blank lines) for the first line.
import { describe, expect, it } from 'vitest';
import {
  createCueStream,
  decodeSubtitleBytes,
  detectFormat,
  parse,
  SubtitleParseError,
  type StreamFormat,
  type SubtitleFormat,
} from '../../src/index.js';

const BOM = '\uFEFF';
const VTT = 'WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n';
const SAMPLES: [string, string, SubtitleFormat][] = [
  ['WebVTT', VTT, 'vtt'],
  ['SubRip', '1\n00:00:01,000 --> 00:00:02,000\nHello\n', 'srt'],
  ['ASS', '[Script Info]\nScriptType: v4.00+\n', 'ass'],
  ['SSA', '[Script Info]\nScriptType: v4.00\n', 'ssa'],
  ['LRC', '[00:12.00]Hello\n', 'lrc'],
];

describe('detectFormat given the text as the file holds it', () => {
  it.each(
    SAMPLES.flatMap(([name, text, expected]) =>
      [
        ['one BOM', BOM],
        ['two BOMs', BOM + BOM],
        ['a BOM and a blank line', `${BOM}\n`],
        ['a blank line, then a BOM', `\n${BOM}`],
      ].map(([how, prefix]) => [name, how, `${prefix}${text}`, expected] as const),
    ),
  )('%s after %s', (_name, _how, text, expected) => {
    expect(detectFormat(text)).toBe(expected);
  });
});

describe('parse of a WebVTT file with more than one BOM', () => {
  it.each([2, 3])('reads the cues of a file with %i of them, and says so', (count) => {
    const result = parse(BOM.repeat(count) + VTT);
    expect(result.format).toBe('vtt');
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [1000, 2000, 'Hello'],
    ]);
    expect(result.errors.map((error) => [error.code, error.line])).toEqual([['bad-signature', 1]]);
  });

  it('reads a file with one BOM without a word about it', () => {
    expect(parse(BOM + VTT).errors).toEqual([]);
  });

  it('refuses the file in strict mode', () => {
    expect(() => parse(BOM + BOM + VTT, { strict: true })).toThrow(SubtitleParseError);
  });

  it('still refuses a BOM before anything but the signature', () => {
    const result = parse(`${BOM}${BOM}Hello\n\n00:01.000 --> 00:02.000\nHi\n`, { format: 'vtt' });
    expect(result.cues).toEqual([]);
    expect(result.errors.map((error) => error.code)).toEqual(['bad-signature']);
  });
});

// The same file as text, as bytes decoded by decodeSubtitleBytes and as bytes streamed: one BOM
// is the file's own, a second one a tool's mistake, reported alike (README "Formats").
describe('a byte order mark too many, as text and as bytes', () => {
  const FILES: [StreamFormat, string][] = [
    ['vtt', VTT],
    ['srt', '1\n00:00:01,000 --> 00:00:02,000\nHello\n'],
    [
      'ass',
      '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello\n',
    ],
  ];
  const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
  const utf16le = (text: string): Uint8Array =>
    new Uint8Array(Uint16Array.from(text, (char) => char.charCodeAt(0)).buffer);

  function streamedCodes(format: StreamFormat, bytes: Uint8Array): string[] {
    const codes: string[] = [];
    const stream = createCueStream(format, { onError: (error) => codes.push(error.code) });
    const cues = [
      ...stream.write(bytes.slice(0, 3)),
      ...stream.write(bytes.slice(3)),
      ...stream.end(),
    ];
    expect(cues.map((cue) => cue.text)).toEqual(['Hello']);
    return codes;
  }

  it.each(
    FILES.flatMap(([format, file]) =>
      (
        [
          [1, []],
          [2, ['bad-signature']],
          [3, ['bad-signature']],
        ] as [number, string[]][]
      ).map(([boms, codes]) => [format, boms, file, codes] as const),
    ),
  )('%s with %i BOMs', (format, boms, file, codes) => {
    const text = BOM.repeat(boms) + file;
    const read = (input: string): string[] => {
      const result = parse(input, { format });
      expect(result.cues.map((cue) => cue.text)).toEqual(['Hello']);
      return result.errors.map((error) => error.code);
    };
    expect(read(text)).toEqual(codes);
    for (const bytes of [utf8(text), utf16le(text)]) {
      expect(read(decodeSubtitleBytes(bytes).text)).toEqual(codes);
      expect(streamedCodes(format, bytes)).toEqual(codes);
    }
    if (codes.length > 0) {
      expect(() => parse(decodeSubtitleBytes(utf8(text)).text, { strict: true })).toThrow(
        SubtitleParseError,
      );
    }
  });
});
