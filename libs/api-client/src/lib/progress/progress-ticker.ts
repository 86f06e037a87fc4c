import { PROGRESS_PUBLISH_MS, PROGRESS_TICK_MS, estimatedProgress } from './estimated-progress.js';

export interface ProgressTickerOptions {
  /** How long the job should take (from the media's duration, say). */
  expectedMs: number;
  /** Gets the estimate each second, and 100 on complete(). */
  onUpdate: (percent: number) => void;
  /** The clock; default Date.now. Ticks only sample it, so a throttled tab stays right. */
  now?: () => number;
}

export interface ProgressTicker {
  /** Starts ticking; does nothing when already started. */
  start(): void;
  /** The job is done: stops and publishes 100 (once; not after stop()). */
  complete(): void;
  /** Stops without completing (the job failed or the page left). */
  stop(): void;
  /** The latest estimate, between publications too. */
  readonly percent: number;
}

/** An estimated progress for a job that reports none. */
export function createProgressTicker(options: ProgressTickerOptions): ProgressTicker {
  estimatedProgress(0, options.expectedMs); // fail now on a bad expectedMs, not in a timer
  const now = options.now ?? Date.now;
  const ticksPerPublish = Math.round(PROGRESS_PUBLISH_MS / PROGRESS_TICK_MS);
  let percent = 0;
  let ticks = 0;
  let startedAt = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let state: 'idle' | 'running' | 'stopped' | 'complete' = 'idle';

  const halt = (next: 'stopped' | 'complete') => {
    clearInterval(timer);
    state = next;
  };

  return {
    start() {
      if (state !== 'idle') return;
      state = 'running';
      startedAt = now();
      timer = setInterval(() => {
        percent = Math.max(percent, estimatedProgress(now() - startedAt, options.expectedMs));
        ticks += 1;
        if (ticks % ticksPerPublish === 0) options.onUpdate(percent);
      }, PROGRESS_TICK_MS);
    },
    complete() {
      if (state === 'stopped' || state === 'complete') return;
      halt('complete');
      percent = 100;
      options.onUpdate(100);
    },
    stop() {
      if (state !== 'complete') halt('stopped');
    },
    get percent() {
      return percent;
    },
  };
}
