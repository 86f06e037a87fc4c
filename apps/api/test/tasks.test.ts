import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { taskSchema } from '@captio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveFiles, pointReservations, tasks, users } from '../src/db/schema.js';
import { finishSucceeded } from '../src/modules/tasks/task-store.js';
import { json, signUp, type SignedIn } from './support/test-app.js';
import {
  createTranscriptionApp,
  holdFile,
  newVisitor,
  storeMediaRow,
  type TranscriptionApp,
} from './support/transcription.js';

/**
 * Creating tasks and what may be asked of them, with no worker running (CAPTIO_WORKERS=0): the
 * tasks stay WAITING, their jobs queued, so each rule is seen on its own.
 */
let t: TranscriptionApp;
let hashCounter = 0;

/** A media row of `minutes` of audio under a hash of its own. */
async function mediaOf(durationMs: number): Promise<string> {
  hashCounter += 1;
  const hash = hashCounter.toString(16).padStart(64, 'a');
  await storeMediaRow(t.database.db, { hash, durationMs });
  return hash;
}

async function create(
  headers: Record<string, string>,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tasks/create/',
    headers,
    payload: body,
    remoteAddress,
  });
}

async function queuedJobs(): Promise<number> {
  // Both drivers answer raw SQL with { rows }.
  const result = (await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'transcription'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

async function setUser(userId: number, values: Partial<typeof users.$inferInsert>) {
  await t.database.db.update(users).set(values).where(eq(users.id, userId));
}

beforeAll(async () => {
  t = await createTranscriptionApp({ CAPTIO_WORKERS: '0' });
});
afterAll(async () => {
  await t.close();
});

describe('creating a task', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(t.app);
  });

  it('reserves the credits of a paying user with the task and its job, by started minute', async () => {
    await setUser(user.userId, { level: 1, neverExpires: true, point: 100 });
    const hash = await mediaOf(61_000);
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const jobsBefore = await queuedJobs();
    const response = await create(user.headers, { file_hash: hash, language: 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    const { task } = json<{ data: { task: Record<string, unknown> } }>(response).data;
    expect(task).toMatchObject({ status: 'WAITING', cost: 2, free_use: false, mode: 1 });
    expect(await queuedJobs()).toBe(jobsBefore + 1);
    const [held] = await t.database.db
      .select()
      .from(pointReservations)
      .where(eq(pointReservations.ref, task['task_id'] as string));
    expect(held).toMatchObject({ amount: 2, status: 'held', userId: user.userId });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.point).toBe(98);
  });

  it('refuses a file whose keep ran out as one that is not there, and makes no task', async () => {
    const hash = await mediaOf(60_000);
    await t.database.db.insert(driveFiles).values({
      userId: user.userId,
      fileHash: hash,
      fileName: 'last-week.m4a',
      fileSize: 1000,
      contentType: 'audio/mp4',
      expiresAt: new Date(t.clock.now.getTime() - 1000),
    });
    const response = await create(user.headers, { file_hash: hash, language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'file_not_found' });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.fileHash, hash))).toEqual([]);
  });

  it('names the engine that will transcribe it from the start, while it waits', async () => {
    await setUser(user.userId, { level: 1, neverExpires: true, point: 100 });
    const hash = await mediaOf(10_000);
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const created = await create(user.headers, { file_hash: hash, language: 'en' });
    const { task } = json<{ data: { task: { task_id: string } } }>(created).data;
    const pocketsphinx = { id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low' };
    expect(task).toMatchObject({ status: 'WAITING', stage: 'queued', engine: pocketsphinx });
    const answers = await Promise.all(
      [`/api/tasks/${task.task_id}/`, `/api/tasks/?file_hash=${hash}`].map((url) =>
        t.app.inject({ method: 'GET', url, headers: user.headers }),
      ),
    );
    const [status, list] = answers.map((answer) => json<{ data: Record<string, unknown> }>(answer));
    // The contract's own schema reads the answers: the web app parses them with it.
    expect(taskSchema.parse(status?.data['task'])).toMatchObject({
      status: 'WAITING',
      engine: pocketsphinx,
    });
    expect(taskSchema.array().parse(list?.data['result'])).toEqual([
      expect.objectContaining({ status: 'WAITING', engine: pocketsphinx }),
    ]);
  });

  it('answers 402 with what is needed and left when credits are short, and leaves nothing', async () => {
    const poor = await signUp(t.app);
    await setUser(poor.userId, { level: 1, neverExpires: true, point: 2 });
    const hash = await mediaOf(5 * 60_000);
    await holdFile(t.database.db, { userId: poor.userId }, hash);
    const jobsBefore = await queuedJobs();
    const response = await create(poor.headers, { file_hash: hash, language: 'en' });
    expect(response.statusCode).toBe(402);
    expect(json(response)).toEqual({
      code: 'insufficient_credits',
      message: 'You do not have enough credits: you need 5 credits and have 2 credits left.',
    });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.userId, poor.userId))).toEqual(
      [],
    );
    expect(await queuedJobs()).toBe(jobsBefore);
  });

  it('gives a free user three free runs a day, then takes credits', async () => {
    const free = await signUp(t.app);
    await setUser(free.userId, { point: 1 });
    const hash = await mediaOf(30_000);
    await holdFile(t.database.db, { userId: free.userId }, hash);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const response = await create(free.headers, { file_hash: hash, language: 'en' });
      answers.push(
        response.statusCode === 200
          ? json<{ data: { task: { free_use: boolean; cost: number } } }>(response).data.task
              .free_use
            ? 'free'
            : 'credits'
          : json<{ code: string }>(response).code,
      );
    }
    expect(answers).toEqual(['free', 'free', 'free', 'credits', 'insufficient_credits']);
  });

  it('asks nothing of an unlimited plan (level 2 and up)', async () => {
    const rich = await signUp(t.app);
    await setUser(rich.userId, { level: 2, neverExpires: true, point: 0 });
    const hash = await mediaOf(3_600_000);
    await holdFile(t.database.db, { userId: rich.userId }, hash);
    const response = await create(rich.headers, { file_hash: hash, language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { task: unknown } }>(response).data.task).toMatchObject({
      cost: 0,
      free_use: false,
    });
  });

  it.each([
    {
      name: 'a language no configured engine takes',
      body: { language: 'fr-FR' },
      level: 1,
      status: 422,
      code: 'unsupported_language',
      message:
        'No speech engine of this server transcribes French (France). Engines that would: whisper.cpp, OpenAI-compatible.',
    },
    {
      name: 'automatic detection on the free level',
      body: { language: 'auto' },
      level: 0,
      status: 403,
      code: 'auto_detection_not_allowed',
    },
    {
      name: 'automatic detection with no engine that detects',
      body: { language: 'auto' },
      level: 1,
      status: 422,
      code: 'unsupported_language',
      message:
        'No speech engine of this server recognizes the language by itself: choose the language spoken in the file.',
    },
    {
      name: 'speaker labels on the free level',
      body: { language: 'en', mode: 2 },
      level: 0,
      status: 403,
      code: 'mode_not_in_plan',
    },
    {
      name: 'an article on the free level',
      body: { language: 'en', mode: 3 },
      level: 0,
      status: 403,
      code: 'mode_not_in_plan',
    },
  ])('refuses $name ($status $code) and reserves nothing', async (row) => {
    const someone = await signUp(t.app);
    await setUser(someone.userId, { level: row.level, neverExpires: true, point: 50 });
    const hash = await mediaOf(10_000);
    await holdFile(t.database.db, { userId: someone.userId }, hash);
    const response = await create(someone.headers, { file_hash: hash, ...row.body });
    expect(response.statusCode).toBe(row.status);
    const body = json<{ code: string; message: string }>(response);
    expect(body.code).toBe(row.code);
    if (row.message) expect(body.message).toBe(row.message);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, someone.userId));
    expect(after?.point).toBe(50);
  });

  it('words the refusal in the reader’s language', async () => {
    const hash = await mediaOf(10_000);
    await holdFile(t.database.db, { userId: user.userId }, hash);
    const response = await create(
      { ...user.headers, 'accept-language': 'de-DE' },
      { file_hash: hash, language: 'ja' },
    );
    expect(json<{ message: string }>(response).message).toBe(
      'Keine Spracherkennung dieses Servers transkribiert Japanisch. Engines, die es könnten: whisper.cpp, OpenAI-compatible.',
    );
  });
});

