import { randomUUID } from 'node:crypto';
import { LEVEL, TASK_CREDITS_PER_MINUTE, TASK_MODE } from '@captio/api-client';
import type { LinkFetcher, SpeechEngine } from '@captio/media-engines';
import type { Config } from '../../config.js';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { cleanFileName } from '../files/receive-upload.js';
import { findHeldFile, holdStoredFile } from '../files/stored-files.js';
import { tasks, users } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/queue.js';
import { languageValue } from '../../i18n/language-value.js';
import { inspectForRequest, offersTrack, refuseTooLong } from '../links/link-fetcher.js';
import { linkMessages } from '../links/messages.js';
import { effectiveLevel, linkLimits, type UploadLimits } from '../plans/levels.js';
import { GLOBAL_FREE } from '../users/userdata.js';
import type { Caller } from './caller.js';
import { taskCost } from './cost.js';
import {
  engineFor,
  enginesThatWouldSupport,
  type SpeechEngines,
  SUBTITLE_TRACK,
} from './engines.js';
import { visitorKeys } from './free-uses.js';
import { taskMessages } from './messages.js';
import { type Payment, takePayment } from './payment.js';
import type { TaskRow } from './task-view.js';
import { insertTranslation, planTranslation } from '../translation/create-translation.js';
import type { Translators } from '../translation/translators.js';
import {
  availableModes,
  writerFor,
  writersThatWouldSupport,
  type WritingEngines,
} from './writing-engines.js';

/** A task of an uploaded file (file_hash) or of a link (url): exactly one of them. */
export interface TaskRequest {
  file_hash?: string | undefined;
  url?: string | undefined;
  language: string;
  mode: 1 | 2 | 3;
  model: number;
  fingerprint?: string | undefined;
  /** Translate the transcript into this language once it is done. */
  target_language?: string | undefined;
  /** With a url: open this subtitle track of the link as the transcript (see SUBTITLE_TRACK). */
  subtitle_track?: { language: string; automatic: boolean } | undefined;
}

export interface CreateTaskInput {
  db: Database;
  queue: JobQueue;
  engines: SpeechEngines;
  /** Writing engines: an article is taken only in a language one of them writes. */
  writers: WritingEngines;
  /** Translation engines: a target language is taken only for a pair one of them translates. */
  translators: Translators;
  caller: Caller;
  /** The client's network address (a visitor's free uses are counted under it too). */
  address: string;
  request: TaskRequest;
  now: Date;
  /** Looks a link up at creation; undefined on a server without yt-dlp (503 for links). */
  links: LinkFetcher | undefined;
  config: Pick<Config, 'links'>;
  /** The limits of one link per level (levels.ts's linkLimits unless a test sets smaller). */
  linkLimits?: (level: number) => UploadLimits;
}

/** What a task transcribes: a stored file, or a link the worker fetches first. */
interface TaskSource {
  fileHash: string | null;
  sourceUrl: string | null;
  fileName: string;
  /** What the credits are reserved for (see linkSource for a link of unknown length). */
  durationMs: number;
  /** The length is not known yet: durationMs is the most it may be (see heldFor). */
  lengthUnknown?: boolean;
}

/**
 * Checks what the caller may ask for, then in one transaction writes the task (WAITING), takes
 * its payment (and its translation's, when a target language is asked) and queues its job: a task never exists unpaid or unqueued, and a refused payment
 * leaves nothing behind. Throws the AppError to answer (404, 402, 403, 422).
 */
