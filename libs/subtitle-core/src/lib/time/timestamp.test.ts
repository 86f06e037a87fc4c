import { describe, expect, it } from 'vitest';
import {
  DURATION_FORMAT_ERROR,
  formatTimestamp,
  parseClock,
  parseDuration,
  parseTime,
  TIME_FORMAT_ERROR,
  type TimestampStyle,
} from './timestamp.js';

/** Exactly the message, and nothing around it. */
const exactly = (message: string): RegExp => new RegExp(`^${message}$`);

describe('values that are not text, or too large to be a time', () => {
  it.each([[42], [null], [undefined], [{}]])('%j is a TypeError naming the function', (value) => {
    const notText = value as unknown as string;
    expect(() => parseTime(notText)).toThrow(/^parseTime\(\): input must be a string, not /);
    expect(() => parseClock(notText)).toThrow(/^parseClock\(\): input must be a string, not /);
    expect(() => parseDuration(notText)).toThrow(/^parseDuration\(\): input must be a string/);
    expect(() => parseTime(notText)).toThrow(TypeError);
  });

  it('refuses a number of seconds no integer of milliseconds can hold', () => {
    expect(() => parseTime('99999999999999999999')).toThrow(exactly(TIME_FORMAT_ERROR));
    expect(() => parseDuration('99999999999999999999')).toThrow(exactly(DURATION_FORMAT_ERROR));
  });

  it.each([NaN, -Infinity, -1])('formatTimestamp writes %d as 0', (ms) => {
    expect(formatTimestamp(ms, 'srt')).toBe('00:00:00,000');
  });

  it.each([['5'], [null], [undefined]])('formatTimestamp refuses %j with a TypeError', (ms) => {
    expect(() => formatTimestamp(ms as unknown as number, 'srt')).toThrow(
      /^formatTimestamp\(\): ms must be a number, not /,
    );
  });

  it.each<[TimestampStyle, string]>([
    ['lrc', '150119987579:00.99'],
    ['ass', '2501999792:59:00.99'],
    ['vtt', '2501999792:59:00.991'],
  ])('formatTimestamp writes times past 2^53 - 1 ms as that limit (%s)', (style, written) => {
    for (const ms of [Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 9e18, 1e300, Infinity]) {
      expect(formatTimestamp(ms, style)).toBe(written);
    }
  });
});

describe('parseTime: [hours:][minutes:]seconds[.1-3 digit millis]', () => {
  it.each([
    ['5', 5000],
    ['75', 75_000],
    ['5.5', 5500],
    ['5.25', 5250],
    ['5.125', 5125],
    ['1:05', 65_000],
    ['01:05.1', 65_100],
    ['90:00', 5_400_000],
    ['1:02:03', 3_723_000],
    ['01:02:03.004', 3_723_004],
    ['100:00:00', 360_000_000],
    [' 1:00 ', 60_000],
  ])('%s -> %d ms', (input, ms) => {
    expect(parseTime(input)).toBe(ms);
  });

  it.each([
    '',
    ':',
    '1:',
    ':5',
    '1:60',
    '1:75',
    '1:60:00',
    '1:2:3:4',
    '5.1234',
    '5.',
    'a',
    '-5',
    '1,5',
    '1:02:3x',
  ])('rejects %j with the time format message', (input) => {
    expect(() => parseTime(input)).toThrow(exactly(TIME_FORMAT_ERROR));
  });
});

describe('parseDuration: seconds with up to 3 decimals', () => {
  it.each([
    ['0', 0],
    ['2', 2000],
    ['2.5', 2500],
    ['0.125', 125],
    ['3600', 3_600_000],
  ])('%s -> %d ms', (input, ms) => {
    expect(parseDuration(input)).toBe(ms);
  });

  it.each(['', '2.1234', '-1', '1:00', 'abc', '.5', '2.'])('rejects %j', (input) => {
    expect(() => parseDuration(input)).toThrow(exactly(DURATION_FORMAT_ERROR));
  });
});

describe('parseClock: hh:mm:ss with a comma or dot fraction', () => {
  it.each([
    ['00:00:01', 1000],
    ['00:00:01,5', 1500],
    ['00:00:01.250', 1250],
    ['01:02:03,004', 3_723_004],
    ['123:00:00.0', 442_800_000],
  ])('%s -> %d ms', (input, ms) => {
    expect(parseClock(input)).toBe(ms);
  });

  it.each(['1:02', '00:60:00', '00:00:60', '00:00:01;5', 'x'])('rejects %j', (input) => {
    expect(() => parseClock(input)).toThrow(exactly(TIME_FORMAT_ERROR));
  });
});

describe('formatTimestamp', () => {
  it.each<[number, TimestampStyle, string]>([
    [3_723_004, 'srt', '01:02:03,004'],
    [3_723_004, 'vtt', '01:02:03.004'],
    [3_723_004, 'ass', '1:02:03.00'],
    [3_723_006, 'ass', '1:02:03.01'],
    [3_723_004, 'lrc', '62:03.00'],
    [65_999, 'lrc', '01:06.00'],
    [3_723_004, 'clock', '01:02:03'],
    [3_723_004, 'short', '1:02:03'],
    [65_000, 'short', '1:05'],
    [1500, 'seconds', '1.500'],
    [-20, 'srt', '00:00:00,000'],
  ])('%d ms as %s is %s', (ms, style, text) => {
    expect(formatTimestamp(ms, style)).toBe(text);
  });

  it.each<[unknown]>([['bogus'], ['SRT'], [''], [undefined], [42]])(
    'refuses the style %j with a RangeError that lists the styles',
    (style) => {
      const call = (): string => formatTimestamp(1000, style as TimestampStyle);
      expect(call).toThrow(RangeError);
      expect(call).toThrow(/: use 'srt', 'vtt', 'ass', 'lrc', 'clock', 'short', 'seconds'$/);
    },
  );

  it.each([0, 1, 999, 59_999, 3_599_999, 86_400_000])('vtt and parseClock agree on %d ms', (ms) => {
    expect(parseClock(formatTimestamp(ms, 'vtt'))).toBe(ms);
    expect(parseClock(formatTimestamp(ms, 'srt'))).toBe(ms);
  });
});
