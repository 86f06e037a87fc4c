import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Task } from '@captio/api-client';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, pointReservations, tasks, transcripts, users } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { JobQueue } from '../src/jobs/queue.js';
import { createPostgresDatabase, TEST_DB_KIND } from './support/test-database.js';
import { json, signUp } from './support/test-app.js';
import {
  createTranscriptionApp,
  holdFile,
  storeSpokenClip,
  type TranscriptionApp,
  waitForTask,
} from './support/transcription.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** `./captio worker` from the sources, as the build runs it. */
function startWorker(env: Record<string, string>): ChildProcess & { output: () => string } {
  let output = '';
  const child = spawn(
    process.execPath,
    [
      '--conditions=@captio/source',
      '--import',
      '@swc-node/register/esm-register',
      'src/worker-main.ts',
    ],
    {
      cwd: API_DIR,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        SWC_NODE_PROJECT: join(API_DIR, 'tsconfig.json'),
        CAPTIO_LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('./captio worker', () => {
  it.runIf(TEST_DB_KIND === 'pglite')(
    'refuses to start without DATABASE_URL, and says why',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'captio-worker-'));
      try {
        const worker = startWorker({ CAPTIO_DATA_DIR: dataDir });
        expect(await exited(worker)).toBe(1);
        expect(worker.output()).toContain('a separate worker needs DATABASE_URL (Postgres)');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe.runIf(TEST_DB_KIND === 'postgres')('worker processes on one Postgres', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('start their queue together on a new database: pg-boss is installed once', async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const settings = loadConfig({}).jobs;
    const started = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        JobQueue.start({
          database: { connection: { kind: 'postgres', url: created.url } },
          settings,
          onError: () => {},
        }),
      ),
    );
    for (const result of started) {
      if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
    }
    expect(started.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
  });

  describe('a worker killed mid-job', () => {
    let t: TranscriptionApp;
    let binDir: string;
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      // The api alone, as with CAPTIO_WORKERS=0: the jobs are the worker processes'.
      t = await createTranscriptionApp({ CAPTIO_WORKERS: '0' });
      binDir = await mkdtemp(join(tmpdir(), 'captio-stuck-engine-'));
    });
    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      const stuck = await readFile(join(binDir, 'pid'), 'utf8').catch(() => '');
      if (stuck) {
        try {
          process.kill(Number(stuck), 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
      await t.close();
      await rm(binDir, { recursive: true, force: true });
    });

    it('leaves its job to another worker: the task succeeds, its credits taken once, its work folder removed', async () => {
      if (t.database.connection.kind !== 'postgres') throw new Error('needs Postgres');
      // The workers' temp folder, watched for what the killed one leaves.
      const workRoot = join(binDir, 'tmp');
      await mkdir(workRoot);
      const workFolders = async () =>
        (await readdir(workRoot)).filter((name) => name.startsWith('captio-task-'));
      // An engine that hangs, so that the first worker is surely mid-job when it is killed.
      const stuck = join(binDir, 'pocketsphinx_continuous');
      await writeFile(stuck, `#!/bin/sh\necho $$ > '${join(binDir, 'pid')}'\nexec sleep 300\n`);
      await chmod(stuck, 0o755);
      const env = {
        DATABASE_URL: t.database.connection.url,
        CAPTIO_DATA_DIR: t.dataDir,
        CAPTIO_JOB_SUPERVISE_SECONDS: '1',
        CAPTIO_JOB_HEARTBEAT_SECONDS: '10',
        CAPTIO_JOB_RETRY_LIMIT: '2',
        TMPDIR: workRoot,
      };

      const user = await signUp(t.app);
      await t.database.db
        .update(users)
        .set({ level: 1, neverExpires: true, point: 10 })
        .where(eq(users.id, user.userId));
      const clip = await storeSpokenClip(t.database.db, t.dataDir, 'good evening everybody');
      await holdFile(t.database.db, { userId: user.userId }, clip.hash);

      const first = startWorker({ ...env, CAPTIO_POCKETSPHINX_BIN: stuck });
      children.push(first);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tasks/create/',
        headers: user.headers,
        payload: { file_hash: clip.hash, language: 'en' },
      });
      const created = json<{ data: { task: Task } }>(response).data.task;

      await until(
        'the first worker to reach recognition',
        async () => {
          const [row] = await t.database.db
            .select()
            .from(tasks)
            .where(eq(tasks.id, created.task_id));
          const pid = await readFile(join(binDir, 'pid'), 'utf8').catch(() => '');
          return row?.stage === 'recognizing' && pid ? true : undefined;
        },
        60_000,
      );
      first.kill('SIGKILL');
      await exited(first);
      process.kill(Number(await readFile(join(binDir, 'pid'), 'utf8')), 'SIGKILL');
      // What the killed worker was working on is still there, named by its pid.
      expect(await workFolders()).toEqual([expect.stringMatching(`_${first.pid}_`)]);

      const second = startWorker(env);
      children.push(second);
      const finished = await waitForTask(t.app, created.task_id, user.headers, 90_000).catch(
        (error: Error) => {
          throw new Error(`${error.message}\nsecond worker said:\n${second.output()}`);
        },
      );
      expect(finished).toMatchObject({ status: 'SUCCESS', engine: { id: 'pocketsphinx' } });
      // The second worker removed it on starting, and its own goes as its job ends.
      await until(
        'the work folders to go',
        async () => ((await workFolders()).length === 0 ? true : undefined),
        10_000,
      );

      const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, created.task_id));
      expect(row?.attempts).toBe(2);
      expect(
        await t.database.db
          .select()
          .from(transcripts)
          .where(eq(transcripts.taskId, created.task_id)),
      ).toHaveLength(1);
      const ledger = await t.database.db
        .select({ delta: pointLedger.delta, reason: pointLedger.reason })
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, user.userId), like(pointLedger.reason, '%task:%')));
      expect(ledger).toEqual([{ delta: -1, reason: `reserve:task:${created.task_id}` }]);
      const [reservation] = await t.database.db
        .select()
        .from(pointReservations)
        .where(eq(pointReservations.ref, created.task_id));
      expect(reservation?.status).toBe('settled');

      second.kill('SIGTERM');
      expect(await exited(second)).toBe(0);
    }, 150_000);
  });
});