describe('a visitor without an account', () => {
  it('gets three free uses; clearing cookies or coming back with the fingerprint does not reset them', async () => {
    const hash = await mediaOf(20_000);
    const first = newVisitor();
    await holdFile(t.database.db, { visitorId: first.visitorId }, hash);
    const address = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await create(
        first.headers,
        { file_hash: hash, language: 'en', fingerprint: 'fp-1' },
        address,
      );
      statuses.push(response.statusCode);
      expect(json<{ data: { task: unknown } }>(response).data.task).toMatchObject({
        free_use: true,
        cost: 0,
      });
    }
    expect(statuses).toEqual([200, 200, 200]);

    const fourth = await create(first.headers, { file_hash: hash, language: 'en' }, address);
    expect(fourth.statusCode).toBe(403);
    expect(json(fourth)).toEqual({
      code: 'free_uses_exhausted',
      message: 'You have used your 3 free transcriptions. Sign up to keep transcribing.',
    });

    // Cookies cleared: a new visitor id, same address.
    const cleared = newVisitor();
    await holdFile(t.database.db, { visitorId: cleared.visitorId }, hash);
    const again = await create(cleared.headers, { file_hash: hash, language: 'en' }, address);
    expect(again.statusCode).toBe(403);

    // Cookies cleared and another network, same device.
    const elsewhere = newVisitor();
    await holdFile(t.database.db, { visitorId: elsewhere.visitorId }, hash);
    const moved = await create(
      elsewhere.headers,
      { file_hash: hash, language: 'en', fingerprint: 'fp-1' },
      '203.0.113.9',
    );
    expect(moved.statusCode).toBe(403);

    // Someone else entirely still has theirs.
    const stranger = newVisitor();
    await holdFile(t.database.db, { visitorId: stranger.visitorId }, hash);
    const theirs = await create(
      stranger.headers,
      { file_hash: hash, language: 'en' },
      '192.0.2.50',
    );
    expect(theirs.statusCode).toBe(200);
  });
});