export async function createTask(input: CreateTaskInput): Promise<TaskRow> {
  const { db, caller, request, now } = input;
  if (caller.kind === 'nobody') throw notFound('file_not_found', taskMessages.fileNotFound);
  const file = request.url === undefined ? await fileSource(db, caller, request, now) : undefined;

  const level = caller.kind === 'user' ? effectiveLevel(caller.user, now) : LEVEL.free;
  const track = request.subtitle_track;
  checkMode(input.writers, request.mode, level);
  // A track is the site's own text: no speech engine is needed, whatever the language.
  const engineId = track
    ? SUBTITLE_TRACK.id
    : engineForLanguage(input.engines, request.language, level).id;
  if (request.mode === TASK_MODE.article) checkArticleLanguage(input.writers, request.language);
  // A link is looked up last: it is the slow check (the site answers), and the others are free.
  const source = file ?? (await linkSource(input, request.url ?? '', level));

  const translation = request.target_language
    ? planTranslation({
        translators: input.translators,
        caller,
        from: request.language,
        to: request.target_language,
        durationMs: source.durationMs,
        address: input.address,
        now,
        withNewTask: true,
      })
    : undefined;

  const cost = taskCost(source.durationMs, request.mode);
  const payment: Payment = track ? { kind: 'free' } : paymentFor(caller, level, cost, input);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    // Its file stays until the task is written (the sweep frees a hash under the same lock).
    if (file && !(await holdStoredFile(tx, file.fileHash))) {
      throw notFound('file_not_found', taskMessages.fileNotFound);
    }
    const taken = await takePayment(tx, payment, {
      id,
      reason: `task:${id}`,
      now,
      // A link of unknown length holds what the balance covers, up to the level's longest.
      ...(source.lengthUnknown
        ? { hold: (userId: number, most: number) => heldFor(tx, userId, most, request.mode) }
        : {}),
    });
    const [row] = await tx
      .insert(tasks)
      .values({
        id,
        fileHash: source.fileHash,
        sourceUrl: source.sourceUrl,
        userId: caller.kind === 'user' ? caller.user.id : null,
        visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
        fileName: source.fileName,
        language: track?.language ?? request.language,
        // Chosen now, so the task can say which engine transcribes it while it runs.
        engine: engineId,
        mode: request.mode,
        model: request.model,
        cost: taken.charged,
        reservationId: taken.reservationId,
        freeUse: taken.freeUse,
        freeUseKeys: taken.freeUseKeys,
        updatedAt: sql`now()`,
      })
      .returning();
    if (!row) throw new Error('createTask: insert returned no row');
    if (translation) {
      // Paid now, queued by the transaction that stores the transcript (or failed with it).
      await insertTranslation(tx, translation, {
        caller,
        taskId: id,
        fileName: source.fileName,
        now,
        queue: 'after-transcription',
      });
    }
    await input.queue.sendTranscription(tx, {
      task_id: id,
      ...(track ? { subtitle_track: track } : {}),
    });
    return row;
  });
}

/**
 * The caller's stored file the task transcribes, or the 404 of a file that is not theirs or whose
 * keep ran out (its bytes may be freed any moment).
 */
async function fileSource(
  db: Database,
  caller: Exclude<Caller, { kind: 'nobody' }>,
  request: TaskRequest,
  now: Date,
): Promise<TaskSource & { fileHash: string }> {
  const holder =
    caller.kind === 'user' ? { userId: caller.user.id } : { visitorId: caller.visitorId };
  const held = await findHeldFile(db, holder, request.file_hash ?? '', now);
  if (!held) throw notFound('file_not_found', taskMessages.fileNotFound);
  return {
    fileHash: held.media.hash,
    sourceUrl: null,
    fileName: held.drive.fileName,
    durationMs: held.media.durationMs,
  };
}

/**
 * A link, checked and looked up within the inspect timeout: refused at once (413, as an upload
 * would be) when the site says it is longer than the level allows. When the site does not say
 * how long it is, the credits held are those of the longest media the level takes, and the
 * worker lowers them to the real cost once it has the file (a hold, settled at the price).
 */
async function linkSource(input: CreateTaskInput, url: string, level: number): Promise<TaskSource> {
  const limits = (input.linkLimits ?? linkLimits)(level);
  const info = await inspectForRequest(input.links, url, input.config);
  refuseTooLong(info, limits);
  const track = input.request.subtitle_track;
  if (track && !offersTrack(info, track)) {
    throw new AppError(404, 'no_track', linkMessages.noTrack, {
      values: { language: languageValue(track.language) },
    });
  }
  const seconds = info.durationSeconds;
  return {
    fileHash: null,
    sourceUrl: info.url,
    fileName: cleanFileName(info.title),
    durationMs: Math.round((seconds ?? limits.maxDurationSeconds) * 1000),
    lengthUnknown: seconds === null,
  };
}

