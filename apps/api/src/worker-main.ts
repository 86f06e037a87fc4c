import { ConfigError, loadConfig } from './config.js';
import { DatabaseLockedError, openDatabase } from './db/open.js';
import { watchEventLoop } from './event-loop-watch.js';
import { JobQueue } from './jobs/queue.js';
import { configuredSpeechEngines } from './modules/tasks/engines.js';
import { configuredWritingEngines } from './modules/tasks/writing-engines.js';
import { configuredTranslators } from './modules/translation/translators.js';
import { startTranscriptionWorker } from './modules/tasks/worker.js';

/** What the worker prints: one line per event, as the api's start-up does. */
const log = {
  info: (data: object, message: string) =>
    console.log(`[captio worker] ${message} ${JSON.stringify(data)}`),
  warn: (data: object, message: string) =>
    console.warn(`[captio worker] ${message} ${JSON.stringify(data, errorFields)}`),
};

function errorFields(_key: string, value: unknown): unknown {
  return value instanceof Error ? { message: value.message } : value;
}

class UsageError extends Error {}

/**
 * `./captio worker`: transcriptions without HTTP, beside the api on the same Postgres, on this
 * machine or another. Opens the database (its migrations wait for any other process applying
 * them) and the queue, works CAPTIO_WORKERS jobs at a time until SIGINT or SIGTERM; jobs under
 * way then go back to the queue for another worker.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    throw new UsageError(
      'a separate worker needs DATABASE_URL (Postgres). With the embedded PGlite database only one process can open the data folder: the api (./captio start), which runs the transcriptions itself (CAPTIO_WORKERS jobs at a time).',
    );
  }
  if (config.jobs.workers === 0) {
    throw new UsageError('CAPTIO_WORKERS=0 leaves a worker nothing to do: set it to 1 or more.');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  let queue: JobQueue;
  try {
    queue = await JobQueue.start({
      database,
      settings: config.jobs,
      onError: (error) => console.error('[captio worker] job queue:', error),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const worker = await startTranscriptionWorker({
    config,
    db: database.db,
    queue,
    engines: await configuredSpeechEngines(config, log),
    writers: await configuredWritingEngines(config, log),
    translators: await configuredTranslators(config, log),
    log,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[captio worker] ${signal}: stopping`);
    try {
      await worker?.stop();
      await queue.stop();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  watchEventLoop(log.warn);
  console.log(
    `[captio worker] working, ${config.jobs.workers} job(s) at a time (pid ${process.pid})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof UsageError
  ) {
    console.error(`[captio worker] ${error.message}`);
  } else {
    console.error('[captio worker] start-up failed:', error);
  }
  process.exit(1);
});
