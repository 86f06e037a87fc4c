import type { MediaFile } from '@captio/api-client';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { driveFiles, mediaFiles, tasks } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { FileStore } from './file-store.js';
import { type Holder, heldBy, tasksHeldBy } from './holder.js';
import { expiryFor } from './keep-rule.js';
import type { MediaFacts } from './media-type.js';
import { fileMessages } from './messages.js';
import { releaseTaskMedia, unkeptTaskMedia } from './task-media.js';

export type DriveFileRow = typeof driveFiles.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;

const MIB = 1024 ** 2;
/** Sizes in messages: MB with at most 2 decimals, as the spec shows file sizes. */
export const inMegabytes = (bytes: number) => Math.round((bytes / MIB) * 100) / 100;

/**
 * Serializes everything that decides whether a hash's bytes exist (storing them, freeing them)
 * across transactions and processes: held until the transaction ends.
 */
async function lockHash(tx: Queryable, hash: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`captio-file:${hash}`}, 0))`,
  );
}

/** Serializes uploads of one user, so that two at once cannot both fit the last free space. */
async function lockDrive(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`captio-drive:${userId}`}, 0))`,
  );
}

export interface NewUpload {
  hash: string;
  size: number;
  tempFile: string;
  facts: MediaFacts;
  holder: Holder;
  fileName: string;
  /** The app's clock: when the entry is made. */
  now: Date;
  /** Null: kept until deleted (cloud space). */
  expiresAt: Date | null;
  /** The holder's drive capacity in bytes, for a user whose uploads count against it. */
  capacity?: number;
}

/**
 * Stores an uploaded file once per content and gives the holder one entry for it (a second upload
 * of the same content by the same holder keeps its entry, with the later expiry). Throws 413
 * drive_full when a counted upload would not fit. The temp file is moved or removed on success;
 * on failure the caller removes it.
 */
