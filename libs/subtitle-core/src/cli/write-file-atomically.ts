import { chmod, readlink, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** Links followed at most, as the system's own limit on path resolution (ELOOP) goes. */
const MAX_LINKS = 40;

/**
 * The file a path names, through symbolic links, even when the last link points at a file that
 * is not there yet (writing then creates that file, and the link keeps its meaning); the path
 * itself when nothing is there.
 */
async function resolveTarget(path: string): Promise<string> {
  let current = path;
  for (let links = 0; links < MAX_LINKS; links++) {
    try {
      return await realpath(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let link: string;
    try {
      link = await readlink(current);
    } catch (error) {
      // Not a link (EINVAL) or not there (ENOENT): a new file at this path.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EINVAL' || code === 'ENOENT') return current;
      throw error;
    }
    current = resolve(dirname(current), link);
  }
  throw new Error(`too many symbolic links from '${path}'`);
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
