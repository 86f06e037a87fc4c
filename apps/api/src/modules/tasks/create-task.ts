import { randomUUID } from 'node:crypto';
import { LEVEL, TASK_MODE } from '@captio/api-client';
import type { SpeechEngine } from '@captio/media-engines';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { driveFiles, mediaFiles, tasks } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/queue.js';
import { effectiveLevel } from '../plans/levels.js';
import { GLOBAL_FREE } from '../users/userdata.js';
import type { Caller } from './caller.js';
import { filesOf } from './caller.js';
import { taskCost } from './cost.js';
import { engineFor, enginesThatWouldSupport, type SpeechEngines } from './engines.js';
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

export interface TaskRequest {
  file_hash: string;
  language: string;
  mode: 1 | 2 | 3;
  model: number;
  fingerprint?: string | undefined;
  /** Translate the transcript into this language once it is done. */
  target_language?: string | undefined;
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
}

/**
 * Checks what the caller may ask for, then in one transaction writes the task (WAITING), takes
 * its payment (and its translation's, when a target language is asked) and queues its job: a task never exists unpaid or unqueued, and a refused payment
 * leaves nothing behind. Throws the AppError to answer (404, 402, 403, 422).
 */
export async function createTask(input: CreateTaskInput): Promise<TaskRow> {
  const { db, caller, request, now } = input;
  if (caller.kind === 'nobody') throw notFound('file_not_found', taskMessages.fileNotFound);
  const [file] = await db
    .select({ fileName: driveFiles.fileName, durationMs: mediaFiles.durationMs })
    .from(driveFiles)
    .innerJoin(mediaFiles, eq(mediaFiles.hash, driveFiles.fileHash))
    .where(and(eq(driveFiles.fileHash, request.file_hash), filesOf(caller)))
    .orderBy(desc(driveFiles.createdAt))
    .limit(1);
  if (!file) throw notFound('file_not_found', taskMessages.fileNotFound);

  const level = caller.kind === 'user' ? effectiveLevel(caller.user, now) : LEVEL.free;
  checkMode(input.writers, request.mode, level);
  const engine = engineForLanguage(input.engines, request.language, level);
  if (request.mode === TASK_MODE.article) checkArticleLanguage(input.writers, request.language);

  const translation = request.target_language
    ? planTranslation({
        translators: input.translators,
        caller,
        from: request.language,
        to: request.target_language,
        durationMs: file.durationMs,
        address: input.address,
        now,
        withNewTask: true,
      })
    : undefined;

  const cost = taskCost(file.durationMs, request.mode);
  const payment = paymentFor(caller, level, cost, input);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const taken = await takePayment(tx, payment, { id, reason: `task:${id}`, now });
    const [row] = await tx
      .insert(tasks)
      .values({
        id,
        fileHash: request.file_hash,
        userId: caller.kind === 'user' ? caller.user.id : null,
        visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
        fileName: file.fileName,
        language: request.language,
        // Chosen now, so the task can say which engine transcribes it while it runs.
        engine: engine.id,
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
        fileName: file.fileName,
        now,
        queue: 'after-transcription',
      });
    }
    await input.queue.sendTranscription(tx, { task_id: id });
    return row;
  });
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
  if (!engine) {
    const would = enginesThatWouldSupport(engines, language);
    throw would.length > 0
      ? new AppError(422, 'unsupported_language', taskMessages.unsupportedLanguage, {
          values: { language, engines: would.join(', ') },
        })
      : new AppError(422, 'unsupported_language', taskMessages.unsupportedLanguageAnywhere, {
          values: { language },
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
        values: { language, engines: would.join(', ') },
      })
    : new AppError(
        422,
        'article_unsupported_language',
        taskMessages.articleUnsupportedLanguageAnywhere,
        { values: { language } },
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
