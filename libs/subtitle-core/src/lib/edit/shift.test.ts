import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assSettings } from '../../../test/support/ass-settings.js';
import type { Cue } from '../core/types.js';
import { shift } from './shift.js';

const cue = (start: number, end: number, text = 'x'): Cue => ({ start, end, text });

const arbitraryCues = fc.array(
  fc
    .record({
      start: fc.integer({ min: 0, max: 10_000_000 }),
      length: fc.integer({ min: 0, max: 10_000 }),
      text: fc.string(),
      withWords: fc.boolean(),
    })
    .map(({ start, length, text, withWords }): Cue => ({
      start,
      end: start + length,
      text,
      ...(withWords ? { words: [{ text, start, end: start + length }] } : {}),
    })),
);

describe('shift', () => {
  it.each([
    ['later', 1500, [cue(1000, 2000)], [cue(2500, 3500)]],
    ['earlier', -500, [cue(1000, 2000)], [cue(500, 1500)]],
    ['rounding to whole ms', 0.6, [cue(1000, 2000)], [cue(1001, 2001)]],
    ['clamping a start that goes below 0', -1500, [cue(1000, 2000)], [cue(0, 500)]],
    ['dropping a cue that ends at 0', -2000, [cue(1000, 2000), cue(3000, 4000)], [cue(1000, 2000)]],
    [
      'dropping a cue that ends before 0',
      -2500,
      [cue(1000, 2000), cue(3000, 4000)],
      [cue(500, 1500)],
    ],
    ['by nothing', 0, [cue(1000, 2000)], [cue(1000, 2000)]],
  ])('moves cues %s', (_, ms, input, expected) => {
    expect(shift(input, ms)).toEqual(expected);
  });

  it('moves and clamps words with their cue', () => {
    const input: Cue[] = [
      {
        start: 100,
        end: 900,
        text: 'a b',
        words: [
          { text: 'a', start: 100, end: 300 },
          { text: 'b', start: 500, end: 900, confidence: 0.5 },
        ],
      },
    ];
    expect(shift(input, -400)).toEqual([
      {
        start: 0,
        end: 500,
        text: 'a b',
        words: [
          { text: 'a', start: 0, end: 0 },
          { text: 'b', start: 100, end: 500, confidence: 0.5 },
        ],
      },
    ]);
  });

  it('keeps id, speaker, style and settings, and does not change its input', () => {
    const input: Cue[] = [
      {
        id: 'intro',
        start: 0,
        end: 1000,
        text: 'Hi',
        speaker: 'Ann',
        style: 'Default',
        settings: assSettings({ raw: 'Hi', extra: { Actor: 'Ann' } }),
        words: [{ text: 'Hi', start: 0, end: 1000 }],
      },
    ];
    const before = structuredClone(input);
    const output = shift(input, 250);
    expect(output[0]).toMatchObject({
      id: 'intro',
      speaker: 'Ann',
      style: 'Default',
      start: 250,
      end: 1250,
    });
    expect(output[0]?.settings).toEqual(input[0]?.settings);
    expect(output[0]?.settings).not.toBe(input[0]?.settings);
    expect(input).toEqual(before);
  });

  it.each([NaN, Infinity, -Infinity])('refuses to shift by %d', (ms) => {
    expect(() => shift([cue(0, 1)], ms)).toThrow(RangeError);
  });

  it.each<[string, number, Cue[], RegExp]>([
    [
      'an offset that takes times past whole milliseconds',
      1e300,
      [cue(1000, 2000)],
      /^Cannot shift subtitles by 1e\+300 ms: the start of cue 1 would be 1e\+300 ms, beyond /,
    ],
    [
      'an offset that takes an end just past the largest exact time (its start lands on it)',
      Number.MAX_SAFE_INTEGER - 1000,
      [cue(0, 500), cue(1000, 2000)],
      /the end of cue 2 would be 900719925474199\d ms/,
    ],
    ['a start that is not a number', 10, [cue(0, 500), cue(NaN, 2000)], /start of cue 2 is NaN/],
    ['an end that is not a number', 10, [cue(NaN, NaN)], /start of cue 1 is NaN/],
    [
      'a word time that is not a number',
      10,
      [{ ...cue(0, 500), words: [{ text: 'x', start: 0, end: Infinity }] }],
      /end of a word of cue 1 is Infinity/,
    ],
  ])('refuses %s with a RangeError', (_, ms, cues, message) => {
    expect(() => shift(cues, ms)).toThrow(RangeError);
    expect(() => shift(cues, ms)).toThrow(message);
  });

  it('gives whole milliseconds within the exact range, or a RangeError', () => {
    fc.assert(
      fc.property(
        arbitraryCues,
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (cues, ms) => {
          let shifted: Cue[];
          try {
            shifted = shift(cues, ms);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            return;
          }
          for (const c of shifted) {
            const times = [c.start, c.end, ...(c.words ?? []).flatMap((w) => [w.start, w.end])];
            for (const time of times) expect(Number.isSafeInteger(time)).toBe(true);
            expect(c.end).toBeGreaterThan(c.start - 1);
          }
        },
      ),
    );
  });

  it('shifting by x then -x gives the input back when nothing reaches 0', () => {
    fc.assert(
      fc.property(arbitraryCues, fc.integer({ min: -1_000_000, max: 1_000_000 }), (cues, ms) => {
        // Nothing clamped or dropped: every cue starts at 0 or later and ends after 0.
        fc.pre(cues.every((c) => c.start + ms >= 0 && c.end + ms > 0));
        expect(shift(shift(cues, ms), -ms)).toEqual(cues);
      }),
    );
  });

  it('never gives a time below 0 nor a cue ending at 0', () => {
    fc.assert(
      fc.property(arbitraryCues, fc.integer({ min: -20_000_000, max: 0 }), (cues, ms) => {
        for (const c of shift(cues, ms)) {
          expect(c.start).toBeGreaterThanOrEqual(0);
          expect(c.end).toBeGreaterThan(0);
          for (const word of c.words ?? []) expect(word.start).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
