import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { TaskStage } from '@captio/api-client';
import { TASK_MODE } from '@captio/api-client';
import {
  createLocalSpeakerEngine,
  extractSpeechAudio,
  isEngineError,
  type LinkFetcher,
  type SpeakerEngine,
} from '@captio/media-engines';
import type { LinkSettings } from '../../config.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mediaFiles, type StoredArticle, tasks } from '../../db/schema.js';
import type { JobQueue, QueuedJob } from '../../jobs/queue.js';
import { queueWaitingTranslation } from '../translation/translation-store.js';
import { fileStoreIn } from '../files/file-store.js';
import { transcriptToLines } from './cues.js';
import { engineOfTask, type SpeechEngines, SUBTITLE_TRACK } from './engines.js';
import { linkFailureCode } from '../links/link-fetcher.js';
import { fetchTaskLink, trackLines } from './fetch-link.js';
import type { FailureCode } from './failure-codes.js';
import { speakerTurns } from './speaker-turns.js';
import { writeArticle } from './write-article.js';
import { writerFor, type WritingEngines } from './writing-engines.js';
import {
  finishFailed,
  finishSucceeded,
  noteFailedAttempt,
  recordProgress,
  startAttempt,
} from './task-store.js';
import { makeWorkFolder } from './work-folders.js';
import { ProgressWriter } from './progress-writer.js';

/**
 * Recognition may take this many times the length of the audio before it is stopped:
 * pocketsphinx needs about a quarter of real time of one core, so this leaves room for a busy
 * machine running several jobs, while a stuck engine is still stopped.
 */
const RECOGNITION_TIME_FACTOR = 2;
/** However short the clip, an engine gets this long (start-up, loading a model). */
const MIN_RECOGNITION_MS = 60_000;

/** Where each stage starts, in percent of the whole task; recognition takes most of it. */
const STAGE_START: Record<TaskStage, number> = {
  queued: 0,
  downloading: 0,
  preparing: 2,
  recognizing: 10,
  building: 92,
  done: 100,
};

/**
 * The share of a link task's progress that fetching its media takes; the other stages fill the
 * rest in their proportions.
 */
const LINK_SHARE = 25;

/** Failures another attempt would meet again: the task fails at once, without retries. */
const FINAL_FAILURES: ReadonlySet<FailureCode> = new Set([
  'no_audio',
  'no_speech',
  'file_missing',
  'unsupported_language',
  'article_unsupported_language',
  'timeout',
  'link_refused',
  'link_unsupported',
  'link_unavailable',
  'link_too_large',
  'link_too_long',
  'link_timeout',
]);
/**
 * A link that failed otherwise (a network error, the site's error) is tried once more: such a
 * failure often passes. A second one ends the task.
 */
const LINK_FAILED_ATTEMPTS = 2;

export interface TaskRunnerOptions {
  db: Database;
  dataDir: string;
  engines: SpeechEngines;
  /** Write an article task's texts. */
  writers: WritingEngines;
  /** Labels speakers in speaker mode; the local engine when not given. */
  speakers?: SpeakerEngine;
  /** Aborts jobs under way when this process stops; their jobs go back to the queue. */
  stopping: AbortSignal;
  /** The longest a job may run (the queue's expireInSeconds), in ms. */
  jobTimeLimitMs: number;
  /** Queues the translation asked with a task once its transcript is stored. */
  queue?: Pick<JobQueue, 'sendTranslation'>;
  /** Fetches the media of tasks made from a link; undefined without yt-dlp (they fail). */
  links: LinkFetcher | undefined;
  linkSettings: LinkSettings;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void };
}

export interface TaskRunner {
  /** The transcription job: runs the task, or throws for the queue to try it again. */
  run(job: QueuedJob): Promise<void>;
  /** A job out of attempts: its task ends FAILED, its credits refunded. */
  giveUp(job: Pick<QueuedJob, 'data'>): Promise<void>;
}

