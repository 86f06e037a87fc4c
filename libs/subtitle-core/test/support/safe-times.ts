import fc from 'fast-check';
import { expect } from 'vitest';
import type { ParseResult } from '../../src/lib/core/types.js';

/** 2^53 - 1 ms written as hours 2501999792, minutes 59, 0.991 s; one ms more is too large. */
export const LAST_HOUR = 2_501_999_792;
/** The same limit as minutes only (LRC): 150119987579 minutes and 0.991 s. */
export const LAST_MINUTE = 150_119_987_579;

/**
 * The leading number of a time as files may write it: small, near the last exact hour or
 * minute, any run of digits up to 30, or hundreds of nines (Infinity once multiplied).
 */
export const leadingNumber: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 99 }).map(String),
  fc.integer({ min: LAST_HOUR - 2, max: LAST_HOUR + 2 }).map(String),
  fc.integer({ min: LAST_MINUTE - 2, max: LAST_MINUTE + 2 }).map(String),
  fc.stringMatching(/^\d{1,30}$/),
  fc.integer({ min: 16, max: 400 }).map((length) => '9'.repeat(length)),
);

/** Two digits under 60, for the minutes and seconds after a leading number. */
export const sixtieth: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 59 })
  .map((value) => String(value).padStart(2, '0'));

/** Every cue (and word) of a result starts and ends at whole milliseconds from 0 to 2^53 - 1. */
export function expectSafeTimes(result: ParseResult): void {
  for (const cue of result.cues) {
    const times = [cue.start, cue.end, ...(cue.words ?? []).flatMap((w) => [w.start, w.end])];
    for (const time of times) {
      expect(Number.isSafeInteger(time), `${time} in ${JSON.stringify(cue)}`).toBe(true);
      expect(time).toBeGreaterThanOrEqual(0);
    }
  }
}
