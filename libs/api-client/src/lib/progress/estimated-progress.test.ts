import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedProgress } from './estimated-progress.js';

describe('estimatedProgress', () => {
  it.each([
    [0, 60_000, 0],
    [-5, 60_000, 0],
    [Number.NaN, 60_000, 0],
    [1000, 60_000, 4],
    [20_000, 60_000, 62],
    [60_000, 60_000, 94],
    [120_000, 60_000, 98],
    [3_600_000, 60_000, 98],
    [Number.POSITIVE_INFINITY, 60_000, 98],
  ])('%d ms into a %d ms job: %d', (elapsed, expected, percent) => {
    expect(estimatedProgress(elapsed, expected)).toBe(percent);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses an expected time of %d', (ms) => {
    expect(() => estimatedProgress(1000, ms)).toThrow(RangeError);
  });

  it('never reaches 100 and never goes back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        (a, b, expected) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const first = estimatedProgress(early, expected);
          const second = estimatedProgress(late, expected);
          expect(Number.isInteger(second)).toBe(true);
          expect(first).toBeGreaterThanOrEqual(0);
          expect(second).toBeLessThan(100);
          expect(second).toBeGreaterThanOrEqual(first);
        },
      ),
    );
  });
});
