import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../time/timestamp.js';
import { writeClockTimestamp, writeCount } from './output-timestamp.js';

const COMMA = 44;
const DOT = 46;

/** What the writer puts at position 3 of a buffer, or null when it declines. */
function written(write: (bytes: Uint8Array, pos: number) => number): string | null {
  const bytes = new Uint8Array(64);
  const end = write(bytes, 3);
  if (end < 0) return null;
  return String.fromCharCode(...bytes.subarray(3, end));
}

describe('writeCount', () => {
  it.each([0, 7, 9, 10, 99, 100, 12_345, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 1e15, 2 ** 53 - 1])(
    'writes %d in decimal',
    (value) => {
      expect(written((bytes, pos) => writeCount(bytes, pos, value))).toBe(String(value));
    },
  );
});

describe('writeClockTimestamp', () => {
  it.each([
    [0, COMMA, '00:00:00,000'],
    [1234, DOT, '00:00:01.234'],
    [3_723_456, COMMA, '01:02:03,456'],
    [359_999_999, DOT, '99:59:59.999'],
    [1000.5, DOT, '00:00:01.001'],
    [-0.4, COMMA, '00:00:00,000'],
  ])('writes %d ms as %s', (ms, separator, text) => {
    expect(written((bytes, pos) => writeClockTimestamp(bytes, pos, ms, separator))).toBe(text);
  });

  it.each([
    [360_000_000, '100 hours'],
    [359_999_999.5, 'what rounds to 100 hours'],
    [-1, 'a negative time'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinity'],
  ])('leaves %d (%s) to the caller', (ms) => {
    expect(written((bytes, pos) => writeClockTimestamp(bytes, pos, ms, COMMA))).toBeNull();
  });

  it('writes what formatTimestamp writes, for any time it takes', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.49, max: 359_999_999.49, noNaN: true }), (ms) => {
        expect(written((bytes, pos) => writeClockTimestamp(bytes, pos, ms, COMMA))).toBe(
          formatTimestamp(ms, 'srt'),
        );
      }),
    );
  });
});
