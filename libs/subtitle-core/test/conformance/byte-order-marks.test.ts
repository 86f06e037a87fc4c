// A byte order mark (U+FEFF) starts many subtitle files written on Windows. The WebVTT parsing
// algorithm skips one before the signature; detectFormat, which callers may give the text as it
// came from the file, looks past any number of them (and past blank lines) for the first line.
import { describe, expect, it } from 'vitest';
import { detectFormat, parse, SubtitleParseError, type SubtitleFormat } from '../../src/index.js';

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
