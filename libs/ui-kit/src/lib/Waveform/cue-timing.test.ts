import { describe, expect, test } from 'vitest';
import { clampCueTiming } from './cue-timing.js';

// Three cues with room around the middle one: 1–2 s, 3–4 s, 6–7 s, in a 10 s media.
const cues = [
  { start: 1000, end: 2000 },
  { start: 3000, end: 4000 },
  { start: 6000, end: 7000 },
];
const retime = (index: number, start: number, end: number, durationMs = 10_000) =>
  clampCueTiming({ cues, index, start, end, durationMs });

describe('clampCueTiming', () => {
  test.each([
    ['a move inside the room stays', 1, 2500, 3500, [2500, 3500]],
    ['a move into the previous cue stops at its end, length kept', 1, 1500, 2500, [2000, 3000]],
    ['a move into the next cue stops at its start, length kept', 1, 5500, 6500, [5000, 6000]],
    ['the first cue cannot move before 0', 0, -500, 500, [0, 1000]],
    ['the last cue cannot move past the media', 2, 9500, 10_500, [9000, 10_000]],
    ['a start pulled into the previous cue stops at its end', 1, 1500, 4000, [2000, 4000]],
    ['an end pulled into the next cue stops at its start', 1, 3000, 6500, [3000, 6000]],
    ['a start pulled past the end keeps the minimum length', 1, 3990, 4000, [3900, 4000]],
    ['an end pulled back to the start keeps the minimum length', 1, 3000, 3020, [3000, 3100]],
    ['the last cue’s end stops at the media’s end', 2, 6000, 12_000, [6000, 10_000]],
    ['fractions become whole milliseconds', 1, 2500.4, 3500.4, [2500, 3500]],
  ] as const)('%s', (_what, index, start, end, [expectedStart, expectedEnd]) => {
    expect(retime(index, start, end)).toEqual({ start: expectedStart, end: expectedEnd });
  });

  test('a move with a new length (both edges changed) longer than the room fills the room', () => {
    expect(retime(1, 1800, 6500)).toEqual({ start: 2000, end: 6000 });
  });

  test('a cue that already overlaps its neighbour may stay, but not overlap more', () => {
    const overlapping = [
      { start: 0, end: 2000 },
      { start: 1500, end: 3000 },
    ];
    const request = { cues: overlapping, index: 1, durationMs: 10_000 };
    expect(clampCueTiming({ ...request, start: 1500, end: 3500 })).toEqual({
      start: 1500,
      end: 3500,
    });
    expect(clampCueTiming({ ...request, start: 1000, end: 3000 })).toEqual({
      start: 1500,
      end: 3000,
    });
  });

  test('without a known duration the last cue may run on', () => {
    expect(retime(2, 6000, 20_000, Number.NaN)).toEqual({ start: 6000, end: 20_000 });
  });

  test('never leaves cues overlapping, for any drag of any cue', () => {
    for (let index = 0; index < cues.length; index += 1) {
      for (let start = -2000; start <= 12_000; start += 700) {
        for (const length of [50, 500, 1000, 3000]) {
          const result = retime(index, start, start + length);
          const after = cues.map((cue, i) => (i === index ? result : cue));
          for (let i = 1; i < after.length; i += 1) {
            expect(after[i]?.start).toBeGreaterThanOrEqual(after[i - 1]?.end ?? 0);
          }
          expect(result.start).toBeGreaterThanOrEqual(0);
          expect(result.end).toBeLessThanOrEqual(10_000);
          expect(result.end - result.start).toBeGreaterThanOrEqual(100);
        }
      }
    }
  });
});