describe('a transcript’s name', () => {
  it('is its task’s, whatever name the stored file has since (another link, another upload)', async () => {
    const owner = await signUp(t.app);
    const hash = await mediaOf(10_000);
    await holdFile(t.database.db, { userId: owner.userId }, hash, 'A talk.mp4');
    const response = await create(owner.headers, { file_hash: hash, language: 'en' });
    const taskId = json<{ data: { task: { task_id: string } } }>(response).data.task.task_id;
    await finishSucceeded(t.database.db, taskId, {
      lines: [{ start_time: 0, end_time: 1000, text: 'hello world' }],
      engineId: 'pocketsphinx',
      language: 'en',
    });
    await t.database.db
      .update(driveFiles)
      .set({ fileName: 'A talk in XML.mp4' })
      .where(eq(driveFiles.fileHash, hash));
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/result/${hash}/?task_id=${taskId}`,
      headers: owner.headers,
    });
    expect(json<{ data: { file_name: string } }>(result).data.file_name).toBe('A talk.mp4');
  });
});

describe('what belongs to someone else answers 404', () => {
  let owner: SignedIn;
  let other: SignedIn;
  let hash: string;
  let taskId: string;
  const visitor = newVisitor();

  beforeAll(async () => {
    owner = await signUp(t.app);
    other = await signUp(t.app);
    hash = await mediaOf(10_000);
    await holdFile(t.database.db, { userId: owner.userId }, hash);
    const response = await create(owner.headers, { file_hash: hash, language: 'en' });
    taskId = json<{ data: { task: { task_id: string } } }>(response).data.task.task_id;
    await finishSucceeded(t.database.db, taskId, {
      lines: [{ start_time: 0, end_time: 1000, text: 'hello world' }],
      engineId: 'pocketsphinx',
      language: 'en',
    });
  });

  it.each([
    ['another user', () => other.headers],
    ['a visitor', () => visitor.headers],
    ['nobody', () => ({})],
  ])('for %s', async (_who, headers) => {
    const calls = [
      { method: 'GET' as const, url: `/api/tasks/${taskId}/` },
      { method: 'GET' as const, url: `/api/tasks/${taskId}/events` },
      { method: 'GET' as const, url: `/api/result/${hash}/` },
      { method: 'GET' as const, url: `/api/result/${hash}/?task_id=${taskId}` },
      {
        method: 'POST' as const,
        url: `/api/tasks/${taskId}/transcript/`,
        payload: { revision: 0, file_json: [], speaker_file_json: {} },
      },
      {
        method: 'POST' as const,
        url: '/api/tasks/create/',
        payload: { file_hash: hash, language: 'en' },
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: headers() });
      expect([call.url, response.statusCode]).toEqual([call.url, 404]);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/tasks/', headers: headers() });
    expect(json<{ data: { result: unknown[] } }>(list).data.result).toEqual([]);
  });

  it('while the owner sees it all', async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/`,
      headers: owner.headers,
    });
    expect(json<{ data: { task: unknown } }>(status).data.task).toMatchObject({
      task_id: taskId,
      status: 'SUCCESS',
      engine: { id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/?file_hash=${hash}`,
      headers: owner.headers,
    });
    expect(json<{ data: { result: { task_id: string }[] } }>(list).data.result).toEqual([
      expect.objectContaining({ task_id: taskId }),
    ]);
  });

  describe('saving the transcript', () => {
    const save = (revision: number, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tasks/${taskId}/transcript/`,
        headers: owner.headers,
        payload: {
          revision,
          file_json: [{ start_time: 0, end_time: 1200, text: 'hello there', speaker: 's1' }],
          speaker_file_json: { s1: 'Ada' },
          ...extra,
        },
      });

    it('moves the revision on and marks the transcript changed', async () => {
      const response = await save(0);
      expect(json(response)).toEqual({
        data: {
          revision: 1,
          is_change: true,
          translate_is_change: false,
          mismatched_original: false,
        },
      });
      const result = await t.app.inject({
        method: 'GET',
        url: `/api/result/${hash}/`,
        headers: owner.headers,
      });
      expect(json<{ data: unknown }>(result).data).toMatchObject({
        revision: 1,
        is_change: true,
        file_json: [{ start_time: 0, end_time: 1200, text: 'hello there', speaker: 's1' }],
        speaker_file_json: { s1: 'Ada' },
        file_name: 'clip.m4a',
        duration: 10,
        url: `/api/files/${hash}/media`,
        language: 'en',
        drive_file: true,
      });
    });

    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ])('sends the transcript in %s to a reader that accepts it', async (encoding, decode) => {
      const url = `/api/result/${hash}/`;
      const plain = await t.app.inject({ method: 'GET', url, headers: owner.headers });
      const compressed = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...owner.headers, 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    });

    it('answers 409 transcript_conflict with the current revision to a stale save', async () => {
      const response = await save(0);
      expect(response.statusCode).toBe(409);
      expect(response.headers['x-transcript-revision']).toBe('1');
      expect(json(response)).toEqual({
        code: 'transcript_conflict',
        message:
          'This transcript was saved elsewhere in the meantime (revision 1): reload it before saving again.',
      });
    });

    it('keeps a line whose speaker has no name yet, as a speaker-mode transcript starts', async () => {
      // What the speech engine left: speakers s1, s2... and no names given.
      const response = await save(1, { speaker_file_json: {} });
      expect(response.statusCode, response.body).toBe(200);
      const result = await t.app.inject({
        method: 'GET',
        url: `/api/result/${hash}/`,
        headers: owner.headers,
      });
      expect(json<{ data: unknown }>(result).data).toMatchObject({
        file_json: [{ speaker: 's1' }],
        speaker_file_json: {},
      });
    });
  });
});