export async function recordUpload(
  db: Database,
  store: FileStore,
  upload: NewUpload,
): Promise<{ drive: DriveFileRow; media: MediaFileRow }> {
  const { hash, holder } = upload;
  return db.transaction(async (tx) => {
    if ('userId' in holder && upload.capacity !== undefined) {
      await lockDrive(tx, holder.userId);
      const [usage] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${driveFiles.fileSize}), 0)` })
        .from(driveFiles)
        .where(and(heldBy(holder), ne(driveFiles.fileHash, hash)));
      const used = Number(usage?.bytes ?? 0);
      if (used + upload.size > upload.capacity) {
        throw new AppError(413, 'drive_full', fileMessages.driveFull, {
          values: {
            needed: inMegabytes(upload.size),
            free: inMegabytes(Math.max(0, upload.capacity - used)),
          },
        });
      }
    }
    await lockHash(tx, hash);
    const stored = await store.put(hash, upload.tempFile);
    try {
      await tx
        .insert(mediaFiles)
        .values({ hash, size: upload.size, ...upload.facts })
        .onConflictDoNothing();
      const [media] = await tx.select().from(mediaFiles).where(eq(mediaFiles.hash, hash));
      if (!media) throw new Error(`media_files row of ${hash} vanished`);
      // The holder's tasks of this content whose media was let go have it again.
      await tx
        .update(tasks)
        .set({ mediaReleasedAt: null })
        .where(
          and(eq(tasks.fileHash, hash), tasksHeldBy(holder), isNotNull(tasks.mediaReleasedAt)),
        );
      const [existing] = await tx
        .select()
        .from(driveFiles)
        .where(and(heldBy(holder), eq(driveFiles.fileHash, hash)))
        .orderBy(asc(driveFiles.createdAt))
        .limit(1);
      if (existing) {
        // The same content sent again keeps one entry, under the name it was sent with now: the
        // task made of it is named as the person just named the file.
        const expiresAt = laterExpiry(existing.expiresAt, upload.expiresAt);
        const fileName = upload.fileName;
        if (
          expiresAt?.getTime() === existing.expiresAt?.getTime() &&
          fileName === existing.fileName
        )
          return { drive: existing, media };
        const [updated] = await tx
          .update(driveFiles)
          .set({ expiresAt, fileName })
          .where(eq(driveFiles.uuid, existing.uuid))
          .returning();
        return { drive: updated ?? existing, media };
      }
      const [drive] = await tx
        .insert(driveFiles)
        .values({
          ...('userId' in holder ? { userId: holder.userId } : { visitorId: holder.visitorId }),
          fileHash: hash,
          fileName: upload.fileName,
          fileSize: upload.size,
          contentType: media.contentType,
          createdAt: upload.now,
          expiresAt: upload.expiresAt,
        })
        .returning();
      if (!drive) throw new Error('insert returned no row');
      return { drive, media };
    } catch (error) {
      // Still under the hash's lock: bytes this upload put in place go with its rows.
      if (stored) await store.remove(hash);
      throw error;
    }
  });
}

/** Null (kept) wins over any date; otherwise the later date. */
function laterExpiry(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a.getTime() >= b.getTime() ? a : b;
}

/** The holder's entry for a hash with what is stored, unless expired; undefined otherwise. */
export async function findHeldFile(
  db: Queryable,
  holder: Holder,
  hash: string,
  now: Date,
): Promise<{ drive: DriveFileRow; media: MediaFileRow } | undefined> {
  const [found] = await db
    .select({ drive: driveFiles, media: mediaFiles })
    .from(driveFiles)
    .innerJoin(mediaFiles, eq(mediaFiles.hash, driveFiles.fileHash))
    .where(
      and(
        heldBy(holder),
        eq(driveFiles.fileHash, hash),
        or(isNull(driveFiles.expiresAt), gt(driveFiles.expiresAt, now)),
      ),
    )
    .orderBy(asc(driveFiles.createdAt))
    .limit(1);
  return found;
}

/**
 * Lets go of a hash where nobody keeps it any more, then frees it if nothing uses it. A finished
 * task keeps its media as long as its holder holds an unexpired drive entry of it: past that, a
 * user's task notes that its media is gone (its transcript stays) and a visitor's task goes
 * whole, as nobody can come back to it. A task still running keeps its media. Then, with no
 * entry and no task using it, the hash's row and bytes (with what was made from them) go
 * together. All under the hash's lock, so that an upload of the same content at that moment
 * either comes first (and keeps them) or stores them again after. Whether it freed the bytes.
 */
export async function releaseIfUnused(
  db: Database,
  store: FileStore,
  hash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockHash(tx, hash);
    await releaseTaskMedia(tx, hash, now);
    const [held] = await tx
      .select({ one: sql`1` })
      .from(driveFiles)
      .where(eq(driveFiles.fileHash, hash))
      .limit(1);
    if (held) return false;
    const [used] = await tx
      .select({ one: sql`1` })
      .from(tasks)
      .where(and(eq(tasks.fileHash, hash), isNull(tasks.mediaReleasedAt)))
      .limit(1);
    if (used) return false;
    const gone = await tx
      .delete(mediaFiles)
      .where(eq(mediaFiles.hash, hash))
      .returning({ hash: mediaFiles.hash });
    // Another process freed it first.
    if (gone.length === 0) return false;
    await store.remove(hash);
    return true;
  });
}

/**
 * For a transaction that makes something use a stored hash (a task of an uploaded file): takes the
 * hash's lock, so that no sweep frees it before that use is committed, and says whether its
 * bytes are still there.
 */
export async function holdStoredFile(tx: Queryable, hash: string): Promise<boolean> {
  await lockHash(tx, hash);
  const [row] = await tx
    .select({ one: sql`1` })
    .from(mediaFiles)
    .where(eq(mediaFiles.hash, hash))
    .limit(1);
  return row !== undefined;
}

/** Removes a holder's entry (by its uuid); the hash it held, or undefined when it had none such. */
export async function removeHolderEntry(
  db: Queryable,
  holder: Holder,
  uuid: string,
): Promise<string | undefined> {
  const [deleted] = await db
    .delete(driveFiles)
    .where(and(eq(driveFiles.uuid, uuid), heldBy(holder)))
    .returning({ hash: driveFiles.fileHash });
  return deleted?.hash;
}

/**
 * Removes expired entries, then lets go of every hash no entry keeps for a finished task and
 * frees every hash nothing uses any more (those just released and any left unused earlier, by a
 * crash or a deleted task). The hashes freed.
 */
export async function sweepFiles(db: Database, store: FileStore, now: Date): Promise<string[]> {
  const expired = await db
    .delete(driveFiles)
    .where(lte(driveFiles.expiresAt, now))
    .returning({ hash: driveFiles.fileHash });
  const unkept = await db
    .selectDistinct({ hash: sql<string>`${tasks.fileHash}` })
    .from(tasks)
    .where(unkeptTaskMedia(db, now));
  const unused = await db
    .select({ hash: mediaFiles.hash })
    .from(mediaFiles)
    .where(
      and(
        sql`not exists (select 1 from ${driveFiles} where ${driveFiles.fileHash} = ${mediaFiles.hash})`,
        sql`not exists (select 1 from ${tasks} where ${tasks.fileHash} = ${mediaFiles.hash} and ${tasks.mediaReleasedAt} is null)`,
      ),
    );
  const candidates = new Set([...expired, ...unkept, ...unused].map((row) => row.hash));
  const freed: string[] = [];
  for (const hash of candidates) {
    if (await releaseIfUnused(db, store, hash, now)) freed.push(hash);
  }
  return freed;
}

/**
 * A visitor who signs in or up brings their files: each entry becomes the user's and follows the
 * user's rule from then on. With cloud space (capacity > 0) an entry is kept until deleted while
 * it fits in the drive (oldest first, under the same lock as uploads, so that bringing files
 * cannot pass the capacity an upload may not); an entry that does not fit, and every entry of a
 * user without cloud space, expires a week after it was uploaded. Entries of content the user
 * already holds are dropped (the drive lists each content once), the user's entry keeping the
 * later expiry of the two. The number of entries that became the user's.
 */
export async function claimVisitorFiles(
  db: Database,
  visitorId: string,
  user: { userId: number; capacity: number },
): Promise<number> {
  const { userId, capacity } = user;
  return db.transaction(async (tx) => {
    await lockDrive(tx, userId);
    const brought = await tx
      .select()
      .from(driveFiles)
      .where(eq(driveFiles.visitorId, visitorId))
      .orderBy(asc(driveFiles.createdAt), asc(driveFiles.uuid));
    if (brought.length === 0) return 0;
    const own = await tx.select().from(driveFiles).where(eq(driveFiles.userId, userId));
    const ownByHash = new Map(own.map((row) => [row.fileHash, row]));
    let used = own.reduce((sum, row) => sum + row.fileSize, 0);
    let moved = 0;
    for (const entry of brought) {
      const weekAfterUpload = expiryFor(0, entry.createdAt);
      const mine = ownByHash.get(entry.fileHash);
      if (mine) {
        await tx.delete(driveFiles).where(eq(driveFiles.uuid, entry.uuid));
        const expiresAt = laterExpiry(mine.expiresAt, weekAfterUpload);
        if (expiresAt?.getTime() !== mine.expiresAt?.getTime()) {
          await tx.update(driveFiles).set({ expiresAt }).where(eq(driveFiles.uuid, mine.uuid));
          mine.expiresAt = expiresAt;
        }
        continue;
      }
      const fits = capacity > 0 && used + entry.fileSize <= capacity;
      // Counted like any of the user's entries, kept or not: as the drive's usage shows them.
      used += entry.fileSize;
      const [claimed] = await tx
        .update(driveFiles)
        .set({ userId, visitorId: null, expiresAt: fits ? null : weekAfterUpload })
        .where(eq(driveFiles.uuid, entry.uuid))
        .returning();
      if (claimed) ownByHash.set(claimed.fileHash, claimed);
      moved++;
    }
    return moved;
  });
}

/**
 * A user who gains cloud space (a plan bought or redeemed) keeps what they still hold: their
 * entries that have not expired lose their expiry, oldest first, while they fit in `capacity`
 * beside the entries already kept (under the drive's lock, as uploads count). One that does not
 * fit expires when it would have. Their tasks follow the entries (see releaseIfUnused). How many
 * entries it kept.
 */
export async function keepHeldFiles(
  tx: Queryable,
  user: { userId: number; capacity: number },
  now: Date,
): Promise<number> {
  const { userId, capacity } = user;
  if (capacity <= 0) return 0;
  await lockDrive(tx, userId);
  const own = await tx
    .select()
    .from(driveFiles)
    .where(eq(driveFiles.userId, userId))
    .orderBy(asc(driveFiles.createdAt), asc(driveFiles.uuid));
  let used = own.reduce((sum, row) => (row.expiresAt === null ? sum + row.fileSize : sum), 0);
  let kept = 0;
  for (const entry of own) {
    if (entry.expiresAt === null || entry.expiresAt.getTime() <= now.getTime()) continue;
    if (used + entry.fileSize > capacity) continue;
    used += entry.fileSize;
    await tx.update(driveFiles).set({ expiresAt: null }).where(eq(driveFiles.uuid, entry.uuid));
    kept++;
  }
  return kept;
}

/** The contract's file item: the holder's entry with what probing found. */
export function toMediaFile(drive: DriveFileRow, media: MediaFileRow): MediaFile {
  return {
    file_hash: media.hash,
    uuid: drive.uuid,
    file_name: drive.fileName,
    file_size: media.size,
    content_type: media.contentType,
    duration: Math.round(media.durationMs) / 1000,
    has_video: media.hasVideo,
    videoWidth: media.width,
    videoHeight: media.height,
    rotated_video: media.rotation,
    created_time: drive.createdAt.toISOString(),
    expires_time: drive.expiresAt?.toISOString() ?? null,
  };
}
