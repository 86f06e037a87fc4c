import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Task, TranscriptResult } from '@captio/api-client';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, pointReservations, tasks, transcripts, users } from '../src/db/schema.js';
import { createTaskRunner } from '../src/modules/tasks/run-task.js';
import { configuredSpeechEngines } from '../src/modules/tasks/engines.js';
import { readEvents, serveOnLoopback } from './support/task-events.js';
import { json, signUp } from './support/test-app.js';
import {
  createTranscriptionApp,
  holdFile,
  payingUser,
  storeBytes,
  storeMediaRow,
  storeSpokenClip,
  type TranscriptionApp,
  waitForTask,
} from './support/transcription.js';

const run = promisify(execFile);

const SPOKEN = 'hello world this is a test of the speech recognition';

/** The words of a text, lower case, for comparing what was heard with what was said. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

async function createTask(
  t: TranscriptionApp,
  headers: Record<string, string>,
  hash: string,
): Promise<Task> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tasks/create/',
    headers,
    payload: { file_hash: hash, language: 'en-US' },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return json<{ data: { task: Task } }>(response).data.task;
}

async function ledgerOf(t: TranscriptionApp, userId: number) {
  return t.database.db
    .select({ delta: pointLedger.delta, reason: pointLedger.reason })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), like(pointLedger.reason, '%task:%')))
    .orderBy(pointLedger.id);
}

describe('the worker in the api process', () => {
  let t: TranscriptionApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTranscriptionApp();
    baseUrl = await serveOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a spoken clip from WAITING to SUCCESS, streams its progress, and settles its credits once', async () => {
    const user = await payingUser(t, 10);
    const clip = await storeSpokenClip(t.database.db, t.dataDir, SPOKEN);
    await holdFile(t.database.db, { userId: user.userId }, clip.hash, 'hello.m4a');

    const created = await createTask(t, user.headers, clip.hash);
    expect(created).toMatchObject({ status: 'WAITING', cost: 1, file_name: 'hello.m4a' });
    const { response, events } = await readEvents(
      `${baseUrl}/api/tasks/${created.task_id}/events`,
      user.headers,
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.every((event) => event.event === 'progress')).toBe(true);
    const last = events.at(-1)?.task;
    expect(last).toMatchObject({
      status: 'SUCCESS',
      stage: 'done',
      progress: 100,
      engine: { id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low' },
      detected_language: 'en',
      failure: null,
    });
    // Progress only grows, and the stream told of stages before the end.
    const percents = events.map((event) => event.task.progress);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(events.length).toBeGreaterThan(1);

    const result = await t.app.inject({
      method: 'GET',
      url: `/api/result/${clip.hash}/`,
      headers: user.headers,
    });
    const data = json<{ data: TranscriptResult }>(result).data;
    expect(data).toMatchObject({ revision: 0, is_change: false, language: 'en' });
    const heard = new Set(data.file_json.flatMap((line) => wordsOf(line.text)));
    const overlap = wordsOf(SPOKEN).filter((word) => heard.has(word));
    expect(overlap.length, `heard: ${[...heard].join(' ')}`).toBeGreaterThanOrEqual(3);
    for (const line of data.file_json) {
      expect(line.end_time).toBeGreaterThanOrEqual(line.start_time);
      expect(line.end_time).toBeLessThanOrEqual(clip.durationMs + 500);
    }

    expect(await ledgerOf(t, user.userId)).toEqual([
      { delta: -1, reason: `reserve:task:${created.task_id}` },
    ]);
    const [reservation] = await t.database.db
      .select()
      .from(pointReservations)
      .where(eq(pointReservations.ref, created.task_id));
    expect(reservation?.status).toBe('settled');
  });

  it('words a failure in the language the page names, which an EventSource cannot send', async () => {
    const user = await payingUser(t, 10);
    const hash = await storeBytes(t.dataDir, Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nx\n'));
    await storeMediaRow(t.database.db, { hash, durationMs: 5_000 });
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const created = await createTask(t, user.headers, hash);
    await waitForTask(t.app, created.task_id, user.headers);
    const english = { ...user.headers, 'accept-language': 'en-US' };
    const url = `${baseUrl}/api/tasks/${created.task_id}/events`;
    const failures = await Promise.all(
      [url, `${url}?locale=fr-FR`, `${url}?locale=ja-JP`].map(
        async (each) => (await readEvents(each, english)).events.at(-1)?.task.failure?.message,
      ),
    );
    expect(failures).toEqual([
      'The file has no sound to transcribe.',
      'Le fichier ne contient aucun son à transcrire.',
      'このファイルには文字起こしできる音声がありません。',
    ]);
    const refused = await fetch(`${url}?locale=xx-XX`, { headers: english });
    expect(refused.status).toBe(400);
  });

  it('sends a finished task at once and ends the stream', async () => {
    const user = await payingUser(t, 10);
    const clip = await storeSpokenClip(t.database.db, t.dataDir, 'good morning');
    await holdFile(t.database.db, { userId: user.userId }, clip.hash);
    const created = await createTask(t, user.headers, clip.hash);
    await waitForTask(t.app, created.task_id, user.headers);
    const { events } = await readEvents(
      `${baseUrl}/api/tasks/${created.task_id}/events`,
      user.headers,
    );
    expect(events.map((event) => event.task.status)).toEqual(['SUCCESS']);
  });

  it.each([
    {
      name: 'a stored file that is not media',
      bytes: Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nnot audio\n'),
      code: 'no_audio',
      message: 'The file has no sound to transcribe.',
    },
    {
      name: 'a file missing from the store',
      bytes: undefined,
      code: 'file_missing',
      message: 'The stored file could not be read: upload it again.',
    },
  ])('fails $name at once as $code, and refunds exactly once', async (row) => {
    const user = await payingUser(t, 10);
    const hash = row.bytes
      ? await storeBytes(t.dataDir, row.bytes)
      : 'f'.repeat(63) + String(Math.floor(Math.random() * 10));
    await storeMediaRow(t.database.db, { hash, durationMs: 90_000 });
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const created = await createTask(t, user.headers, hash);
    expect(created.cost).toBe(2);
    const finished = await waitForTask(t.app, created.task_id, user.headers);
    expect(finished).toMatchObject({
      status: 'FAILED',
      failure: { code: row.code, message: row.message },
    });
    expect(await ledgerOf(t, user.userId)).toEqual([
      { delta: -2, reason: `reserve:task:${created.task_id}` },
      { delta: 2, reason: `refund:task:${created.task_id}` },
    ]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(after?.point).toBe(10);
  });

  it('fails a recording with no speech in it as no_speech, and refunds it', async () => {
    const user = await payingUser(t, 10);
    const silence = join(t.dataDir, 'silence.m4a');
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '4'],
      ...['-c:a', 'aac', silence],
    ]);
    const hash = await storeBytes(t.dataDir, await readFile(silence));
    await storeMediaRow(t.database.db, { hash, durationMs: 4_000 });
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const created = await createTask(t, user.headers, hash);
    const finished = await waitForTask(t.app, created.task_id, user.headers);
    expect(finished).toMatchObject({
      status: 'FAILED',
      failure: {
        code: 'no_speech',
        message: 'No speech was heard in the file: it has nothing to transcribe.',
      },
    });
    expect(await ledgerOf(t, user.userId)).toEqual([
      { delta: -created.cost, reason: `reserve:task:${created.task_id}` },
      { delta: created.cost, reason: `refund:task:${created.task_id}` },
    ]);
  });

  it('gives back a free run when the task fails', async () => {
    const user = await signUp(t.app);
    const hash = 'e'.repeat(64);
    await storeMediaRow(t.database.db, { hash, durationMs: 5_000 });
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const created = await createTask(t, user.headers, hash);
    expect(created.free_use).toBe(true);
    await waitForTask(t.app, created.task_id, user.headers);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(after?.freeRemaining).toBe(3);
  });

  it('settles or refunds once however often a job is delivered', async () => {
    const user = await payingUser(t, 10);
    const clip = await storeSpokenClip(t.database.db, t.dataDir, 'one two three');
    await holdFile(t.database.db, { userId: user.userId }, clip.hash);
    const created = await createTask(t, user.headers, clip.hash);
    await waitForTask(t.app, created.task_id, user.headers);

    // The same job again (a worker that looked dead but was not), and its giving up.
    const runner = createTaskRunner({
      db: t.database.db,
      dataDir: t.dataDir,
      engines: await configuredSpeechEngines(t.config),
      writers: [],
      stopping: new AbortController().signal,
      jobTimeLimitMs: 600_000,
      links: undefined,
      linkSettings: t.config.links,
      log: { info: () => {}, warn: () => {} },
    });
    const job = {
      id: 'redelivered',
      name: 'transcription',
      data: { task_id: created.task_id },
      expireInSeconds: 600,
      heartbeatSeconds: 10,
      retryCount: 1,
      signal: new AbortController().signal,
    };
    await runner.run(job);
    await runner.giveUp(job);

    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, created.task_id));
    expect(task).toMatchObject({ status: 'SUCCESS', attempts: 1 });
    expect(
      await t.database.db.select().from(transcripts).where(eq(transcripts.taskId, created.task_id)),
    ).toHaveLength(1);
    expect(await ledgerOf(t, user.userId)).toEqual([
      { delta: -1, reason: `reserve:task:${created.task_id}` },
    ]);
  });
});

describe('an engine that keeps failing', () => {
  let t: TranscriptionApp;
  let binDir: string;
  beforeAll(async () => {
    binDir = await mkdtemp(join(tmpdir(), 'captio-broken-engine-'));
    const broken = join(binDir, 'pocketsphinx_continuous');
    await writeFile(broken, '#!/bin/sh\necho "decoder crashed" >&2\nexit 3\n');
    await chmod(broken, 0o755);
    t = await createTranscriptionApp({ CAPTIO_POCKETSPHINX_BIN: broken });
  });
  afterAll(async () => {
    await t.close();
    await rm(binDir, { recursive: true, force: true });
  });

  it('is retried, then the task ends FAILED with its credits refunded once', async () => {
    const user = await payingUser(t, 10);
    const clip = await storeSpokenClip(t.database.db, t.dataDir, 'testing one two');
    await holdFile(t.database.db, { userId: user.userId }, clip.hash);
    const created = await createTask(t, user.headers, clip.hash);
    const finished = await waitForTask(t.app, created.task_id, user.headers);
    expect(finished).toMatchObject({ status: 'FAILED', failure: { code: 'engine_failed' } });
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, created.task_id));
    // CAPTIO_JOB_RETRY_LIMIT=1: the first attempt and one retry.
    expect(task?.attempts).toBe(2);
    expect(await ledgerOf(t, user.userId)).toEqual([
      { delta: -1, reason: `reserve:task:${created.task_id}` },
      { delta: 1, reason: `refund:task:${created.task_id}` },
    ]);
  });
});