/**
 * What is held for a link of unknown length: as much of the most it may cost as the user's
 * balance covers, in whole minutes, and at least one minute's price (below which the hold fails
 * with 402, as any task's). The worker fetches no longer a media than the hold pays for (see
 * coveredSeconds), and the task is settled at the real price: nobody is charged more than held,
 * and nobody needs hours of credits to transcribe a short clip.
 */
async function heldFor(tx: Queryable, userId: number, most: number, mode: number): Promise<number> {
  const [user] = await tx.select({ point: users.point }).from(users).where(eq(users.id, userId));
  const perMinute = TASK_CREDITS_PER_MINUTE[mode] ?? 1;
  const affordable = Math.floor((user?.point ?? 0) / perMinute) * perMinute;
  return Math.max(perMinute, Math.min(most, affordable));
}

function checkMode(writers: WritingEngines, mode: number, level: number): void {
  const modeName = Object.entries(TASK_MODE).find(([, value]) => value === mode)?.[0] ?? '';
  if (level === LEVEL.free && !GLOBAL_FREE.use_type.includes(modeName)) {
    throw new AppError(403, 'mode_not_in_plan', taskMessages.modeNotInPlan);
  }
  if (!(availableModes(writers) as number[]).includes(mode)) {
    throw new AppError(422, 'mode_unavailable', taskMessages.modeUnavailable);
  }
}

/**
 * The engine that will transcribe `language`. Automatic detection is not offered on the free
 * level (hidden unless the free tier allows background-music removal), and a language goes only
 * to an engine that takes it.
 */
function engineForLanguage(engines: SpeechEngines, language: string, level: number): SpeechEngine {
  if (language === 'auto' && level === LEVEL.free && !GLOBAL_FREE.bgm_remove) {
    throw new AppError(403, 'auto_detection_not_allowed', taskMessages.autoDetectionNotAllowed);
  }
  const engine = engineFor(engines, language);
  if (!engine && language === 'auto') {
    throw new AppError(422, 'unsupported_language', taskMessages.autoDetectionUnavailable);
  }
  if (!engine) {
    const would = enginesThatWouldSupport(engines, language);
    throw would.length > 0
      ? new AppError(422, 'unsupported_language', taskMessages.unsupportedLanguage, {
          values: { language: languageValue(language), engines: would.join(', ') },
        })
      : new AppError(422, 'unsupported_language', taskMessages.unsupportedLanguageAnywhere, {
          values: { language: languageValue(language) },
        });
  }
  return engine;
}

/**
 * An article is written in the transcript's language, by an engine that writes it. With 'auto'
 * the language is known only once transcribed: the worker then fails the task (refunded) if no
 * engine writes the language found.
 */
function checkArticleLanguage(writers: WritingEngines, language: string): void {
  if (language === 'auto' || writerFor(writers, language)) return;
  const would = writersThatWouldSupport(writers, language);
  throw would.length > 0
    ? new AppError(422, 'article_unsupported_language', taskMessages.articleUnsupportedLanguage, {
        values: { language: languageValue(language), engines: would.join(', ') },
      })
    : new AppError(
        422,
        'article_unsupported_language',
        taskMessages.articleUnsupportedLanguageAnywhere,
        { values: { language: languageValue(language) } },
      );
}

/**
 * Level 0 users spend their daily free runs first, then credits; level 1 (VIP) pays credits;
 * level 2 and above are unlimited (levels.ts: freeRunsLeft is -1 there, and the profile shows
 * "unlimited"), as is an account the operator made unlimited: they pay nothing. Visitors have
 * their free uses only.
 */
function paymentFor(caller: Caller, level: number, cost: number, input: CreateTaskInput): Payment {
  if (caller.kind === 'visitor') {
    return {
      kind: 'visitor-use',
      keys: visitorKeys({
        visitorId: caller.visitorId,
        address: input.address,
        fingerprint: input.request.fingerprint,
      }),
    };
  }
  if (caller.kind !== 'user') throw new Error('paymentFor: nobody pays');
  if (caller.user.freeUnlimited || level >= LEVEL.unlimited) return { kind: 'unlimited' };
  if (level === LEVEL.free) {
    return { kind: 'user-free-run', userId: caller.user.id, orCredits: cost };
  }
  return { kind: 'credits', userId: caller.user.id, amount: cost };
}
