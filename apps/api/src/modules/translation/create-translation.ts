import { randomUUID } from 'node:crypto';
import {
  LEVEL,
  TRANSLATION_NOT_FINISHED,
  type TranscriptLine,
  translationCreditCost,
} from '@captio/api-client';
import type { TranslationEngine } from '@captio/media-engines';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Queryable, Transaction } from '../../db/database.js';
import { mediaFiles, transcripts, translations } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Auth } from '../../http/auth.js';
import { languageValue } from '../../i18n/language-value.js';
import { effectiveLevel } from '../plans/levels.js';
import type { Caller } from '../tasks/caller.js';
import { findTask } from '../tasks/find-task.js';
import { visitorKeys } from '../tasks/free-uses.js';
import { taskMessages } from '../tasks/messages.js';
import { type Payment, takePayment } from '../tasks/payment.js';
import { visitorIdFor } from '../visitors/visitor-id.js';
import { translationMessages } from './messages.js';
import type { SourceLayout } from './source-layout.js';
import { subtitleLines } from './subtitle-source.js';
import type { TranslationRow } from './translation-store.js';
import { translatorFor, type Translators, translatorsThatWouldSupport } from './translators.js';

/** A translation checked and priced, to be written in the transaction that pays for it. */
export interface PlannedTranslation {
  /** Null when the source language is known only once transcribed ('auto'). */
  from: string | null;
  to: string;
  engine: TranslationEngine | undefined;
  cost: number;
  payment: Payment;
}

const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? tag;

/**
 * The engine for the pair, or the 422 that names the engines that would translate it. A text
 * already in the target language is refused too: nothing would change but the bill.
 */
export function checkPair(translators: Translators, from: string, to: string): TranslationEngine {
  if (primary(from) === primary(to)) {
    throw new AppError(422, 'translation_same_language', translationMessages.sameLanguage, {
      values: { language: languageValue(to) },
    });
  }
  const engine = translatorFor(translators, from, to);
  if (engine) return engine;
  const would = translatorsThatWouldSupport(translators, from, to);
  throw would.length > 0
    ? new AppError(422, 'translation_unsupported_pair', translationMessages.unsupportedPair, {
        values: { from: languageValue(from), to: languageValue(to), engines: would.join(', ') },
      })
    : new AppError(
        422,
        'translation_unsupported_pair',
        translationMessages.unsupportedPairAnywhere,
        { values: { from: languageValue(from), to: languageValue(to) } },
      );
}

/**
 * How a translation is paid (README, "Translation"): credits for users below the unlimited levels
 * (a free user's daily runs are transcriptions), nothing for unlimited levels, a free use for a
 * visitor, except the translation asked with a visitor's new task, which that task's free use
 * covers.
 */
function translationPayment(
  caller: Caller,
  now: Date,
  cost: number,
  identity: { address: string; fingerprint?: string | undefined; withNewTask: boolean },
): Payment {
  if (caller.kind === 'visitor') {
    return identity.withNewTask
      ? { kind: 'unlimited' }
      : {
          kind: 'visitor-use',
          keys: visitorKeys({
            visitorId: caller.visitorId,
            address: identity.address,
            fingerprint: identity.fingerprint,
          }),
          refusal: translationMessages.freeUsesExhausted,
        };
  }
  if (caller.kind !== 'user') throw new Error('translationPayment: nobody pays');
  const level = effectiveLevel(caller.user, now);
  if (caller.user.freeUnlimited || level >= LEVEL.unlimited) return { kind: 'unlimited' };
  return { kind: 'credits', userId: caller.user.id, amount: cost };
}

export interface PlanInput {
  translators: Translators;
  caller: Caller;
  /** 'auto' when the language is detected by the transcription. */
  from: string;
  to: string;
  durationMs: number;
  address: string;
  fingerprint?: string | undefined;
  now: Date;
  /** Asked with a task being created: it waits for the transcript. */
  withNewTask: boolean;
}

/** Checks and prices a translation; throws the AppError to answer (422). */
export function planTranslation(input: PlanInput): PlannedTranslation {
  const from = input.from === 'auto' ? null : input.from;
  const engine = from === null ? undefined : checkPair(input.translators, from, input.to);
  const cost = translationCreditCost(input.durationMs);
  return {
    from,
    to: input.to,
    engine,
    cost,
    payment: translationPayment(input.caller, input.now, cost, input),
  };
}

/**
 * Writes the translation row and takes its payment, in the caller's transaction; queues its job
 * unless it waits for its task's transcript. A second translation of a task while one is under
 * way breaks the one-waiting index: 409 translation_not_finished.
 */
