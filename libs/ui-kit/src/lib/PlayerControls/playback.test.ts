import { describe, expect, test } from 'vitest';
import { clampTime, stepPlaybackRate } from './playback.js';

describe('stepPlaybackRate', () => {
  test.each([
    [1, 'faster', 1.25],
    [1, 'slower', 0.75],
    [2, 'faster', 2],
    [0.5, 'slower', 0.5],
    [1.1, 'faster', 1.25],
    [1.1, 'slower', 1],
  ] as const)('%d, %s, gives %d', (rate, direction, expected) => {
    expect(stepPlaybackRate(rate, direction)).toBe(expected);
  });
});

describe('clampTime', () => {
  test.each([
    [-5000, 60_000, 0],
    [30_000, 60_000, 30_000],
    [65_000, 60_000, 60_000],
    [65_000, Number.NaN, 65_000],
    [Number.NaN, 60_000, 0],
  ])('%d in a %d ms media is %d', (ms, duration, expected) => {
    expect(clampTime(ms, duration)).toBe(expected);
  });
});
