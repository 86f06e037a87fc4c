import fc from 'fast-check';
import type { Cue } from '../../src/lib/core/types.js';

/**
 * Cues starting anywhere up to 400,000,000 ms (past 100 hours) and lasting up to an hour, with a
 * text and a speaker drawn from the given arbitraries; an undefined speaker leaves the key out,
 * as parsers do.
 */
export function cueArbitrary(
  texts: fc.Arbitrary<string>,
  speakers: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<Cue> {
  return fc
    .record({
      start: fc.integer({ min: 0, max: 400_000_000 }),
      length: fc.integer({ min: 0, max: 3_600_000 }),
      text: texts,
      speaker: speakers,
    })
    .map(({ start, length, text, speaker }): Cue =>
      speaker === undefined
        ? { start, end: start + length, text }
        : { start, end: start + length, text, speaker },
    );
}
