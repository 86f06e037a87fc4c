// The names other teams import. Removing or renaming one is a breaking change: this test makes
// it a deliberate one.
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const FUNCTIONS = [
  'assTextToCueText',
  'cueTextToAssText',
  'defaultAssStyle',
  'isCommentCue',
  'check',
  'cueTransformStream',
  'countsByCharacter',
  'cueTextToHtml',
  'cueTextToPlainText',
  'cueTextToVtt',
  'cuesWithStyleMarkup',
  'createCueStream',
  'decodeSubtitleBytes',
  'defaultVttRegion',
  'defaultVttSettings',
  'detectFormat',
  'encodeSubtitleText',
  'escapeCueText',
  'format',
  'formatSrt',
  'formatOfFile',
  'formatSrtCues',
  'formatTimestamp',
  'isCjk',
  'languageName',
  'looksBinary',
  'lineLengthLimits',
  'merge',
  'mergeFiles',
  'normalizeLanguage',
  'outputEncodings',
  'parse',
  'parseClock',
  'parseCueText',
  'parseDuration',
  'parseSrt',
  'parseSrtCues',
  'parseTime',
  'parseVttTimestamp',
  'readCues',
  'readingSpeed',
  'reflow',
  'scale',
  'shift',
  'stripTags',
  'SubtitleParseError',
  'textLength',
];
const CONSTANTS = [
  'DURATION_FORMAT_ERROR',
  'FORMAT_WARNING_CODES',
  'FORMATS',
  'KNOWN_LANGUAGES',
  'LINE_ENDINGS',
  'MAX_PARSE_ERRORS',
  'MIN_CUE_DURATION_MS',
  'OUTPUT_ENCODINGS',
  'STREAM_FORMATS',
  'TIME_FORMAT_ERROR',
];

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual([...FUNCTIONS, ...CONSTANTS].sort());
  });

  it.each(FUNCTIONS)('%s is a function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });

  it('keeps the texts of the time errors word for word', () => {
    expect(api.TIME_FORMAT_ERROR).toBe('The format of the time is incorrect');
    expect(api.DURATION_FORMAT_ERROR).toBe('The format of the duration is incorrect');
  });

  it('lists every code a format warning has', () => {
    expect(api.FORMAT_WARNING_CODES).toEqual([
      'voices-dropped',
      'drawings-dropped',
      'time-clamped',
    ]);
  });

  it('lists the formats that stream', () => {
    expect(api.STREAM_FORMATS).toEqual(['srt', 'vtt', 'ass', 'ssa']);
  });

  it('lists every format parse and format accept', () => {
    expect(api.FORMATS).toEqual(['srt', 'vtt', 'ass', 'ssa', 'lrc', 'txt', 'md', 'csv', 'ttml']);
  });
});

describe('programming errors are explained', () => {
  it('an unknown format name', () => {
    expect(() => api.parse('x', { format: 'sub' as never })).toThrow(
      /Unknown subtitle format 'sub' \(known: srt, vtt/,
    );
    expect(() => api.format([], 'sub' as never)).toThrow(/Unknown subtitle format 'sub'/);
  });

  it('something that is not cues', () => {
    expect(() => api.format(null as never, 'srt')).toThrow(
      /^format\(\): cues must be an array of cues or the result of parse\(\), not null$/,
    );
  });

  it.each(api.FORMATS.map((to) => [to]))('a NaN or negative time is a RangeError in %s', (to) => {
    expect(() => api.format([{ start: NaN, end: 1000, text: 'x' }], to)).toThrow(
      /^format\(\): the start of cue 1 \(index 0\) is NaN, not a time in milliseconds$/,
    );
    const cues = [
      { start: 0, end: 1000, text: 'x' },
      { start: -5, end: 1000, text: 'y' },
    ];
    expect(() => api.format(cues, to)).toThrow(RangeError);
    expect(() => api.format(cues, to)).toThrow(/the start of cue 2 \(index 1\) is -5,/);
  });
});
