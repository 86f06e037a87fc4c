import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { link, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Files beside a stored file, made from it once: its still and its waveform. */
export const DERIVED = { thumbnail: 'thumb.jpg', waveform: 'waveform.json' } as const;
export type DerivedName = (typeof DERIVED)[keyof typeof DERIVED];

/** An inclusive byte range, as HTTP counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live, by their sha256. Bytes arrive in a temporary file of the store (so
 * that putting them in place is a rename, never a copy) and are read back whole or by range. Local
 * disk today; an S3-compatible store would keep the same calls and download to localPath.
 */
export interface FileStore {
  /** Makes what the store needs to take files (its folders); cheap to repeat. */
  init(): Promise<void>;
  /** A new path for an upload or a made file under way, on the store's filesystem. */
  tempPath(extension?: string): string;
  /**
   * Moves a finished temp file in place under hash; false (temp removed) when already stored.
   * Callers hold the hash's lock (see recordUpload), so that freeing the same hash cannot interleave.
   */
  put(hash: string, tempFile: string): Promise<boolean>;
  /** Moves a made file beside the stored hash (replacing one made meanwhile elsewhere). */
  putDerived(hash: string, name: DerivedName, tempFile: string): Promise<void>;
  open(hash: string, range?: ByteRange): Readable;
  openDerived(hash: string, name: DerivedName): Readable;
  exists(hash: string, derived?: DerivedName): Promise<boolean>;
  /** Bytes stored under hash; undefined when absent. */
  size(hash: string): Promise<number | undefined>;
  /** A path the media tools can read; for local disk, the stored file itself. */
  localPath(hash: string, derived?: DerivedName): string;
  /** Removes the bytes and everything made from them; nothing when absent. */
  remove(hash: string): Promise<void>;
  /** Removes temp files last changed before `olderThan` (all of them at start-up). */
  cleanTemp(olderThan: Date): Promise<number>;
}

const HASH = /^[0-9a-f]{64}$/;

function checked(hash: string): string {
  // Hashes come from the route's validated parameter or from sha256 itself; this is the last
  // guard before a path is built from one.
  if (!HASH.test(hash)) throw new Error(`not a file hash: ${hash}`);
  return hash;
}

/**
 * Content-addressed files under `root`: `ab/cd/abcd…` (two levels of 256 folders, so that no
 * folder grows past a few thousand entries), temp files in `root/tmp` on the same filesystem.
 */
export class LocalFileStore implements FileStore {
  readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = join(root, 'tmp');
  }

  /** Creates the folders; call once before use. */
  async init(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
  }

  tempPath(extension = 'part'): string {
    return join(this.tempDir, `${Date.now()}-${randomBytes(8).toString('hex')}.${extension}`);
  }

  localPath(hash: string, derived?: DerivedName): string {
    const name = checked(hash);
    const file = derived ? `${name}.${derived}` : name;
    return join(this.root, name.slice(0, 2), name.slice(2, 4), file);
  }

  async put(hash: string, tempFile: string): Promise<boolean> {
    const target = this.localPath(hash);
    await mkdir(join(target, '..'), { recursive: true });
    try {
      // link() fails when the target exists, where rename() would replace it: the first copy
      // stays, and two uploads of the same content never both think they stored it.
      await link(tempFile, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        await unlink(tempFile);
        return false;
      }
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
      // A filesystem without hard links: callers hold the hash's lock, so looking first is safe.
      if (await this.exists(hash)) {
        await unlink(tempFile);
        return false;
      }
      await rename(tempFile, target);
      return true;
    }
    await unlink(tempFile);
    return true;
  }

  async putDerived(hash: string, name: DerivedName, tempFile: string): Promise<void> {
    await rename(tempFile, this.localPath(hash, name));
  }

  open(hash: string, range?: ByteRange): Readable {
    return createReadStream(this.localPath(hash), range ?? {});
  }

  openDerived(hash: string, name: DerivedName): Readable {
    return createReadStream(this.localPath(hash, name));
  }

  async exists(hash: string, derived?: DerivedName): Promise<boolean> {
    return (await this.statOf(this.localPath(hash, derived))) !== undefined;
  }

  async size(hash: string): Promise<number | undefined> {
    return (await this.statOf(this.localPath(hash)))?.size;
  }

  async remove(hash: string): Promise<void> {
    await Promise.all(
      [undefined, ...Object.values(DERIVED)].map((derived) =>
        rm(this.localPath(hash, derived), { force: true }),
      ),
    );
  }

  async cleanTemp(olderThan: Date): Promise<number> {
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(this.tempDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    for (const name of names) {
      const path = join(this.tempDir, name);
      const info = await this.statOf(path);
      if (info && info.mtime.getTime() < olderThan.getTime()) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private async statOf(path: string) {
    try {
      return await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** The store under the data folder: `<dataDir>/files`. */
export function fileStoreIn(dataDir: string): LocalFileStore {
  return new LocalFileStore(join(dataDir, 'files'));
}
