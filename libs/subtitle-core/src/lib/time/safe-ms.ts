/**
 * The largest time the library works with: 2^53 - 1 ms, about 285,000 years. Past it a double
 * no longer holds every whole number, so a time read from a file would silently drift (an hour
 * field of 99999999999 loses 24 ms) or become Infinity.
 */
export const MAX_MS = Number.MAX_SAFE_INTEGER;

/**
 * What time readers return for a time written correctly but past MAX_MS. Negative like their
 * "not a time" -1, so a caller that only checks `< 0` still rejects it; the value only lets
 * messages say why.
 */
export const TOO_LARGE_MS = -2;

/** What messages say about a time past MAX_MS, after the time itself. */
export const TOO_LARGE_TIME = 'is too large (times stop at about 285,000 years)';

/** ms when it is whole and exact, else TOO_LARGE_MS: for readers, once a time is added up. */
export function exactMsOrTooLarge(ms: number): number {
  return Number.isSafeInteger(ms) ? ms : TOO_LARGE_MS;
}

/** ms held within [0, MAX_MS], for times a parser shifts (an LRC [offset:]). */
export function clampMs(ms: number): number {
  return Math.min(MAX_MS, Math.max(0, ms));
}

/**
 * The end of a cue that lasts `duration` from `start`, held at MAX_MS: an end a parser makes up
 * (reading time, LRC's last line) must stay a valid time even for a start near the limit.
 */
export function endAfter(start: number, duration: number): number {
  return Math.min(start + duration, MAX_MS);
}
