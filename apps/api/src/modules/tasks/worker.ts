import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { Periodic } from '../../jobs/periodic.js';
import { isTranslationJob, type JobQueue, type QueuedJob } from '../../jobs/queue.js';
import { createTranslationRunner } from '../translation/run-translation.js';
import type { Translators } from '../translation/translators.js';
import type { SpeechEngines } from './engines.js';
import type { WritingEngines } from './writing-engines.js';
import { createDownloadRunner } from '../downloads/run-download.js';
import { configuredLinkFetcher } from '../links/link-fetcher.js';
import { createTaskRunner, type TaskRunnerOptions } from './run-task.js';
import { removeLeftoverWorkFolders } from './work-folders.js';

/** How often the work folders that killed workers left behind are looked for, after start-up. */
export const LEFTOVER_SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/** Beyond the longest a job may run, a folder is surely nobody's. */
const LEFTOVER_MARGIN_MS = 60 * 60 * 1000;

export interface TranscriptionWorker {
  /** Aborts the jobs under way (they go back to the queue), then stops taking jobs. */
  stop(): Promise<void>;
}

/**
 * Works transcription and translation jobs in this process, CAPTIO_WORKERS at once (and as many
 * downloads of links beside them), and finishes the tasks, translations and downloads whose jobs
 * ran out of attempts; from start-up on, removes the work folders of workers that were
 * killed mid-job on this machine. Returns undefined when the settings say this process works none.
 */
export async function startTranscriptionWorker(options: {
  config: Pick<Config, 'jobs' | 'dataDir' | 'links'>;
  db: Database;
  queue: JobQueue;
  engines: SpeechEngines;
  writers: WritingEngines;
  translators: Translators;
  log: TaskRunnerOptions['log'];
}): Promise<TranscriptionWorker | undefined> {
  const { config, queue } = options;
  if (config.jobs.workers === 0) return undefined;
  const stopping = new AbortController();
  const links = await configuredLinkFetcher(config, options.log);
  const runner = createTaskRunner({
    db: options.db,
    dataDir: config.dataDir,
    engines: options.engines,
    writers: options.writers,
    stopping: stopping.signal,
    jobTimeLimitMs: config.jobs.expireSeconds * 1000,
    queue,
    links,
    linkSettings: config.links,
    log: options.log,
  });
  const translationRunner = createTranslationRunner({
    db: options.db,
    translators: options.translators,
    stopping: stopping.signal,
    log: options.log,
  });
  const downloads = createDownloadRunner({
    db: options.db,
    dataDir: config.dataDir,
    links,
    linkSettings: config.links,
    stopping: stopping.signal,
    log: options.log,
  });
  const leftovers = new Periodic({
    round: async () => {
      const removed = await removeLeftoverWorkFolders({
        maxAgeMs: config.jobs.expireSeconds * 1000 + LEFTOVER_MARGIN_MS,
      });
      if (removed.length > 0) options.log.info({ removed }, 'removed work folders of dead workers');
    },
    intervalMs: LEFTOVER_SWEEP_INTERVAL_MS,
    onError: (error) => options.log.warn({ err: error }, 'work folder sweep failed'),
  });
  leftovers.start();
  // Translations share the transcription queue and its workers: the payload tells them apart.
  await queue.workTranscriptions((job) =>
    isTranslationJob(job) ? translationRunner.run(job) : runner.run(job as QueuedJob),
  );
  await queue.workDownloads((job) => downloads.run(job));
  await queue.workGivenUp((job) => {
    const data = job.data;
    if ('download_id' in data) return downloads.giveUp(data.download_id);
    if ('translation_id' in data) return translationRunner.giveUp({ ...job, data });
    return runner.giveUp({ data });
  });
  return {
    stop: async () => {
      stopping.abort();
      await Promise.all([queue.stop(), leftovers.stop()]);
    },
  };
}
