import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type ConstructorOptions, type Job, PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { JobSettings } from '../config.js';
import type { OpenDatabase, Transaction } from '../db/database.js';

/** The queue of transcriptions; each job names one task row. */
export const TRANSCRIPTION_QUEUE = 'transcription';
/**
 * Where pg-boss moves a transcription job that failed its last attempt, however it failed
 * (an error, or a worker that died and stopped beating its heart): its worker finishes the task
 * as FAILED and refunds it, so no task stays WAITING for ever.
 */
export const GIVEN_UP_QUEUE = 'transcription-given-up';

/** The queue of link downloads (fetch and convert); each job names one download row. */
export const DOWNLOAD_QUEUE = 'download';

/** The payload of a transcription job. */
export interface TranscriptionJob {
  task_id: string;
  /** A task of a link that opens this subtitle track of it rather than transcribing speech. */
  subtitle_track?: { language: string; automatic: boolean };
}

/** The payload of a download job. */
export interface DownloadJob {
  download_id: string;
}

/**
 * The payload of a translation job. Translations share the transcription queue: the same workers
 * (CAPTIO_WORKERS at a time), retries, heartbeats and given-up handling, told apart by payload.
 */
export interface TranslationJob {
  translation_id: string;
}

export type QueuedJob = Job<TranscriptionJob>;
export type QueuedTranslation = Job<TranslationJob>;
/** Any job of the transcription queue. */
export type WorkJob = Job<TranscriptionJob | TranslationJob>;

export function isTranslationJob(job: WorkJob): job is QueuedTranslation {
  return 'translation_id' in job.data;
}
export type QueuedDownload = Job<DownloadJob>;
/** A job of either queue out of attempts: its payload says which. */
export type GivenUpJob = Job<TranscriptionJob | TranslationJob | DownloadJob>;

/** Connections of the queue's own pool on Postgres: polling, heartbeats, one per running job. */
const POOL_CONNECTIONS = 4;
/**
 * How often an idle worker asks for work. The queue also wakes workers by NOTIFY when a job is
 * sent, but not when a dead worker's job comes back for a retry: polling finds those.
 */
const POLLING_SECONDS = 1;
/** Pause before a failed attempt is tried again (doubled each time, with jitter). */
const RETRY_DELAY_SECONDS = 2;

export interface QueueOptions {
  database: Pick<OpenDatabase, 'connection'>;
  settings: JobSettings;
  /** Where the queue's own errors go (a lost connection, a failed maintenance pass). */
  onError: (error: unknown) => void;
}

/**
 * pg-boss on the api's database: on PGlite's one connection in the embedded default (jobs run in
 * the api process), on Postgres otherwise, where any number of api and worker processes share
 * the queue. Start-up creates pg-boss's schema and the queues once, however many processes start
 * at the same moment: pg-boss installs its schema under an advisory lock and takes a lost race
 * for an install (worker-processes.test.ts starts four at once on a new database).
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly settings: JobSettings,
  ) {}

  static async start(options: QueueOptions): Promise<JobQueue> {
    const { database, settings } = options;
    const common: ConstructorOptions = {
      superviseIntervalSeconds: settings.superviseSeconds,
      monitorIntervalSeconds: settings.superviseSeconds,
      schedule: false,
      useListenNotify: true,
    };
    const connection = database.connection;
    const boss =
      connection.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
        : new PgBoss({
            ...common,
            connectionString: connection.url,
            max: POOL_CONNECTIONS,
            application_name: 'captio-queue',
          });
    boss.on('error', options.onError);
    try {
      await boss.start();
      await boss.createQueue(GIVEN_UP_QUEUE, { retryLimit: settings.retryLimit, notify: true });
      const transcription = {
        retryLimit: settings.retryLimit,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        heartbeatSeconds: settings.heartbeatSeconds,
        expireInSeconds: settings.expireSeconds,
        deadLetter: GIVEN_UP_QUEUE,
        notify: true,
      };
      // Downloads are given up to the same queue as transcriptions: its worker tells them
      // apart by their payload.
      for (const name of [TRANSCRIPTION_QUEUE, DOWNLOAD_QUEUE]) {
        await boss.createQueue(name, transcription);
        // createQueue leaves an existing queue as it was: settings changed since apply from now.
        await boss.updateQueue(name, transcription);
        // Sending inside a transaction must not read the queue's settings on another connection
        // (on PGlite that would wait for the transaction it is part of): read them once now.
        await boss.findJobs(name, { id: randomUUID() });
      }
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    return new JobQueue(boss, settings);
  }

  /**
   * Queues the transcription of a task in the transaction that creates it: the job exists if and
   * only if the task row does.
   */
  async sendTranscription(tx: Transaction, job: TranscriptionJob): Promise<void> {
    await this.send(tx, job, `task ${job.task_id}`);
  }

  /**
   * Queues a translation in the transaction that makes it runnable (its row, or the transcript it
   * translates): the job exists if and only if that commits.
   */
  async sendTranslation(tx: Transaction, job: TranslationJob): Promise<void> {
    await this.send(tx, job, `translation ${job.translation_id}`);
  }

  private async send(
    tx: Transaction,
    job: TranscriptionJob | TranslationJob,
    what: string,
  ): Promise<void> {
    const id = await this.boss.send(TRANSCRIPTION_QUEUE, job, {
      db: fromDrizzle(tx as never, sql as never),
    });
    if (!id) throw new Error(`the queue refused the job of ${what}`);
  }

  /** Queues a download in the transaction that creates its row. */
  async sendDownload(tx: Transaction, job: DownloadJob): Promise<void> {
    const id = await this.boss.send(DOWNLOAD_QUEUE, job, {
      db: fromDrizzle(tx as never, sql as never),
    });
    if (!id) throw new Error(`the queue refused the job of download ${job.download_id}`);
  }

  /** Runs `handler` for each download job, as many at once as the settings say. */
  async workDownloads(handler: (job: QueuedDownload) => Promise<void>): Promise<void> {
    await this.workQueue(DOWNLOAD_QUEUE, handler);
  }

  /** Runs `handler` for each job (transcriptions and translations), as many at once as the settings say. */
  async workTranscriptions(handler: (job: WorkJob) => Promise<void>): Promise<void> {
    await this.workQueue<TranscriptionJob | TranslationJob>(TRANSCRIPTION_QUEUE, handler);
  }

  private async workQueue<T extends object>(
    name: string,
    handler: (job: Job<T>) => Promise<void>,
  ): Promise<void> {
    await this.boss.work<T>(
      name,
      {
        batchSize: 1,
        localConcurrency: this.settings.workers,
        pollingIntervalSeconds: POLLING_SECONDS,
        notifyPollingIntervalSeconds: POLLING_SECONDS,
      },
      async ([job]) => {
        if (job) await handler(job);
      },
    );
  }

  /** Runs `handler` for each transcription, translation or download given up after its last attempt. */
  async workGivenUp(handler: (job: GivenUpJob) => Promise<void>): Promise<void> {
    await this.boss.work<TranscriptionJob | TranslationJob | DownloadJob>(
      GIVEN_UP_QUEUE,
      {
        batchSize: 1,
        pollingIntervalSeconds: POLLING_SECONDS,
        notifyPollingIntervalSeconds: POLLING_SECONDS,
      },
      async ([job]) => {
        if (job) await handler(job);
      },
    );
  }

  /**
   * Stops taking jobs. Jobs still running are failed back to the queue (their signal aborts), so
   * another worker retries them at once instead of waiting for their heartbeat to lapse.
   */
  async stop(timeoutMs = 5_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
