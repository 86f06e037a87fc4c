import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database.js';
import { downloads } from '../../db/schema.js';
import { type FailureCode, isLinkFailure } from '../tasks/failure-codes.js';
import { announceTask } from '../tasks/task-store.js';
import type { DownloadRow } from './download-view.js';

/**
 * Every change of a download's state, only while it is WAITING (as tasks': whichever attempt
 * finishes first decides, a later one finds nothing to do), each announced on the change feed
 * in its transaction under the download's uuid, which its server-sent events listen for.
 */
const waiting = (id: string) => and(eq(downloads.id, id), eq(downloads.status, 'WAITING'));

async function change(
  db: Queryable,
  id: string,
  values: PgUpdateSetSource<typeof downloads>,
): Promise<DownloadRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(downloads)
      .set({ ...values, updatedAt: sql`now()` })
      .where(waiting(id))
      .returning();
    if (row) await announceTask(tx, id);
    return row;
  });
}

/** Counts an attempt; undefined when the download is finished already (or gone). */
export async function startDownloadAttempt(
  db: Queryable,
  id: string,
): Promise<DownloadRow | undefined> {
  return change(db, id, { attempts: sql`${downloads.attempts} + 1`, progress: 0 });
}

export async function recordDownloadProgress(
  db: Queryable,
  id: string,
  progress: number,
): Promise<void> {
  await change(db, id, { progress: Math.min(99, Math.max(0, Math.round(progress))) });
}

/** Remembers why an attempt failed, for the download's failure once no attempt is left. */
export async function noteFailedDownload(db: Queryable, id: string, code: FailureCode) {
  await db.update(downloads).set({ failureCode: code }).where(waiting(id));
}

export async function finishDownload(
  db: Queryable,
  id: string,
  file: { hash: string; size: number },
): Promise<boolean> {
  const row = await change(db, id, {
    status: 'SUCCESS',
    progress: 100,
    fileHash: file.hash,
    size: file.size,
    failureCode: null,
    finishedAt: sql`now()`,
  });
  return row !== undefined;
}

/** Ends a download as failed: DOWNLOAD_FAILED when its link could not be fetched. */
export async function failDownload(db: Queryable, id: string, code: FailureCode) {
  const row = await change(db, id, {
    status: isLinkFailure(code) ? 'DOWNLOAD_FAILED' : 'FAILED',
    failureCode: code,
    finishedAt: sql`now()`,
  });
  return row !== undefined;
}
