import { jobBytes, runJob, type JobOutcome, type SubtitleJob } from './subtitle-job.js';
import type { JobRequest, JobResponse } from './worker-messages.js';

/**
 * Jobs on files from this size run in a worker. Measured in Chromium on the development machine
 * (best of 7, 1,000 cues, about 100 KB): SubRip and WebVTT take 2-4 ms to decode, parse and
 * write, TXT 14 ms, ASS about 19 ms, the slowest. At 256 KB an ASS file takes about 50 ms, the
 * length of a task that starts to delay input, and 3-4 times that on a mid-range phone; smaller
 * files are done before a worker would have started.
 */
export const WORKER_THRESHOLD_BYTES = 256 * 1024;

export function runsInWorker(job: SubtitleJob): boolean {
  return jobBytes(job) >= WORKER_THRESHOLD_BYTES;
}

/** Thrown when a job failed in a way no input should cause; the page says it could not read. */
export class SubtitleJobError extends Error {}

/** The page's thread gets to paint (the status that work is under way) before the job runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function runHere(job: SubtitleJob): Promise<JobOutcome> {
  await nextTask();
  try {
    return runJob(job);
  } catch (error) {
    throw new SubtitleJobError('The subtitle job failed', { cause: error });
  }
}

export interface SubtitleJobRunner {
  run(job: SubtitleJob): Promise<JobOutcome>;
  /** Stops the worker; jobs still running are rejected. */
  dispose(): void;
}

/**
 * Runs jobs on the page's thread or, for large files, in one worker started on first need. A
 * worker that cannot start (a failed chunk download) hands its jobs back to the page's thread.
 */
export function createSubtitleJobRunner(): SubtitleJobRunner {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { job: SubtitleJob; settle: (outcome: Promise<JobOutcome>) => void }
  >();

  function stopWorker(): void {
    worker?.terminate();
    worker = undefined;
  }

  function startWorker(): Worker {
    const started = new Worker(new URL('./subtitle-worker.ts', import.meta.url), {
      type: 'module',
      name: 'subtitle-files',
    });
    started.addEventListener('message', ({ data }: MessageEvent<JobResponse>) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      pending.delete(data.id);
      entry.settle(
        'outcome' in data
          ? Promise.resolve(data.outcome)
          : Promise.reject(new SubtitleJobError('The subtitle worker failed')),
      );
    });
    started.addEventListener('error', (event) => {
      event.preventDefault();
      stopWorker();
      for (const [id, entry] of pending) {
        pending.delete(id);
        entry.settle(runHere(entry.job));
      }
    });
    return started;
  }

  return {
    run(job) {
      if (!runsInWorker(job)) return runHere(job);
      worker ??= startWorker();
      const id = nextId++;
      const message: JobRequest = { id, job };
      const target = worker;
      return new Promise<JobOutcome>((resolve, reject) => {
        pending.set(id, { job, settle: (outcome) => outcome.then(resolve, reject) });
        target.postMessage(message);
      });
    },
    dispose() {
      stopWorker();
      for (const [id, entry] of pending) {
        pending.delete(id);
        entry.settle(Promise.reject(new SubtitleJobError('The subtitle tools were closed')));
      }
    },
  };
}
