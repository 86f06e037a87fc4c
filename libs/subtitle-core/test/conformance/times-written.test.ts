import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMATS,
  encodeSubtitleText,
  format,
  formatSrt,
  formatTimestamp,
  OUTPUT_ENCODINGS,
  parse,
  parseSrt,
  type Cue,
  type FormatWarning,
} from '../../src/index.js';
import { cueArbitrary } from '../support/cue-arbitrary.js';

const LARGEST = Number.MAX_SAFE_INTEGER;

function written(cues: readonly Cue[], to: (typeof FORMATS)[number]) {
  const warnings: FormatWarning[] = [];
  const text = format(cues, to, { onWarning: (warning) => warnings.push(warning) });
  return { text, warnings };
}

describe('times a file cannot hold as they are', () => {
  it.each<[string, string, string]>([
    ['srt', '00:00:05,000 --> 2501999792:59:00,991', formatTimestamp(Infinity, 'srt')],
    ['vtt', '00:00:05.000 --> 2501999792:59:00.991', formatTimestamp(Infinity, 'vtt')],
    ['ass', '0:00:05.00,2501999792:59:00.99', formatTimestamp(Infinity, 'ass')],
  ])('an end of Infinity is the largest time in %s, with a warning', (to, timing, largest) => {
    const cues = [{ start: 5000, end: Infinity, text: 'x' }];
    const { text, warnings } = written(cues, to as 'srt');
    expect(text).toContain(timing);
    expect(largest).not.toMatch(/^0+[:.,]/);
    expect(warnings).toEqual([
      {
        code: 'time-clamped',
        cueIndex: 0,
        message: `Cue 1: its end (Infinity ms) is past the largest time written, ${LARGEST} ms (about 285,000 years), and is written as that`,
      },
    ]);
    expect(cues[0]?.end).toBe(Infinity);
  });

  it.each<[string, Cue, RegExp]>([
    ['a NaN start', { start: NaN, end: 1000, text: 'x' }, /the start of cue 2 \(index 1\) is NaN/],
    ['a NaN end', { start: 0, end: NaN, text: 'x' }, /the end of cue 2 \(index 1\) is NaN/],
    [
      'a negative start',
      { start: -1, end: 1000, text: 'x' },
      /the start of cue 2 \(index 1\) is -1/,
    ],
    [
      'an end of -Infinity',
      { start: 0, end: -Infinity, text: 'x' },
      /the end of cue 2 \(index 1\) is -Infinity,/,
    ],
  ])('%s is a RangeError naming the cue, in every format', (_what, cue, message) => {
    const cues = [{ start: 0, end: 1, text: 'fine' }, cue];
    for (const to of FORMATS) {
      expect(() => format(cues, to)).toThrow(RangeError);
      expect(() => format(cues, to)).toThrow(message);
    }
    expect(() => formatSrt(cues)).toThrow(/^formatSrt\(\): the /);
  });

  it('formatSrt clamps and warns as format does', () => {
    const warnings: FormatWarning[] = [];
    const cues = [{ start: 0, end: 1e300, text: 'x' }];
    expect(formatSrt(cues, { onWarning: (warning) => warnings.push(warning) })).toBe(
      format(cues, 'srt'),
    );
    expect(warnings.map((warning) => warning.code)).toEqual(['time-clamped']);
  });

  it('a time past the largest is written as the largest, and only those cues warn (fast-check)', () => {
    const cue = cueArbitrary(fc.constantFrom('a', 'b c'), fc.constant(undefined));
    const huge = fc.constantFrom(Infinity, LARGEST + 2, 1e300);
    const cues = fc.array(
      fc
        .tuple(cue, fc.option(huge, { nil: undefined }))
        .map(([one, end]): Cue => (end === undefined ? one : { ...one, end })),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(cues, fc.constantFrom(...FORMATS), (list, to) => {
        const { text, warnings } = written(list, to);
        const held = list.map((one) => ({ ...one, end: Math.min(one.end, LARGEST) }));
        expect(text).toBe(format(held, to));
        expect(warnings.map((warning) => warning.cueIndex)).toEqual(
          list.flatMap((one, index) => (one.end > LARGEST ? [index] : [])),
        );
      }),
    );
  });
});

describe("parse takes a file's bytes", () => {
  const SRT = '1\r\n00:00:01,000 --> 00:00:02,000\r\nCafé ♪\r\n';

  it.each<[string, Uint8Array | ArrayBuffer]>([
    ['UTF-8', new TextEncoder().encode(SRT)],
    ['UTF-8 as an ArrayBuffer', new TextEncoder().encode(SRT).buffer],
    ['UTF-16 LE with its BOM', encodeSubtitleText(SRT, { encoding: 'utf-16le' })],
    [
      'Windows-1252',
      new Uint8Array(
        [...'1\n00:00:01,000 --> 00:00:02,000\nCaf'].map((c) => c.charCodeAt(0)).concat(0xe9),
      ),
    ],
  ])('%s', (_what, bytes) => {
    const [cue] = parse(bytes).cues;
    expect(cue?.text.startsWith('Café')).toBe(true);
    expect(() => parseSrt(bytes as unknown as string)).toThrow(
      /^parseSrt\(\): text must be a string \(decode a file's bytes with decodeSubtitleBytes\), not /,
    );
  });

  it('reads the bytes of any text as the text (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(cueArbitrary(fc.string({ unit: 'grapheme' }), fc.constant(undefined)), {
          maxLength: 4,
        }),
        fc.constantFrom(...FORMATS),
        fc.constantFrom(...OUTPUT_ENCODINGS),
        (cues, to, encoding) => {
          const text = format(cues, to);
          expect(parse(encodeSubtitleText(text, { encoding }))).toEqual(parse(text));
        },
      ),
    );
  });
});
