import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cue } from '../core/types.js';
import { scale } from './scale.js';

describe('scale', () => {
  it.each([
    ['doubles', 2, { start: 1000, end: 2500 }, { start: 2000, end: 5000 }],
    ['halves', 0.5, { start: 1001, end: 2003 }, { start: 501, end: 1002 }],
    // 1 hour at 25 fps played at 23.976 fps lasts 25/23.976 as long.
    [
      'converts 25 fps timing to 23.976 fps',
      25 / 23.976,
      { start: 0, end: 3_600_000 },
      { start: 0, end: 3_753_754 },
    ],
    [
      'converts 23.976 fps timing to 25 fps',
      23.976 / 25,
      { start: 60_000, end: 61_000 },
      { start: 57_542, end: 58_501 },
    ],
  ])('%s', (_, factor, times, expected) => {
    expect(scale([{ ...times, text: 'x' }], factor)).toEqual([{ ...expected, text: 'x' }]);
  });

  it('scales words too and leaves the input alone', () => {
    const input: Cue[] = [
      { start: 100, end: 300, text: 'a', words: [{ text: 'a', start: 100, end: 300 }] },
    ];
    const before = structuredClone(input);
    expect(scale(input, 1.5)).toEqual([
      { start: 150, end: 450, text: 'a', words: [{ text: 'a', start: 150, end: 450 }] },
    ]);
    expect(input).toEqual(before);
  });

  it.each([0, -1, NaN, Infinity, -Infinity])(
    'refuses the factor %d with a RangeError',
    (factor) => {
      expect(() => scale([], factor)).toThrow(RangeError);
      expect(() => scale([], factor)).toThrow(/greater than 0/);
    },
  );

  it('scaling by f then 1/f gives times back within 1 ms', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(100_000_000), fc.nat(100_000))),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (spans, factor) => {
          const cues = spans.map(([start, length]) => ({ start, end: start + length, text: '' }));
          const back = scale(scale(cues, factor), 1 / factor);
          back.forEach((c, i) => {
            expect(Math.abs(c.start - (cues[i]?.start ?? NaN))).toBeLessThanOrEqual(1);
            expect(Math.abs(c.end - (cues[i]?.end ?? NaN))).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });
});
