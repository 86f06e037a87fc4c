import { join } from 'node:path';
import {
  convertMedia,
  isEngineError,
  type LinkFetcher,
  OUTPUT_FORMATS,
  type OutputFormat,
} from '@captio/media-engines';
import { eq } from 'drizzle-orm';
import type { LinkSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import { downloads } from '../../db/schema.js';
import type { QueuedDownload } from '../../jobs/queue.js';
import { downloadFileName } from '../exports/download-name.js';
import { fileStoreIn } from '../files/file-store.js';
import { storeFetchedFile } from '../files/store-fetched.js';
import { linkFailureCode } from '../links/link-fetcher.js';
import { linkLimits } from '../plans/levels.js';
import type { FailureCode } from '../tasks/failure-codes.js';
import { fetcherOrFail, holderOf, ownerLevel } from '../tasks/fetch-link.js';
import { ProgressWriter } from '../tasks/progress-writer.js';
import { makeWorkFolder } from '../tasks/work-folders.js';
import {
  failDownload,
  finishDownload,
  noteFailedDownload,
  recordDownloadProgress,
  startDownloadAttempt,
} from './download-store.js';

/**
 * How long a download's file is kept for a holder without cloud space: a day to save it from
 * the page. Users with cloud space keep it in their drive until they delete it.
 */
export const DOWNLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

type DownloadStage = 'fetching' | 'converting';
/** Fetching takes most of a download's time; converting (ffmpeg, local) the rest. */
const STAGE_START: Record<DownloadStage, number> = { fetching: 0, converting: 70 };

/** Audio formats fetch the best audio only: no video bytes downloaded for nothing. */
const isAudioFormat = (format: OutputFormat) => format !== 'mp4';

/** A link that failed otherwise (network, the site's error) is tried once more, as a task's. */
const LINK_FAILED_ATTEMPTS = 2;

export interface DownloadRunnerOptions {
  db: Database;
  dataDir: string;
  links: LinkFetcher | undefined;
  linkSettings: LinkSettings;
  stopping: AbortSignal;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void };
}

export interface DownloadRunner {
  run(job: QueuedDownload): Promise<void>;
  /** A download out of attempts: it ends FAILED (or DOWNLOAD_FAILED) with its last reason. */
  giveUp(downloadId: string): Promise<void>;
}

function failureCodeOf(error: unknown): FailureCode {
  const link = linkFailureCode(error);
  if (link) return link;
  if (isEngineError(error, 'not-media') || isEngineError(error, 'no-audio-stream')) {
    return 'no_audio';
  }
  return 'convert_failed';
}

/**
 * Works download jobs: fetches the link within the owner's level limits (audio only for the
 * audio formats), converts it with ffmpeg, and stores the result as an upload is stored, as a
 * drive file of its owner (kept a day without cloud space). Nothing half-made is kept: the work
 * folder goes whatever happens.
 */
export function createDownloadRunner(options: DownloadRunnerOptions): DownloadRunner {
  const { db, log } = options;
  const store = fileStoreIn(options.dataDir);
  return {
    async run(job) {
      const id = job.data.download_id;
      const row = await startDownloadAttempt(db, id);
      if (!row) return;
      const signal = AbortSignal.any([job.signal, options.stopping]);
      const progress = new ProgressWriter<DownloadStage>(
        (_stage, percent) => recordDownloadProgress(db, id, percent),
        STAGE_START,
      );
      const workFolder = await makeWorkFolder();
      try {
        const format = OUTPUT_FORMATS.find((name) => name === row.format);
        if (!format) throw new Error(`download ${id} has an unknown format ${row.format}`);
        const holder = holderOf(row);
        const limits = linkLimits(await ownerLevel(db, holder, new Date()));
        progress.stage('fetching');
        const fetched = await fetcherOrFail(options.links).download(row.url, workFolder.path, {
          maxBytes: limits.maxBytes,
          maxDurationSeconds: limits.maxDurationSeconds,
          timeoutMs: options.linkSettings.fetchTimeoutMs,
          signal,
          audioOnly: isAudioFormat(format),
          onProgress: (fraction) => progress.report('fetching', fraction * STAGE_START.converting),
        });
        progress.stage('converting');
        const output = join(workFolder.path, `converted.${format}`);
        const span = 100 - STAGE_START.converting;
        await convertMedia(fetched.path, output, format, {
          signal,
          timeoutMs: options.linkSettings.fetchTimeoutMs,
          onProgress: (fraction) =>
            progress.report('converting', STAGE_START.converting + fraction * span),
        });
        const title = row.title ?? fetched.info.title;
        const { media } = await storeFetchedFile(db, store, {
          path: output,
          holder,
          fileName: downloadFileName(title, format),
          now: new Date(),
          keepMs: DOWNLOAD_KEEP_MS,
        });
        await progress.stop();
        await finishDownload(db, id, { hash: media.hash, size: media.size });
        log.info({ downloadId: id, format, bytes: media.size }, 'download done');
      } catch (error) {
        await progress.stop();
        if (signal.aborted) throw error;
        const code = failureCodeOf(error);
        if (code !== 'link_failed' || row.attempts >= LINK_FAILED_ATTEMPTS) {
          await failDownload(db, id, code);
          log.info({ downloadId: id, code, err: error }, 'download failed');
          return;
        }
        await noteFailedDownload(db, id, code);
        log.warn({ downloadId: id, code, err: error }, 'download attempt failed; retried');
        throw error;
      } finally {
        await workFolder.remove();
      }
    },

    async giveUp(downloadId) {
      const [row] = await db
        .select({ failureCode: downloads.failureCode })
        .from(downloads)
        .where(eq(downloads.id, downloadId));
      if (!row) return;
      // No attempt recorded a reason: each one's worker died (or stopped) before it could.
      const code = (row.failureCode as FailureCode | null) ?? 'worker_lost';
      if (await failDownload(db, downloadId, code)) {
        log.warn({ downloadId, code }, 'download given up after its last attempt');
      }
    },
  };
}