export function createTaskRunner(options: TaskRunnerOptions): TaskRunner {
  const { db, log } = options;
  const speakerEngine = options.speakers ?? createLocalSpeakerEngine();
  const store = fileStoreIn(options.dataDir);
  return {
    async run(job) {
      const taskId = job.data.task_id;
      const task = await startAttempt(db, taskId);
      if (!task) return;
      const signal = AbortSignal.any([job.signal, options.stopping]);
      const progress = new ProgressWriter(
        (stage, percent) => recordProgress(db, taskId, stage, percent),
        STAGE_START,
      );
      const workFolder = await makeWorkFolder();
      const workDir = workFolder.path;
      try {
        let fileHash = task.fileHash;
        if (fileHash === null) {
          progress.stage('downloading');
          fileHash = await fetchTaskLink(task, {
            db,
            store,
            links: options.links,
            settings: options.linkSettings,
            workDir,
            signal,
            onProgress: (fraction) => progress.report('downloading', fraction * LINK_SHARE),
          });
          progress.shiftBy(LINK_SHARE);
        } else if (task.sourceUrl !== null) {
          // An earlier attempt fetched it already.
          progress.shiftBy(LINK_SHARE);
        }
        const [media] = await db
          .select({ durationMs: mediaFiles.durationMs })
          .from(mediaFiles)
          .where(eq(mediaFiles.hash, fileHash));
        const input = store.localPath(fileHash);
        if (!media || !(await exists(input))) throw new TaskFailure('file_missing');
        const track = job.data.subtitle_track;
        if (track && task.sourceUrl !== null) {
          // The link's own subtitle track, opened as the transcript: no engine runs.
          progress.stage('building');
          const lines = await trackLines(options.links, task.sourceUrl, track, {
            signal,
            timeoutMs: options.linkSettings.inspectTimeoutMs,
          });
          await progress.stop();
          await finishSucceeded(db, taskId, {
            lines,
            engineId: SUBTITLE_TRACK.id,
            language: track.language,
          });
          log.info({ taskId, lines: lines.length }, 'subtitle track opened');
          return;
        }
        const engine = engineOfTask(options.engines, task);
        if (!engine) throw new TaskFailure('unsupported_language');

        progress.stage('preparing');
        const wav = join(workDir, 'speech.wav');
        await extractSpeechAudio(input, wav, { signal });

        progress.stage('recognizing');
        const span = STAGE_START.building - STAGE_START.recognizing;
        const transcript = await engine.transcribe(wav, {
          language: task.language,
          signal,
          workDir,
          timeoutMs: recognitionTimeout(media.durationMs, options.jobTimeLimitMs),
          onProgress: (fraction) =>
            progress.report('recognizing', STAGE_START.recognizing + fraction * span),
        });

        progress.stage('building');
        const turns =
          task.mode === TASK_MODE.speaker
            ? await speakerTurns(speakerEngine, wav, transcript, {
                signal,
                timeoutMs: recognitionTimeout(media.durationMs, options.jobTimeLimitMs),
              })
            : undefined;
        const lines = transcriptToLines(transcript, turns);
        // Silence, music or noise: an empty transcript is no result to pay for.
        if (lines.every((line) => line.text.trim() === '')) throw new TaskFailure('no_speech');
        let article: StoredArticle | undefined;
        if (task.mode === TASK_MODE.article) {
          // With 'auto' the language is known only now; the task was taken when some engine
          // could write, so a language none writes fails it (refunded) rather than paying for
          // an article that is not there.
          const writer = writerFor(options.writers, transcript.language);
          if (!writer) throw new TaskFailure('article_unsupported_language');
          article = await writeArticle(writer, transcript, {
            signal,
            timeoutMs: writingTimeout(options.jobTimeLimitMs),
          });
        }
        await progress.stop();
        const done = await finishSucceeded(
          db,
          taskId,
          {
            lines,
            engineId: engine.id,
            language: transcript.language,
            ...(article ? { article } : {}),
          },
          (tx) => queueWaitingTranslation(tx, taskId, options.queue),
        );
        log.info({ taskId, engine: engine.id, lines: lines.length, done }, 'transcription done');
      } catch (error) {
        await progress.stop();
        // Stopped from outside (this process stops, or the queue gave the job to another
        // worker): the task is not this attempt's to finish.
        if (signal.aborted) throw error;
        const code = failureCodeOf(error);
        const final =
          FINAL_FAILURES.has(code) ||
          (code === 'link_failed' && task.attempts >= LINK_FAILED_ATTEMPTS);
        if (final) {
          await finishFailed(db, taskId, code);
          log.info({ taskId, code }, 'transcription failed');
          return;
        }
        await noteFailedAttempt(db, taskId, code);
        log.warn(
          { taskId, code, err: error },
          'transcription attempt failed; the queue retries it',
        );
        throw error;
      } finally {
        await workFolder.remove();
      }
    },

    async giveUp(job) {
      const taskId = job.data.task_id;
      const [row] = await db
        .select({ failureCode: tasks.failureCode })
        .from(tasks)
        .where(eq(tasks.id, taskId));
      if (!row) return;
      // No attempt recorded a reason: each one's worker died (or stopped) before it could.
      const code = (row.failureCode as FailureCode | null) ?? 'worker_lost';
      if (await finishFailed(db, taskId, code)) {
        log.warn({ taskId, code }, 'transcription given up after its last attempt');
      }
    },
  };
}

/** A failure the runner decided on itself. */
class TaskFailure extends Error {
  constructor(readonly code: FailureCode) {
    super(code);
  }
}

function failureCodeOf(error: unknown): FailureCode {
  if (error instanceof TaskFailure) return error.code;
  if (isEngineError(error) && error.code.startsWith('link-')) {
    return linkFailureCode(error) ?? 'link_failed';
  }
  if (isEngineError(error)) {
    switch (error.code) {
      case 'not-media':
      case 'no-audio-stream':
        return 'no_audio';
      case 'input-not-found':
        return 'file_missing';
      case 'unsupported-language':
        return 'unsupported_language';
      case 'timeout':
        return 'timeout';
      default:
        return 'engine_failed';
    }
  }
  return 'engine_failed';
}

function recognitionTimeout(durationMs: number, jobTimeLimitMs: number): number {
  const scaled = Math.max(MIN_RECOGNITION_MS, durationMs * RECOGNITION_TIME_FACTOR);
  // Within the job's own limit, so that the engine's timeout (a clear failure) comes first.
  return Math.max(1_000, Math.min(scaled, jobTimeLimitMs - MIN_RECOGNITION_MS));
}

/** Every text of an article together; a provider's own per-request limit comes first. */
const MAX_WRITING_MS = 20 * 60_000;

function writingTimeout(jobTimeLimitMs: number): number {
  return Math.max(1_000, Math.min(MAX_WRITING_MS, jobTimeLimitMs - MIN_RECOGNITION_MS));
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
