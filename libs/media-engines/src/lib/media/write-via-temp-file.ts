import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Lets `write` produce a file under a temporary name beside `finalPath`, then renames it into
 * place. A rename within one directory is atomic, so a reader never sees a half-written file,
 * and a failed or aborted write leaves nothing behind.
 */
export async function writeViaTempFile<T>(
  finalPath: string,
  write: (tempPath: string) => Promise<T>,
): Promise<T> {
  const tempPath = join(dirname(finalPath), `.${basename(finalPath)}.${randomUUID()}.part`);
  try {
    const result = await write(tempPath);
    await rename(tempPath, finalPath);
    return result;
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
