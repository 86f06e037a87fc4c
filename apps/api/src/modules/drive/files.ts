import { desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { driveFiles } from '../../db/schema.js';
import type { FileStore } from '../files/file-store.js';
import { releaseIfUnused, removeHolderEntry } from '../files/stored-files.js';

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
 * Deletes one of the user's files, and the stored bytes with it when nothing else (another
 * holder, a task still running) uses them any more: the user's finished tasks of it keep their
 * transcripts without the media (see releaseIfUnused). False when the user has no file with this id, so that
 * another user's file and a file that does not exist look the same to the caller.
 */
export async function deleteDriveFile(
  db: Database,
  store: FileStore,
  userId: number,
  uuid: string,
  now: Date,
): Promise<boolean> {
  const hash = await removeHolderEntry(db, { userId }, uuid);
  if (hash === undefined) return false;
  await releaseIfUnused(db, store, hash, now);
  return true;
}
