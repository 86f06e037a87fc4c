import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { driveFiles } from '../../db/schema.js';

export type DriveFileRow = typeof driveFiles.$inferSelect;

/** The user's files, newest first. */
export async function listDriveFiles(db: Queryable, userId: number): Promise<DriveFileRow[]> {
  return db
    .select()
    .from(driveFiles)
    .where(eq(driveFiles.userId, userId))
    .orderBy(desc(driveFiles.createdAt), desc(driveFiles.uuid));
}

/**
 * Deletes one of the user's files; false when the user has no file with this id, so that
 * another user's file and a file that does not exist look the same to the caller.
 */
export async function deleteDriveFile(
  db: Queryable,
  userId: number,
  uuid: string,
): Promise<boolean> {
  const deleted = await db
    .delete(driveFiles)
    .where(and(eq(driveFiles.uuid, uuid), eq(driveFiles.userId, userId)))
    .returning({ uuid: driveFiles.uuid });
  return deleted.length > 0;
}
