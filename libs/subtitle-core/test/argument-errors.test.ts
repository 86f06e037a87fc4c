// Callers in plain JavaScript hand the library whatever JSON or storage gave them: a wrong
// argument must be a TypeError that names the function, never "Cannot read properties of null"
// from deep inside it.
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const CUE = { start: 0, end: 1000, text: 'x' };
const GOOD_CUES = [CUE];
const PARSED = api.parse('1\n00:00:01,000 --> 00:00:02,000\nx\n');

/** Values that are not a text, not cues, not options. */
const NOT_TEXT = [null, undefined, 42, {}, []];

/** For each public function, argument lists that are wrong in one argument. */
const BAD_CALLS: Record<string, readonly (readonly unknown[])[]> = {
  parse: [...NOT_TEXT.map((text) => [text]), ['x', null], ['x', 5]],
  parseSrt: [...NOT_TEXT.map((text) => [text]), ['x', null]],
  parseSrtCues: NOT_TEXT.map((text) => [text]),
  format: [
    [null, 'srt'],
    [undefined, 'srt'],
    [[null], 'srt'],
    [[{}], 'vtt'],
    [[{ start: 0, end: 1, text: null }], 'vtt'],
    [[{ start: '0', end: 1, text: 'x' }], 'ass'],
    [[{ ...CUE, settings: null }], 'vtt'],
    [{ cues: null }, 'srt'],
    [GOOD_CUES, 5],
    [GOOD_CUES, 'srt', null],
    [GOOD_CUES, 'srt', 'plain'],
    [GOOD_CUES, 'srt', { onWarning: 5 }],
    [[{ ...CUE, words: 'abc' }], 'lrc'],
    [[{ ...CUE, words: [{ start: 0, end: 1 }] }], 'lrc'],
  ],
  formatSrt: [[null], [[null]], [[{}]], [GOOD_CUES, null], [GOOD_CUES, { onWarning: 'x' }]],
  formatSrtCues: [[null], ['x'], [{}], [[null]], [[{}]], [[{ start: 0, end: 1, text: 5 }]]],
  detectFormat: NOT_TEXT.map((text) => [text]),
  formatOfFile: [
    ...NOT_TEXT.map((name) => [name, 'x']),
    ...NOT_TEXT.map((text) => ['a.srt', text]),
  ],
  stripTags: NOT_TEXT.map((text) => [text]),
  escapeCueText: NOT_TEXT.map((text) => [text]),
  decodeSubtitleBytes: [[null], ['x'], [[1, 2]], [{}]],
  looksBinary: NOT_TEXT.map((text) => [text]),
  encodeSubtitleText: [[null], [5], ['x', null], ['x', { encoding: 'latin-1' }]],
  outputEncodings: [[null], [5]],
  isCommentCue: [[null], [undefined], [5]],
  assTextToCueText: NOT_TEXT.map((text) => [text]),
  cueTextToAssText: NOT_TEXT.map((text) => [text]),
  createCueStream: [[null], [5], ['srt', null]],
  readCues: [
    [null, 'srt'],
    [42, 'srt'],
    [{}, 'srt'],
    ['x', 5],
    ['x', 'srt', null],
  ],
  cueTransformStream: [[null], ['srt', null]],
  parseVttTimestamp: NOT_TEXT.map((text) => [text]),
  parseCueText: NOT_TEXT.map((text) => [text]),
  cueTextToHtml: [[null], [undefined], ['<i>x</i>'], [[], null], [[], { time: '1500' }]],
  cueTextToPlainText: [[null], [undefined], ['x']],
  cueTextToVtt: [[null], [undefined], ['x']],
  formatTimestamp: [
    [null, 'srt'],
    ['5', 'srt'],
    [undefined, 'vtt'],
  ],
  parseClock: NOT_TEXT.map((text) => [text]),
  parseDuration: NOT_TEXT.map((text) => [text]),
  parseTime: NOT_TEXT.map((text) => [text]),
  textLength: NOT_TEXT.map((text) => [text]),
  reflow: [[null, { lang: 'en' }], [[null], { lang: 'en' }], [GOOD_CUES, null], [GOOD_CUES]],
  shift: [
    [null, 1],
    [[null], 1],
    [[{}], 1],
    [GOOD_CUES, '1000'],
  ],
  scale: [
    [null, 2],
    [[null], 2],
    [GOOD_CUES, '2'],
  ],
  merge: [
    [null, GOOD_CUES, { mode: 'append' }],
    [GOOD_CUES, [null], { mode: 'append' }],
    [GOOD_CUES, GOOD_CUES],
    [GOOD_CUES, GOOD_CUES, null],
  ],
  cuesWithStyleMarkup: [[null], [{}], [{ cues: [null] }]],
  mergeFiles: [
    [null, PARSED, { mode: 'append' }],
    [PARSED, {}, { mode: 'append' }],
    [PARSED, { cues: [null] }, { mode: 'append' }],
  ],
  check: [[null, { lang: 'en' }], [[null], { lang: 'en' }], [GOOD_CUES, null], [GOOD_CUES]],
};

/** Functions without arguments to get wrong. */
const NO_ARGUMENTS = ['defaultAssStyle', 'defaultVttRegion', 'defaultVttSettings'];

/**
 * Language lookups answer "no known language" for a value that is not one (an API's null
 * language is common), as their own tests hold: giving them one is not a mistake.
 */
const LANGUAGE_LOOKUPS = [
  'countsByCharacter',
  'isCjk',
  'languageName',
  'lineLengthLimits',
  'normalizeLanguage',
  'readingSpeed',
];

/** A class: `new` with any message is fine. */
const CLASSES = ['SubtitleParseError'];

const functions = Object.entries(api).filter(([, value]) => typeof value === 'function') as [
  string,
  (...args: unknown[]) => unknown,
][];

describe('every public function checks its arguments', () => {
  it('is listed here, by what it does with a wrong argument', () => {
    const listed = [...Object.keys(BAD_CALLS), ...NO_ARGUMENTS, ...LANGUAGE_LOOKUPS, ...CLASSES];
    expect(functions.map(([name]) => name).sort()).toEqual(listed.sort());
  });

  const cases = functions.flatMap(([name, fn]) =>
    (BAD_CALLS[name] ?? []).map((args) => [name, JSON.stringify(args) ?? '', fn, args] as const),
  );

  it.each(cases)('%s(%s) is a TypeError naming the function', (name, _shown, fn, args) => {
    let thrown: unknown;
    try {
      // readCues and cueTransformStream check when called, before any chunk is read.
      fn(...args);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toMatch(new RegExp(`^${name}(\\(\\):| needs)`));
    expect((thrown as Error).message).not.toMatch(/Cannot read|is not a function|undefined \(/);
  });

  it.each(LANGUAGE_LOOKUPS)('%s takes any value as no known language', (name) => {
    const fn = (api as unknown as Record<string, (value: unknown) => unknown>)[name];
    for (const value of NOT_TEXT) expect(() => fn?.(value)).not.toThrow();
  });
});
