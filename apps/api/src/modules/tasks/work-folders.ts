import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A job's temporary work (the extracted audio, what the engines write) goes in a folder of its
 * own named `captio-task-<host>_<pid>_<random>`: the process that works in it, so that what a
 * killed worker left is told apart from the folders of live workers on the same machine.
 */
const PREFIX = 'captio-task-';
const NAME = /^captio-task-(.+)_(\d+)_[0-9a-f]+$/;

/** The host part of a name: the machine's name, in characters a file name keeps as they are. */
const HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '-') || 'host';

/** A new work folder's name: this machine's, for the process `pid`. */
export function workFolderName(pid = process.pid, host = HOST): string {
  return `${PREFIX}${host}_${pid}_${randomBytes(6).toString('hex')}`;
}

/** The folders this process works in now; anything else named by its pid is a former life's. */
const inUse = new Set<string>();

export interface WorkFolder {
  path: string;
  /** Removes the folder and all in it. */
  remove(): Promise<void>;
}

/** A new work folder for a job of this process, under `root` (the system's temp folder). */
export async function makeWorkFolder(root = tmpdir()): Promise<WorkFolder> {
  const name = workFolderName();
  // Counted as in use before it exists, so that a sweep at that moment cannot take it.
  inUse.add(name);
  const path = join(root, name);
  try {
    await mkdir(path, { recursive: false });
  } catch (error) {
    inUse.delete(name);
    throw error;
  }
  return {
    path,
    remove: async () => {
      try {
        await rm(path, { recursive: true, force: true });
      } finally {
        inUse.delete(name);
      }
    },
  };
}

/** Whether a process of this machine with this pid runs (EPERM: it does, as another user). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LeftoverSweepOptions {
  root?: string;
  /**
   * No job runs longer (the queue takes it back): a folder last changed before this long ago is
   * left over whatever its name says, which covers a pid used again by another process and a
   * folder of another machine sharing the temp folder.
   */
  maxAgeMs: number;
  now?: () => number;
  runs?: (pid: number) => boolean;
}

/**
 * Removes the work folders whose process is gone: this machine's, named by a pid that no longer
 * runs, or by this process's pid but not in use by it (a restart under the same pid, as in a
 * container); and any older than maxAgeMs. The names of the folders removed.
 */
export async function removeLeftoverWorkFolders(options: LeftoverSweepOptions): Promise<string[]> {
  const root = options.root ?? tmpdir();
  const now = options.now ?? Date.now;
  const runs = options.runs ?? processRuns;
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match || inUse.has(name)) continue;
    const [, host, pidText] = match;
    const pid = Number(pidText);
    const ownerGone = host === HOST && (pid === process.pid || !runs(pid));
    if (!ownerGone && !(await olderThan(join(root, name), now() - options.maxAgeMs))) continue;
    await rm(join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

async function olderThan(path: string, time: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < time;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
