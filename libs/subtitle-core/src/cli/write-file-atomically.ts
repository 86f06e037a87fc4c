import { chmod, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The file a path names, through symbolic links; the path itself when nothing is there yet. */
async function resolveTarget(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return path;
    throw error;
  }
}

/** The permission bits of an existing file, or undefined when there is none. */
async function existingMode(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mode & 0o7777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes beside the target and renames, so a failure never leaves a half-written file. A file
 * that is replaced keeps its permissions, and a symbolic link keeps pointing where it did: the
 * file it points to is the one replaced.
 */
export async function writeFileAtomically(path: string, content: string): Promise<void> {
  const target = await resolveTarget(path);
  const mode = await existingMode(target);
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
  try {
    await writeFile(temp, content, 'utf8');
    // After writing: the creation mode is narrowed by the umask, chmod is not.
    if (mode !== undefined) await chmod(temp, mode);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
