import { lastCueStartingBy, type TimedCue } from '../CueList/current-cue.js';

/** First and last index (inclusive) of a run of cues; empty when last < first. */
export interface CueRange {
  first: number;
  last: number;
}

/**
 * The cues that show, even partly, in the window from `fromMs` to `toMs`: only those get a
 * capsule, so a three-hour transcript draws a screenful of regions instead of 3,000. Two binary
 * searches on the start times; cues must be in start order. The cue that starts before the window
 * and runs into it counts; with overlapping cues a long cue starting well before may be missed,
 * which only delays its capsule until the window reaches its start.
 */
export function cuesInWindow(cues: readonly TimedCue[], fromMs: number, toMs: number): CueRange {
  if (cues.length === 0 || toMs < fromMs) return { first: 0, last: -1 };
  let first = Math.max(0, lastCueStartingBy(cues, fromMs));
  if ((cues[first] as TimedCue).end <= fromMs && (cues[first] as TimedCue).start < fromMs) {
    first += 1;
  }
  // The last cue starting before the window's end (a cue starting exactly at it is not visible).
  const last = lastCueStartingBy(cues, toMs - 1);
  return { first, last };
}
