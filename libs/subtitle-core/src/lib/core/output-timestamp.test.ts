import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../time/timestamp.js';
import { OutputBuffer } from './output-buffer.js';
import { writeCount, writeTimestamp, writeTimingArrow } from './output-timestamp.js';

/**
 * What a writer puts at position 3 of a buffer. The bytes around it are filled with '#', so that
 * a write outside what it reports shows.
 */
function written(write: (view: DataView, pos: number) => number): string {
  const bytes = new Uint8Array(64).fill(35);
  const end = write(new DataView(bytes.buffer), 3);
  const all = String.fromCharCode(...bytes);
  const outside = all.slice(0, 3) + all.slice(end);
  return outside === '#'.repeat(64 - end + 3) ? all.slice(3, end) : `wrote outside: ${all}`;
}

/** What writeTimestamp puts at position 3 of an output buffer, checked as written() does. */
function timestamp(ms: number, style: 'srt' | 'vtt'): string {
  const out = new OutputBuffer();
  out.bytes.fill(35);
  const end = writeTimestamp(out, 3, ms, style);
  const all = String.fromCharCode(...out.bytes.subarray(0, 64));
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

describe('writeTimestamp', () => {
  it.each<[number, 'srt' | 'vtt', string]>([
    [0, 'srt', '00:00:00,000'],
    [1234, 'vtt', '00:00:01.234'],
    [3_723_456, 'srt', '01:02:03,456'],
    [359_999_999, 'vtt', '99:59:59.999'],
    [36_000_000 + 59 * 60_000 + 9_010, 'srt', '10:59:09,010'],
    [1000.5, 'vtt', '00:00:01.001'],
    [-0.4, 'srt', '00:00:00,000'],
  ])('writes %d ms as %s: %s', (ms, style, text) => {
    expect(timestamp(ms, style)).toBe(text);
  });

  it.each([
    [360_000_000, '100 hours'],
    [359_999_999.5, 'what rounds to 100 hours'],
    [-1, 'a negative time'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinity'],
  ])('writes %d (%s) as the text formatter does', (ms) => {
    expect(timestamp(ms, 'srt')).toBe(formatTimestamp(ms, 'srt'));
    expect(timestamp(ms, 'vtt')).toBe(formatTimestamp(ms, 'vtt'));
  });

  it('writes what formatTimestamp writes, for any time', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -0.49, max: 359_999_999.49, noNaN: true }),
          fc.nat(359_999_999),
          fc.integer({ min: -1e12, max: 1e12 }),
        ),
        fc.constantFrom('srt' as const, 'vtt' as const),
        (ms, style) => {
          expect(timestamp(ms, style)).toBe(formatTimestamp(ms, style));
        },
      ),
    );
  });
});
