import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorkFolder, removeLeftoverWorkFolders, workFolderName } from './work-folders.js';

const HOUR = 60 * 60 * 1000;
const MAX_AGE_MS = 7 * HOUR;

let root: string;
let runningPid: number;
let stopRunning: () => void;
let deadPid: number;

/** A child process's pid, once it has exited. */
async function pidOfExited(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'captio-work-folders-'));
  const running = spawn('sleep', ['60']);
  if (running.pid === undefined) throw new Error('no pid');
  runningPid = running.pid;
  stopRunning = () => running.kill('SIGKILL');
  deadPid = await pidOfExited();
});
afterAll(async () => {
  stopRunning();
  await rm(root, { recursive: true, force: true });
});

describe('the work folders killed workers left behind', () => {
  it('go, while those of live workers and other programs stay', async () => {
    const live = await makeWorkFolder(root);
    await writeFile(join(live.path, 'speech.wav'), 'audio');
    const folders = {
      'this process’s, in use': { name: basename(live.path), goes: false },
      'this process’s pid, not in use (a restart under the same pid)': {
        name: workFolderName(process.pid),
        goes: true,
      },
      'a worker that was killed': { name: workFolderName(deadPid), goes: true },
      'a worker that runs': { name: workFolderName(runningPid), goes: false },
      'another machine’s, recent': { name: workFolderName(deadPid, 'other-host'), goes: false },
      'another machine’s, older than the longest job': {
        name: workFolderName(deadPid, 'other-host'),
        goes: true,
        old: true,
      },
      'a running pid’s, older than the longest job (the pid used again)': {
        name: workFolderName(runningPid),
        goes: true,
        old: true,
      },
      'another program’s': { name: 'captio-pocketsphinx-abc123', goes: false, old: true },
    };
    const now = Date.now();
    for (const folder of Object.values(folders)) {
      const path = join(root, folder.name);
      await mkdir(path, { recursive: true });
      await writeFile(join(path, 'speech.wav'), 'audio');
      if ('old' in folder) {
        const then = new Date(now - MAX_AGE_MS - HOUR);
        await utimes(path, then, then);
      }
    }

    const removed = await removeLeftoverWorkFolders({ root, maxAgeMs: MAX_AGE_MS });

    const left = new Set(await readdir(root));
    const outcome = Object.fromEntries(
      Object.entries(folders).map(([what, folder]) => [what, !left.has(folder.name)]),
    );
    const expected = Object.fromEntries(
      Object.entries(folders).map(([what, folder]) => [what, folder.goes]),
    );
    expect(outcome).toEqual(expected);
    expect(removed.sort()).toEqual(
      Object.values(folders)
        .filter((folder) => folder.goes)
        .map((folder) => folder.name)
        .sort(),
    );

    await live.remove();
    expect(await readdir(root)).not.toContain(basename(live.path));
  });

  it('are no trouble when the temp folder is missing', async () => {
    expect(
      await removeLeftoverWorkFolders({ root: join(root, 'missing'), maxAgeMs: MAX_AGE_MS }),
    ).toEqual([]);
  });
});
