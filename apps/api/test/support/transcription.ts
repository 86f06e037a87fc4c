import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { probeMedia } from '@captio/media-engines';
import type { Task } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { driveFiles, mediaFiles, users } from '../../src/db/schema.js';
import type { Database } from '../../src/db/database.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { fileStoreIn } from '../../src/modules/files/file-store.js';
import { configuredSpeechEngines } from '../../src/modules/tasks/engines.js';
import { configuredWritingEngines } from '../../src/modules/tasks/writing-engines.js';
import { configuredTranslators } from '../../src/modules/translation/translators.js';
import {
  startTranscriptionWorker,
  type TranscriptionWorker,
} from '../../src/modules/tasks/worker.js';
import { VISITOR_COOKIE } from '../../src/modules/visitors/visitor-id.js';
import { spokenM4a } from './media-cache.js';
import { createTestApp, type SignedIn, signUp, type TestApp } from './test-app.js';

/** Settings that keep the queue quick in tests: dead workers noticed within a second or two. */
export const FAST_QUEUE_ENV = {
  CAPTIO_JOB_SUPERVISE_SECONDS: '1',
  CAPTIO_JOB_RETRY_LIMIT: '1',
};

export interface TranscriptionApp extends TestApp {
  dataDir: string;
  queue: JobQueue;
  worker: TranscriptionWorker | undefined;
}

/**
 * A whole api with its job queue on a fresh database, files stored under a temporary data
 * folder, and (unless CAPTIO_WORKERS=0) a worker in the process, as `./captio start` runs it.
 */
export async function createTranscriptionApp(
  env: Record<string, string> = {},
): Promise<TranscriptionApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'captio-tasks-test-'));
  const t = await createTestApp(
    { ...FAST_QUEUE_ENV, CAPTIO_DATA_DIR: dataDir, ...env },
    { queue: true },
  );
  const queue = t.queue;
  if (!queue) throw new Error('createTranscriptionApp: the test app has no queue');
  const worker = await startTranscriptionWorker({
    config: t.config,
    db: t.database.db,
    queue,
    engines: await configuredSpeechEngines(t.config),
    writers: await configuredWritingEngines(t.config),
    translators: await configuredTranslators(t.config),
    log: { info: () => {}, warn: () => {} },
  });
  return {
    ...t,
    dataDir,
    queue,
    worker,
    close: async () => {
      await worker?.stop();
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface StoredClip {
  hash: string;
  durationMs: number;
  path: string;
}

/** Puts a file's bytes in the file store, as an upload would, and returns its hash. */
export async function storeBytes(dataDir: string, bytes: Buffer): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const path = fileStoreIn(dataDir).localPath(hash);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  return hash;
}

/**
 * A spoken clip as an uploaded file: espeak-ng's speech made into an m4a (what a phone records),
 * stored in the file store, its media row written as the uploads module writes it.
 */
export async function storeSpokenClip(
  db: Database,
  dataDir: string,
  text: string,
): Promise<StoredClip> {
  const m4a = await spokenM4a(text);
  const bytes = await readFile(m4a);
  const hash = await storeBytes(dataDir, bytes);
  const info = await probeMedia(m4a);
  const durationMs = Math.round((info.durationSeconds ?? 0) * 1000);
  await db
    .insert(mediaFiles)
    .values({ hash, size: bytes.length, contentType: 'audio/mp4', durationMs, hasVideo: false })
    .onConflictDoNothing();
  return { hash, durationMs, path: fileStoreIn(dataDir).localPath(hash) };
}

/** A media row (as if probed) for a hash whose bytes are `bytes`, or none at all. */
export async function storeMediaRow(
  db: Database,
  row: { hash: string; durationMs: number; size?: number },
): Promise<void> {
  await db
    .insert(mediaFiles)
    .values({
      hash: row.hash,
      size: row.size ?? 1000,
      contentType: 'audio/mp4',
      durationMs: row.durationMs,
      hasVideo: false,
    })
    .onConflictDoNothing();
}

export type Holder = { userId: number } | { visitorId: string };

/** Gives a stored file to a user's drive or a visitor, as an upload does. */
export async function holdFile(
  db: Database,
  holder: Holder,
  hash: string,
  fileName = 'clip.m4a',
): Promise<void> {
  await db.insert(driveFiles).values({
    ...('userId' in holder ? { userId: holder.userId } : { visitorId: holder.visitorId }),
    fileHash: hash,
    fileName,
    fileSize: 1000,
    contentType: 'audio/mp4',
  });
}

/** A visitor id as the server would make one, and the cookie header that carries it. */
export function newVisitor(): { visitorId: string; headers: Record<string, string> } {
  const visitorId = `v_${randomBytes(16).toString('base64url')}`;
  return { visitorId, headers: { cookie: `${VISITOR_COOKIE}=${visitorId}` } };
}

/** Asks for a task's status until it is finished (the polling fallback of the web app). */
export async function waitForTask(
  app: FastifyInstance,
  taskId: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Task> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/tasks/${taskId}/`, headers });
    if (response.statusCode !== 200) {
      throw new Error(`task status answered ${response.statusCode}: ${response.body}`);
    }
    const task = (response.json() as { data: { task: Task } }).data.task;
    if (task.status !== 'WAITING') return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still WAITING: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A VIP user (level 1, never expiring) with `point` credits, signed in. */
export async function payingUser(t: TestApp, point = 100): Promise<SignedIn> {
  const user = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ level: 1, neverExpires: true, point })
    .where(eq(users.id, user.userId));
  return user;
}

/** Copies a stored file to where another test's store would look for it. */
export async function copyStored(from: string, dataDir: string, hash: string): Promise<void> {
  const to = fileStoreIn(dataDir).localPath(hash);
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}
