import { httpStatusOf } from '../interceptors/http-status-of.js';

/** A poll gives up after this many attempts: a task that never ends cannot keep a page polling. */
export const POLL_MAX_ATTEMPTS = 1000;
export const DEFAULT_POLL_INTERVAL_MS = 2000;

export interface PollOptions<T> {
  /** Whether the answer is final (task SUCCESS or FAILED, say). */
  isDone: (result: T, attempt: number) => boolean;
  /** The pause between attempts; default 2000 ms. */
  intervalMs?: number;
  /** 1 to 1000; default 1000. */
  maxAttempts?: number;
  signal?: AbortSignal;
}

/** Every attempt was made and none gave a final answer. */
export class PollLimitError extends Error {
  override readonly name = 'PollLimitError';
  constructor(
    readonly attempts: number,
    /** The last answer, or undefined when the last attempt failed with a status. */
    readonly lastResult: unknown,
    readonly lastError: unknown,
  ) {
    super(`Polling stopped after ${attempts} attempts without a final answer`);
  }
}

/**
 * Calls `attempt` until `isDone` holds for its answer. A failure with an HTTP status (a 502
 * while the server restarts) is retried; one without a status (network down, a bug) stops
 * the polling at once and rejects with it. Aborting rejects with the signal's reason.
 */
export async function poll<T>(
  attempt: (attempt: number) => T | Promise<T>,
  options: PollOptions<T>,
): Promise<T> {
  const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const maxAttempts = options.maxAttempts ?? POLL_MAX_ATTEMPTS;
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new RangeError(`intervalMs must be a number of milliseconds >= 0, got ${intervalMs}`);
  }
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > POLL_MAX_ATTEMPTS) {
    throw new RangeError(
      `maxAttempts must be an integer from 1 to ${POLL_MAX_ATTEMPTS}, got ${maxAttempts}`,
    );
  }
  const { signal } = options;
  let lastResult: T | undefined;
  let lastError: unknown;
  for (let count = 1; count <= maxAttempts; count++) {
    signal?.throwIfAborted();
    try {
      lastResult = await attempt(count);
      lastError = undefined;
    } catch (error) {
      if (httpStatusOf(error) === undefined) throw error;
      lastResult = undefined;
      lastError = error;
    }
    signal?.throwIfAborted();
    if (lastError === undefined && options.isDone(lastResult as T, count)) return lastResult as T;
    if (count < maxAttempts) await pause(intervalMs, signal);
  }
  throw new PollLimitError(maxAttempts, lastResult, lastError);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
