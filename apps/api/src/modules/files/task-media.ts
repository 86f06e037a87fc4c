import { and, eq, gt, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { driveFiles, mediaFiles, tasks, translations } from '../../db/schema.js';

/**
 * Lets go of a hash for its finished tasks whose holder no longer holds it: a user's task notes
 * when (and the media's length), a visitor's task is deleted with its transcript. Run under the
 * hash's lock, by releaseIfUnused.
 */
export async function releaseTaskMedia(tx: Queryable, hash: string, now: Date): Promise<void> {
  const letGo = and(eq(tasks.fileHash, hash), unkeptTaskMedia(tx, now));
  await tx
    .update(tasks)
    .set({
      mediaReleasedAt: now,
      mediaDurationMs: sql`(select ${mediaFiles.durationMs} from ${mediaFiles} where ${mediaFiles.hash} = ${hash})`,
    })
    .where(and(letGo, isNotNull(tasks.userId)));
  await tx.delete(tasks).where(
    and(
      letGo,
      isNotNull(tasks.visitorId),
      // Its translation under way finishes first (the next sweep takes both).
      notExists(
        tx
          .select({ one: sql`1` })
          .from(translations)
          .where(and(eq(translations.taskId, tasks.id), eq(translations.status, 'WAITING'))),
      ),
    ),
  );
}

/**
 * Tasks that finished, still keep their media, and whose holder holds no unexpired drive entry
 * of it (expired, deleted, or brought to an account).
 */
export function unkeptTaskMedia(db: Queryable, now: Date) {
  return and(
    isNotNull(tasks.fileHash),
    isNotNull(tasks.finishedAt),
    isNull(tasks.mediaReleasedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(driveFiles)
        .where(
          and(
            eq(driveFiles.fileHash, tasks.fileHash),
            or(eq(driveFiles.userId, tasks.userId), eq(driveFiles.visitorId, tasks.visitorId)),
            or(isNull(driveFiles.expiresAt), gt(driveFiles.expiresAt, now)),
          ),
        ),
    ),
  );
}
