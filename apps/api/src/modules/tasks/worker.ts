import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { SpeechEngines } from './engines.js';
import type { WritingEngines } from './writing-engines.js';
import { createTaskRunner, type TaskRunnerOptions } from './run-task.js';

export interface TranscriptionWorker {
  /** Aborts the jobs under way (they go back to the queue), then stops taking jobs. */
  stop(): Promise<void>;
}

/**
 * Works transcription jobs in this process, CAPTIO_WORKERS at once, and finishes the tasks whose
 * jobs ran out of attempts. Returns undefined when the settings say this process works none.
 */
export async function startTranscriptionWorker(options: {
  config: Pick<Config, 'jobs' | 'dataDir'>;
  db: Database;
  queue: JobQueue;
  engines: SpeechEngines;
  writers: WritingEngines;
  log: TaskRunnerOptions['log'];
}): Promise<TranscriptionWorker | undefined> {
  const { config, queue } = options;
  if (config.jobs.workers === 0) return undefined;
  const stopping = new AbortController();
  const runner = createTaskRunner({
    db: options.db,
    dataDir: config.dataDir,
    engines: options.engines,
    writers: options.writers,
    stopping: stopping.signal,
    jobTimeLimitMs: config.jobs.expireSeconds * 1000,
    log: options.log,
  });
  await queue.workTranscriptions((job) => runner.run(job));
  await queue.workGivenUp((job) => runner.giveUp(job));
  return {
    stop: async () => {
      stopping.abort();
      await queue.stop();
    },
  };
}
