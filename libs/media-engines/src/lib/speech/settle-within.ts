import { EngineError } from '../engine-error.js';

export interface SettleLimits {
  /** Date.now() value after which the call gives up with 'timeout'. */
  deadline: number;
  signal?: AbortSignal | undefined;
  /** Names the work in error messages: 'whisper.cpp', 'the transcription endpoint'. */
  what: string;
  /** Runs once when the call gives up, to stop the work (it may go on regardless). */
  giveUp?: () => void;
}

/**
 * Waits for `work`, but no longer than the deadline nor past an abort: then `giveUp` runs and
 * the call rejects with 'timeout' or 'aborted' at once. This is what keeps a call bounded when
 * the work itself cannot be trusted to end: whisper.node's promise never settles when its
 * native side fails, and an HTTP server may never answer.
 */
export function settleWithin<T>(work: Promise<T>, limits: SettleLimits): Promise<T> {
  const { signal, what } = limits;
  if (signal?.aborted) {
    limits.giveUp?.();
    return Promise.reject(new EngineError('aborted', `${what}: aborted`));
  }
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const giveUp = (error: EngineError) =>
      finish(() => {
        limits.giveUp?.();
        reject(error);
      });
    const onAbort = () => giveUp(new EngineError('aborted', `${what}: aborted`));
    const timer = setTimeout(
      () => giveUp(new EngineError('timeout', `${what} did not finish within its time`)),
      Math.max(0, limits.deadline - Date.now()),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
