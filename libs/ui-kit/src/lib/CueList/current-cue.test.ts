import { describe, expect, test } from 'vitest';
import { cueIndexAt, lastCueStartingBy } from './current-cue.js';

const cues = [
  { start: 1000, end: 2000 },
  { start: 2000, end: 3500 },
  { start: 4000, end: 5000 },
  { start: 4500, end: 6000 }, // overlaps the one before
];

describe('cueIndexAt', () => {
  test.each([
    [0, -1], // before the first
    [999, -1],
    [1000, 0], // start inclusive
    [1999, 0],
    [2000, 1], // end exclusive: the next cue takes over
    [3499, 1],
    [3500, -1], // a gap
    [3999, -1],
    [4000, 2],
    [4500, 3], // overlap: the later start wins
    [5999, 3],
    [6000, -1], // after the last
  ])('at %d ms is cue %d', (time, index) => {
    expect(cueIndexAt(cues, time)).toBe(index);
  });

  test('an empty transcript has no current cue', () => {
    expect(cueIndexAt([], 1000)).toBe(-1);
  });

  test('agrees with a linear scan over 3,000 cues', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      start: i * 3000,
      end: i * 3000 + 2500,
    }));
    for (const time of [0, 2499, 2500, 2999, 4_500_000, 8_999_999, 9_000_000]) {
      const linear = many.findIndex((cue) => cue.start <= time && time < cue.end);
      expect(cueIndexAt(many, time)).toBe(linear);
    }
  });
});

describe('lastCueStartingBy', () => {
  test.each([
    [500, -1],
    [1000, 0],
    [3600, 1],
    [10_000, 3],
  ])('at %d ms is cue %d', (time, index) => {
    expect(lastCueStartingBy(cues, time)).toBe(index);
  });
});