describe('the speech engines', () => {
  it('lists the configured ones with their languages and quality, and the modes done', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/transcription/engines/' });
    expect(json(response)).toEqual({
      data: {
        result: [{ id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low', languages: ['en'] }],
        writers: [
          {
            id: 'ots',
            name: 'Open Text Summarizer',
            quality: 'extractive',
            languages: expect.arrayContaining(['en', 'de', 'fr']),
            fields: ['file_summarize', 'Show_Notes'],
          },
        ],
        modes: [1, 2, 3],
      },
    });
  });
});

describe('the API documentation', () => {
  it('lists the task events stream as text/event-stream', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = json<{ paths: Record<string, Record<string, unknown>> }>(response);
    const events = document.paths['/api/tasks/{task_id}/events']?.['get'] as
      | { tags: string[]; responses: Record<string, { content: Record<string, unknown> }> }
      | undefined;
    expect(events?.tags).toEqual(['tasks']);
    expect(Object.keys(events?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
  });
});

describe('a file of the caller’s that has no transcription', () => {
  it('is answered as not transcribed to its holder, and as no transcription to anyone else', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const hash = await mediaOf(60_000);
    await holdFile(t.database.db, { userId: owner.userId }, hash);
    const ask = (who: SignedIn, locale = 'en-US') =>
      t.app.inject({
        method: 'GET',
        url: `/api/result/${hash}/`,
        headers: { ...who.headers, 'accept-language': locale },
      });
    const own = await ask(owner, 'de-DE');
    expect(own.statusCode).toBe(404);
    expect(json(own)).toMatchObject({
      code: 'file_not_transcribed',
      message: 'Diese Datei gehört Ihnen, wurde aber nicht transkribiert.',
    });
    const others = await ask(stranger);
    expect(others.statusCode).toBe(404);
    expect(json(others)).toMatchObject({ code: 'task_not_found' });
  });
});

describe('a visitor who signs up', () => {
  it('finds the transcriptions made as a visitor in the new account, and the visitor no longer does', async () => {
    const hash = await mediaOf(20_000);
    const visitor = newVisitor();
    await holdFile(t.database.db, { visitorId: visitor.visitorId }, hash);
    const made = await create(visitor.headers, { file_hash: hash, language: 'en' }, '192.0.2.77');
    expect(made.statusCode).toBe(200);
    const taskId = json<{ data: { task: { task_id: string } } }>(made).data.task.task_id;

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: visitor.headers,
      payload: {
        email: `visitor-${taskId}@example.com`,
        password: 'correct horse battery',
        name: 'Vi',
      },
    });
    expect(signup.statusCode).toBe(200);
    const { token } = json<{ data: { token: string } }>(signup).data;
    const account = { authorization: `Token ${token}` };

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/`,
      headers: account,
    });
    expect(own.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/tasks/', headers: account });
    expect(
      json<{ data: { result: { task_id: string }[] } }>(list).data.result.map(
        (task) => task.task_id,
      ),
    ).toContain(taskId);
    const asVisitor = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/`,
      headers: visitor.headers,
    });
    expect(asVisitor.statusCode).toBe(404);
  });
});
