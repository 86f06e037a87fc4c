import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { probeMedia } from '@captio/media-engines';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { driveCapacity, effectiveLevel } from '../plans/levels.js';
import type { FileStore } from './file-store.js';
import type { Holder } from './holder.js';
import { expiryFor, KEEP_WITHOUT_CLOUD_MS } from './keep-rule.js';
import { mediaFacts } from './media-type.js';
import { type DriveFileRow, type MediaFileRow, recordUpload } from './stored-files.js';

export interface FetchedFile {
  /** A finished file a worker made (a fetched link, a conversion), outside the store. */
  path: string;
  holder: Holder;
  fileName: string;
  now: Date;
  /**
   * How long a holder without cloud space keeps it; a week (as uploads) unless said. A user's
   * file that fits their drive is kept until deleted whatever this says.
   */
  keepMs?: number;
}

/** The drive capacity of a user at `now` (0 for visitors, free and pay-as-you-go users). */
async function capacityOf(db: Database, holder: Holder, now: Date): Promise<number> {
  if (!('userId' in holder)) return 0;
  const [user] = await db.select().from(users).where(eq(users.id, holder.userId));
  return user ? driveCapacity(effectiveLevel(user, now), user.subscriptionType) : 0;
}

/**
 * Stores a file a worker made as an upload is stored: copied into the store's temp folder while
 * its sha256 is taken (the work folder may be on another filesystem, where a rename cannot go),
 * probed with ffprobe, kept once per content, with an entry for its holder under the drive's
 * rules: in the drive of a user with cloud space while it fits; otherwise (and when the drive
 * is full: the work is done and paid for, so it is kept for a while rather than thrown away)
 * until it expires. Throws the engine's error when the file is not media.
 */
export async function storeFetchedFile(
  db: Database,
  store: FileStore,
  file: FetchedFile,
): Promise<{ drive: DriveFileRow; media: MediaFileRow }> {
  const info = await probeMedia(file.path);
  await store.init();
  const tempFile = store.tempPath();
  try {
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(
      createReadStream(file.path),
      meter,
      createWriteStream(tempFile, { flags: 'wx' }),
    );
    const capacity = await capacityOf(db, file.holder, file.now);
    const upload = {
      hash: hash.digest('hex'),
      size,
      tempFile,
      facts: mediaFacts(info),
      holder: file.holder,
      fileName: file.fileName,
      now: file.now,
    };
    const expiring = new Date(file.now.getTime() + (file.keepMs ?? KEEP_WITHOUT_CLOUD_MS));
    if (capacity > 0) {
      try {
        return await recordUpload(db, store, {
          ...upload,
          expiresAt: expiryFor(capacity, file.now),
          capacity,
        });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'drive_full')) throw error;
      }
    }
    return await recordUpload(db, store, { ...upload, expiresAt: expiring });
  } finally {
    await rm(tempFile, { force: true });
  }
}
