import type { TaskStage, TranscriptLine } from '@captio/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHANGES_CHANNEL, TASK_PREFIX } from '../../db/change-feed.js';
import type { Queryable, Transaction } from '../../db/database.js';
import { type StoredArticle, tasks, transcripts, users, visitorUses } from '../../db/schema.js';
import { refundReservation, settleReservation } from '../credits/ledger.js';
import { FREE_RUNS_PER_DAY, utcDay } from '../plans/levels.js';
import { failWaitingTranslations } from '../translation/translation-store.js';
import { type FailureCode, isLinkFailure } from './failure-codes.js';
import type { TaskRow } from './task-view.js';

/**
 * Every change of a task's state happens here, and only while the task is WAITING: the update
 * that finishes it names that status, so whichever attempt of a job finishes first settles or
 * refunds it, and any later attempt (a retry of a job whose worker looked dead but was not)
 * finds nothing to do. Each change announces the task on the change feed in its transaction, so
 * server-sent events in any process hear of it once it is committed.
 */

/** Tells listening processes that a task changed, when the transaction commits. */
export async function announceTask(db: Queryable, taskId: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${TASK_PREFIX + taskId})`);
}

const waiting = (taskId: string) => and(eq(tasks.id, taskId), eq(tasks.status, 'WAITING'));

/**
 * Counts an attempt at a task and returns it; undefined when the task is finished already (or
 * gone), so the job has nothing left to do.
 */
export async function startAttempt(db: Queryable, taskId: string): Promise<TaskRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({
        attempts: sql`${tasks.attempts} + 1`,
        // A link's task fetches its media first.
        stage: sql`case when ${tasks.fileHash} is null then 'downloading' else 'preparing' end`,
        progress: 0,
        updatedAt: sql`now()`,
      })
      .where(waiting(taskId))
      .returning();
    if (row) await announceTask(tx, taskId);
    return row;
  });
}

export async function recordProgress(
  db: Queryable,
  taskId: string,
  stage: TaskStage,
  progress: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ stage, progress: Math.round(progress), updatedAt: sql`now()` })
      .where(waiting(taskId))
      .returning({ id: tasks.id });
    if (row) await announceTask(tx, taskId);
  });
}

/**
 * Remembers why an attempt failed, for the task's failure once no attempt is left. The task stays
 * WAITING: the job will be tried again.
 */
export async function noteFailedAttempt(
  db: Queryable,
  taskId: string,
  code: FailureCode,
): Promise<void> {
  await db.update(tasks).set({ failureCode: code }).where(waiting(taskId));
}

export interface Success {
  lines: TranscriptLine[];
  engineId: string;
  language: string;
  /** An article task's texts. */
  article?: StoredArticle;
}

/**
 * Stores the transcript, marks the task SUCCESS and settles its credits, all or nothing. False
 * when the task was no longer WAITING (finished by another attempt): nothing changed.
 */
export async function finishSucceeded(
  db: Queryable,
  taskId: string,
  success: Success,
  /** What else commits with the transcript (queueing the translation asked with the task). */
  alsoCommit?: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({
        status: 'SUCCESS',
        stage: 'done',
        progress: 100,
        engine: success.engineId,
        detectedLanguage: success.language,
        failureCode: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(waiting(taskId))
      .returning({ reservationId: tasks.reservationId, cost: tasks.cost });
    if (!row) return false;
    await tx.insert(transcripts).values({
      taskId,
      fileJson: success.lines,
      speakerFileJson: {},
      article: success.article ?? null,
    });
    // The cost may be below what was held (a link whose length was known only once fetched).
    if (row.reservationId) await settleReservation(tx, row.reservationId, row.cost);
    await alsoCommit?.(tx);
    await announceTask(tx, taskId);
    return true;
  });
}

/**
 * Marks the task FAILED (DOWNLOAD_FAILED when its link could not be fetched) and gives back what
 * it took (its credits, or its free use), all or nothing. False when the task was no longer
 * WAITING: nothing is refunded twice.
 */
export async function finishFailed(
  db: Queryable,
  taskId: string,
  code: FailureCode,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({
        status: isLinkFailure(code) ? 'DOWNLOAD_FAILED' : 'FAILED',
        failureCode: code,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(waiting(taskId))
      .returning();
    if (!row) return false;
    if (row.reservationId) await refundReservation(tx, row.reservationId);
    await giveBackFreeUse(tx, row);
    // A translation asked with the task has nothing to translate now: it fails, refunded too.
    await failWaitingTranslations(tx, taskId);
    await announceTask(tx, taskId);
    return true;
  });
}

/**
 * A failed task did not use its free run. A user's daily run comes back only on the day it was
 * taken (a new day starts with all of them anyway); a visitor's use comes back under the keys
 * it was counted under.
 */
export async function giveBackFreeUse(
  tx: Queryable,
  row: Pick<TaskRow, 'freeUse' | 'userId' | 'freeUseKeys' | 'createdAt'>,
): Promise<void> {
  if (row.freeUse === 'user' && row.userId !== null) {
    await tx
      .update(users)
      .set({ freeRemaining: sql`least(${users.freeRemaining} + 1, ${FREE_RUNS_PER_DAY})` })
      .where(
        and(
          eq(users.id, row.userId),
          eq(users.freeDay, utcDay(row.createdAt)),
          sql`${users.freeRemaining} >= 0`,
        ),
      );
  } else if (row.freeUse === 'visitor' && row.freeUseKeys?.length) {
    await tx
      .update(visitorUses)
      .set({ used: sql`greatest(${visitorUses.used} - 1, 0)`, updatedAt: sql`now()` })
      .where(inArray(visitorUses.key, row.freeUseKeys));
  }
}
