import { describe, expect, test } from 'vitest';
import { cuesInWindow } from './visible-cues.js';

const cues = [
  { start: 0, end: 1000 },
  { start: 2000, end: 3000 },
  { start: 4000, end: 5000 },
  { start: 6000, end: 7000 },
];

describe('cuesInWindow', () => {
  test.each([
    ['the whole media', 0, 10_000, { first: 0, last: 3 }],
    ['a window inside one cue', 2200, 2800, { first: 1, last: 1 }],
    ['a window starting in a gap', 1500, 4500, { first: 1, last: 2 }],
    ['a window starting inside a cue keeps it', 2500, 4500, { first: 1, last: 2 }],
    ['a window ending where a cue starts leaves it out', 1500, 4000, { first: 1, last: 1 }],
    ['a window in a gap', 5200, 5800, { first: 3, last: 2 }],
    ['a window past the end', 8000, 9000, { first: 4, last: 3 }],
  ])('%s', (_what, from, to, range) => {
    expect(cuesInWindow(cues, from, to)).toEqual(range);
  });

  test('no cues, or a window that ends before it starts, is empty', () => {
    expect(cuesInWindow([], 0, 1000)).toEqual({ first: 0, last: -1 });
    expect(cuesInWindow(cues, 5000, 1000)).toEqual({ first: 0, last: -1 });
  });

  test('a ten-second window of a three-hour transcript holds a handful of cues', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      start: i * 3600,
      end: i * 3600 + 3000,
    }));
    const { first, last } = cuesInWindow(many, 5_400_000, 5_410_000);
    expect(first).toBe(1500);
    expect(last - first + 1).toBe(3);
  });
});
