import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../time/timestamp.js';
import { writeClockTimestamp, writeCount, writeTimingArrow } from './output-timestamp.js';

const COMMA = 44;
const DOT = 46;
type Separator = typeof COMMA | typeof DOT;

/**
 * What the writer puts at position 3 of a buffer, or null when it declines. The bytes around it
 * are filled with '#', so that a write outside what it reports shows.
 */
function written(write: (view: DataView, pos: number) => number): string | null {
  const bytes = new Uint8Array(64).fill(35);
  const end = write(new DataView(bytes.buffer), 3);
  const all = String.fromCharCode(...bytes);
  if (end < 0) return all === '#'.repeat(64) ? null : `wrote ${all} and declined`;
  const outside = all.slice(0, 3) + all.slice(end);
  return outside === '#'.repeat(64 - end + 3) ? all.slice(3, end) : `wrote outside: ${all}`;
}

describe('writeCount', () => {
  it.each([
    0,
    7,
    9,
    10,
    99,
    100,
    101,
    999,
    1000,
    12_345,
    99_999,
    100_000,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    1e15,
    2 ** 53 - 1,
  ])('writes %d in decimal', (value) => {
    expect(written((view, pos) => writeCount(view, pos, value))).toBe(String(value));
  });

  it('writes any count in decimal', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (value) => {
        expect(written((view, pos) => writeCount(view, pos, value))).toBe(String(value));
      }),
    );
  });
});

describe('writeTimingArrow', () => {
  it('writes the arrow between two times', () => {
    expect(written(writeTimingArrow)).toBe(' --> ');
  });
});

describe('writeClockTimestamp', () => {
  it.each<[number, Separator, string]>([
    [0, COMMA, '00:00:00,000'],
    [1234, DOT, '00:00:01.234'],
    [3_723_456, COMMA, '01:02:03,456'],
    [359_999_999, DOT, '99:59:59.999'],
    [36_000_000 + 59 * 60_000 + 9_010, COMMA, '10:59:09,010'],
    [1000.5, DOT, '00:00:01.001'],
    [-0.4, COMMA, '00:00:00,000'],
  ])('writes %d ms as %s', (ms, separator, text) => {
    expect(written((view, pos) => writeClockTimestamp(view, pos, ms, separator))).toBe(text);
  });

  it.each([
    [360_000_000, '100 hours'],
    [359_999_999.5, 'what rounds to 100 hours'],
    [-1, 'a negative time'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinity'],
  ])('leaves %d (%s) to the caller', (ms) => {
    expect(written((view, pos) => writeClockTimestamp(view, pos, ms, COMMA))).toBeNull();
  });

  it('writes what formatTimestamp writes, for any time it takes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -0.49, max: 359_999_999.49, noNaN: true }), fc.nat(359_999_999)),
        fc.boolean(),
        (ms, comma) => {
          const separator = comma ? COMMA : DOT;
          expect(written((view, pos) => writeClockTimestamp(view, pos, ms, separator))).toBe(
            formatTimestamp(ms, comma ? 'srt' : 'vtt'),
          );
        },
      ),
    );
  });
});