export async function insertTranslation(
  tx: Transaction,
  plan: PlannedTranslation,
  row: {
    caller: Caller;
    taskId: string | null;
    fileName: string;
    now: Date;
    sourceCues?: TranscriptLine[];
    sourceMarkup?: string[] | null;
    sourceLayout?: SourceLayout | null;
    queue: AppContext['queue'] | 'after-transcription';
  },
): Promise<TranslationRow> {
  const id = randomUUID();
  const taken = await takePayment(tx, plan.payment, {
    id,
    reason: `translation:${id}`,
    now: row.now,
  });
  const { caller } = row;
  let inserted: TranslationRow | undefined;
  try {
    // A savepoint: on Postgres a failed statement would otherwise end the whole transaction.
    [inserted] = await tx.transaction((savepoint) =>
      savepoint
        .insert(translations)
        .values({
          id,
          taskId: row.taskId,
          userId: caller.kind === 'user' ? caller.user.id : null,
          visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
          fileName: row.fileName,
          sourceLanguage: plan.from,
          targetLanguage: plan.to,
          engine: plan.engine?.id ?? null,
          engineQuality: plan.engine?.quality.level ?? null,
          cost: taken.charged,
          reservationId: taken.reservationId,
          freeUse: taken.freeUse,
          freeUseKeys: taken.freeUseKeys,
          sourceCues: row.sourceCues ?? null,
          sourceMarkup: row.sourceMarkup ?? null,
          sourceLayout: row.sourceLayout ?? null,
          updatedAt: sql`now()`,
        })
        .returning(),
    );
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError(409, TRANSLATION_NOT_FINISHED.code, TRANSLATION_NOT_FINISHED.text);
    }
    throw error;
  }
  if (!inserted) throw new Error('insertTranslation: insert returned no row');
  if (row.queue !== 'after-transcription') {
    if (!row.queue) throw new Error('insertTranslation: this process has no job queue');
    await row.queue.sendTranslation(tx, { translation_id: id });
  }
  return inserted;
}

/**
 * POST /api/tasks/:task_id/translate/: the finished transcript of one of the caller's tasks,
 * translated as a job. 404 for others' tasks, 409 before the transcript exists or while another
 * translation of it runs, 422 for a pair nothing translates, 402 when credits are short.
 */
export async function translateTask(
  context: Pick<AppContext, 'db' | 'queue' | 'now'> & { translators: Translators },
  caller: Caller,
  request: { taskId: string; to: string; address: string },
): Promise<TranslationRow> {
  const task = await findTask(context, caller, request.taskId);
  const [transcript] = await context.db
    .select({ taskId: transcripts.taskId })
    .from(transcripts)
    .where(eq(transcripts.taskId, task.id));
  // A finished task has its file (a link's is stored once fetched).
  if (task.status !== 'SUCCESS' || !transcript || task.fileHash === null) {
    throw new AppError(409, 'task_not_finished', taskMessages.transcriptNotReady);
  }
  const [media] = await context.db
    .select({ durationMs: mediaFiles.durationMs })
    .from(mediaFiles)
    .where(eq(mediaFiles.hash, task.fileHash));
  const now = context.now();
  const plan = planTranslation({
    translators: context.translators,
    caller,
    from: task.detectedLanguage ?? task.language,
    to: request.to,
    // A task whose media was let go noted its length then.
    durationMs: media?.durationMs ?? task.mediaDurationMs ?? 0,
    address: request.address,
    now,
    withNewTask: false,
  });
  return context.db.transaction((tx) =>
    insertTranslation(tx, plan, {
      caller,
      taskId: task.id,
      fileName: task.fileName,
      now,
      queue: context.queue,
    }),
  );
}

/** One of the caller's subtitle file translations (not a task's), or the 404. */
export async function findFileTranslation(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<TranslationRow> {
  const [row] =
    caller.kind === 'nobody'
      ? []
      : await db.select().from(translations).where(eq(translations.id, id));
  const mine =
    row?.taskId === null &&
    ((caller.kind === 'user' && row.userId === caller.user.id) ||
      (caller.kind === 'visitor' && row.visitorId === caller.visitorId));
  if (!row || !mine) {
    throw new AppError(404, 'translation_not_found', translationMessages.translationNotFound);
  }
  return row;
}

/**
 * POST /api/translations/ (its text) and /upload/ (the file): a subtitle file read by
 * subtitle-core, checked and priced, then paid for and queued in one transaction. A visitor
 * without the cookie yet gets one, as an upload gives it: the translation is theirs.
 */
export async function translateSubtitleFile(
  context: Pick<AppContext, 'db' | 'queue' | 'now'> & { translators: Translators },
  request: FastifyRequest,
  reply: FastifyReply,
  file: {
    auth: Auth | undefined;
    text: string;
    fileName: string;
    from: string;
    to: string;
    fingerprint?: string | undefined;
  },
): Promise<TranslationRow> {
  const { lines, markup, layout, spanMs } = subtitleLines(file.text, file.fileName);
  const now = context.now();
  const caller: Caller = file.auth
    ? { kind: 'user', user: file.auth.user }
    : { kind: 'visitor', visitorId: visitorIdFor(request, reply) };
  const plan = planTranslation({
    translators: context.translators,
    caller,
    from: file.from,
    to: file.to,
    durationMs: spanMs,
    address: request.ip,
    fingerprint: file.fingerprint,
    now,
    withNewTask: false,
  });
  return context.db.transaction((tx) =>
    insertTranslation(tx, plan, {
      caller,
      taskId: null,
      fileName: file.fileName,
      now,
      sourceCues: lines,
      sourceMarkup: markup,
      sourceLayout: layout,
      queue: context.queue,
    }),
  );
}
