/** What the lookup needs of a cue: its times in milliseconds. */
export interface TimedCue {
  start: number;
  end: number;
}

/**
 * The index of the last cue starting at or before `timeMs`, or -1 when none does. Binary search:
 * the player asks on every time update, and a three-hour transcript has about 3,000 cues. Cues
 * must be in start order, as an edited transcript is.
 */
export function lastCueStartingBy(cues: readonly TimedCue[], timeMs: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((cues[middle] as TimedCue).start <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The cue on screen at `timeMs` (start inclusive, end exclusive), or -1 in a gap between cues,
 * before the first or after the last. When cues overlap, the one that started last wins, as
 * players show the newest line.
 */
export function cueIndexAt(cues: readonly TimedCue[], timeMs: number): number {
  const index = lastCueStartingBy(cues, timeMs);
  if (index < 0) return -1;
  return timeMs < (cues[index] as TimedCue).end ? index : -1;
}
