/** The speeds the player offers, slowest first; 1 is normal. */
export const PLAYBACK_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** How far the back and forward buttons jump. */
export const SKIP_MS = 5000;

/** The next speed up or down from `rate`, staying within 0.5–2; a rate between steps snaps to the nearest step that way. */
export function stepPlaybackRate(rate: number, direction: 'slower' | 'faster'): number {
  if (direction === 'faster') return PLAYBACK_RATES.find((step) => step > rate) ?? rate;
  return [...PLAYBACK_RATES].reverse().find((step) => step < rate) ?? rate;
}

/** A seek target kept inside the media: from 0 to its duration (when known). */
export function clampTime(ms: number, durationMs: number): number {
  const upper =
    Number.isFinite(durationMs) && durationMs > 0 ? durationMs : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, Number.isFinite(ms) ? ms : 0), upper);
}
