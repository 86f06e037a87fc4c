import type { TranscriptLine } from '@captio/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database.js';
import { type TranslationStage, transcripts, translations } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/queue.js';
import { refundReservation, settleReservation } from '../credits/ledger.js';
import { announceTask, giveBackFreeUse } from '../tasks/task-store.js';
import type { TranslationFailureCode } from './failure-codes.js';

/**
 * Every change of a translation's state, only while it is WAITING (as task-store does for
 * tasks): whichever attempt finishes first settles or refunds it, once. Each change announces the
 * translation's task (or, for a subtitle file, the translation's own id) on the change feed, so
 * the task's events carry its progress.
 */

export type TranslationRow = typeof translations.$inferSelect;

const waiting = (id: string) => and(eq(translations.id, id), eq(translations.status, 'WAITING'));

async function announce(tx: Queryable, row: Pick<TranslationRow, 'id' | 'taskId'>) {
  await announceTask(tx, row.taskId ?? row.id);
}

/**
 * Queues the translation asked with a task, in the transaction that stores its transcript. With
 * no queue in this process (a runner made without one), it fails and is refunded rather than
 * wait for ever.
 */
export async function queueWaitingTranslation(
  tx: Transaction,
  taskId: string,
  queue: Pick<JobQueue, 'sendTranslation'> | undefined,
): Promise<void> {
  const row = await waitingTranslationOf(tx, taskId);
  if (!row) return;
  if (queue) await queue.sendTranslation(tx, { translation_id: row.id });
  else await failTranslation(tx, row.id, 'engine_failed');
}

/** The task failed: its waiting translation (asked with it) fails and is refunded. */
export async function failWaitingTranslations(tx: Queryable, taskId: string): Promise<void> {
  const row = await waitingTranslationOf(tx, taskId);
  if (row) await failTranslation(tx, row.id, 'transcription_failed');
}

/** The task's translation under way (at most one: translations_one_waiting_per_task). */
async function waitingTranslationOf(tx: Queryable, taskId: string) {
  const [row] = await tx
    .select({ id: translations.id })
    .from(translations)
    .where(and(eq(translations.taskId, taskId), eq(translations.status, 'WAITING')));
  return row;
}

/** Counts an attempt; undefined when the translation is finished already (or gone). */
export async function startTranslationAttempt(
  db: Queryable,
  id: string,
): Promise<TranslationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(translations)
      .set({
        attempts: sql`${translations.attempts} + 1`,
        stage: 'translating',
        progress: 0,
        updatedAt: sql`now()`,
      })
      .where(waiting(id))
      .returning();
    if (row) await announce(tx, row);
    return row;
  });
}

export async function recordTranslationProgress(
  db: Queryable,
  row: Pick<TranslationRow, 'id' | 'taskId'>,
  stage: TranslationStage,
  progress: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(translations)
      .set({ stage, progress: Math.round(progress), updatedAt: sql`now()` })
      .where(waiting(row.id))
      .returning({ id: translations.id });
    if (changed) await announce(tx, row);
  });
}

/** Remembers why an attempt failed; the translation stays WAITING for the next attempt. */
export async function noteFailedTranslationAttempt(
  db: Queryable,
  id: string,
  code: TranslationFailureCode,
): Promise<void> {
  await db.update(translations).set({ failureCode: code }).where(waiting(id));
}

export interface TranslationSuccess {
  /** The source lines the translation was made from, as they were read. */
  source: readonly TranscriptLine[];
  lines: TranscriptLine[];
  /** A subtitle file's translated cue texts with their markup, one per line; else null. */
  markup: string[] | null;
  sourceLanguage: string;
  engine: { id: string; quality: string };
}

/**
 * Stores the translation (beside its transcript, or in the row for a subtitle file), marks it
 * SUCCESS and settles its credits, all or nothing. False when it was no longer WAITING.
 */
export async function finishTranslationSucceeded(
  db: Queryable,
  id: string,
  success: TranslationSuccess,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(translations)
      .set({
        status: 'SUCCESS',
        stage: 'done',
        progress: 100,
        sourceLanguage: success.sourceLanguage,
        engine: success.engine.id,
        engineQuality: success.engine.quality,
        failureCode: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(waiting(id))
      .returning();
    if (!row) return false;
    if (row.taskId) {
      await tx
        .update(transcripts)
        .set({
          translateFileJson: success.lines,
          translateLanguage: row.targetLanguage,
          translationEngine: success.engine.id,
          translationQuality: success.engine.quality,
          translateIsChange: false,
          // A save between reading the original and now changed what was translated.
          mismatchedOriginal: sql`${transcripts.fileJson} is distinct from ${JSON.stringify(success.source)}::jsonb`,
          // A new revision: a tab that still holds the old translation cannot save it over this one.
          revision: sql`${transcripts.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(transcripts.taskId, row.taskId));
    } else {
      await tx
        .update(translations)
        .set({ translatedCues: success.lines, translatedMarkup: success.markup })
        .where(eq(translations.id, id));
    }
    if (row.reservationId) await settleReservation(tx, row.reservationId);
    await announce(tx, row);
    return true;
  });
}

/**
 * Marks the translation FAILED and gives back what it took, all or nothing. False when it was no
 * longer WAITING: nothing is refunded twice.
 */
export async function finishTranslationFailed(
  db: Queryable,
  id: string,
  code: TranslationFailureCode,
): Promise<boolean> {
  return db.transaction((tx) => failTranslation(tx, id, code));
}

async function failTranslation(
  tx: Queryable,
  id: string,
  code: TranslationFailureCode,
): Promise<boolean> {
  const [row] = await tx
    .update(translations)
    .set({ status: 'FAILED', failureCode: code, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(waiting(id))
    .returning();
  if (!row) return false;
  if (row.reservationId) await refundReservation(tx, row.reservationId);
  await giveBackFreeUse(tx, row);
  await announce(tx, row);
  return true;
}
