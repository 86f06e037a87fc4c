/** The estimate is recomputed this often, and published this often (a steady bar, few renders). */
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_PUBLISH_MS = 1000;

/** The estimate approaches this and never gets there: only a finished job shows 100. */
export const ESTIMATE_CEILING = 99;

/**
 * The estimated percentage (a whole number, 0 to 98) of a job expected to take `expectedMs`,
 * `elapsedMs` after it started: 99 * (1 - e^(-3t/T)), about 95 at the expected time, then
 * slower and slower, so a job that overruns still moves a little and never looks done.
 */
export function estimatedProgress(elapsedMs: number, expectedMs: number): number {
  if (!Number.isFinite(expectedMs) || expectedMs <= 0) {
    throw new RangeError(`expectedMs must be a positive number of milliseconds, got ${expectedMs}`);
  }
  if (Number.isNaN(elapsedMs) || elapsedMs <= 0) return 0;
  const estimate = ESTIMATE_CEILING * (1 - Math.exp((-3 * elapsedMs) / expectedMs));
  // Floor keeps it strictly under the ceiling even when the exponential underflows to 0.
  return Math.min(ESTIMATE_CEILING - 1, Math.floor(estimate));
}
