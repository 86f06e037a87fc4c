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

  it.each<[string, number, Cue[], RegExp]>([
    [
      'a factor that takes times past whole milliseconds',
      1e300,
      [{ start: 1000, end: 2000, text: 'x' }],
      /^Cannot scale subtitle times by 1e\+300: the start of cue 1 would be 1e\+303 ms, beyond /,
    ],
    [
      'a factor that takes a word past them',
      1e13,
      [{ start: 0, end: 1, text: 'x', words: [{ text: 'x', start: 0, end: 1000 }] }],
      /the end of a word of cue 1 would be 10000000000000000 ms/,
    ],
    [
      'a time that is not a number',
      2,
      [{ start: 0, end: NaN, text: 'x' }],
      /the end of cue 1 is NaN, not a time in milliseconds/,
    ],
    [
      'a factor that shrinks a cue to nothing',
      1e-9,
      [{ start: 1000, end: 2000, text: 'x' }],
      /^Cannot scale subtitle times by 1e-9: cue 1, 1000 ms long, would last 0 ms$/,
    ],
    [
      'a factor that shrinks a 1 ms cue to nothing',
      0.5,
      [
        { start: 0, end: 1000, text: 'x' },
        { start: 1001, end: 1002, text: 'y' },
      ],
      /cue 2, 1 ms long, would last 0 ms/,
    ],
  ])('refuses %s with a RangeError', (_, factor, cues, message) => {
    expect(() => scale(cues, factor)).toThrow(RangeError);
    expect(() => scale(cues, factor)).toThrow(message);
  });

  it('scales a cue that already lasts 0 ms, or less, without complaint', () => {
    expect(
      scale(
        [
          { start: 2000, end: 1000, text: 'x' },
          { start: 10, end: 10, text: 'y' },
        ],
        0.5,
      ),
    ).toEqual([
      { start: 1000, end: 500, text: 'x' },
      { start: 5, end: 5, text: 'y' },
    ]);
  });

  it('gives whole milliseconds within the exact range and keeps cues on screen, or a RangeError', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(100_000_000), fc.nat(100_000))),
        fc.double({ min: Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }),
        (spans, factor) => {
          const cues = spans.map(([start, length]) => ({ start, end: start + length, text: '' }));
          let scaled: Cue[];
          try {
            scaled = scale(cues, factor);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            return;
          }
          scaled.forEach((c, i) => {
            expect(Number.isSafeInteger(c.start) && Number.isSafeInteger(c.end)).toBe(true);
            const before = cues[i];
            if (before && before.end > before.start) expect(c.end).toBeGreaterThan(c.start);
          });
        },
      ),
    );
  });

  it('scaling by f then 1/f gives times back within 1 ms', () => {
    fc.assert(
      fc.property(
        // 0 ms, or 2 ms and more: halving a 1 ms cue would leave it no time, which scale refuses.
        fc.array(
          fc.tuple(
            fc.nat(100_000_000),
            fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 100_000 })),
          ),
        ),
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
