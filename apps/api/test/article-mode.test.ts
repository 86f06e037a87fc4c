import { ARTICLE_FIELDS, type Task, type TranscriptResult } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { startChatServer } from './support/chat-server.js';
import { json } from './support/test-app.js';
import {
  createTranscriptionApp,
  holdFile,
  payingUser,
  storeMediaRow,
  storeSpokenClip,
  type TranscriptionApp,
  waitForTask,
} from './support/transcription.js';

/** A short meeting, said by espeak-ng and heard by PocketSphinx. */
const MEETING =
  'Good morning everyone. The payment team still has three open bugs. ' +
  'We will fix the payment bugs by Wednesday. Thank you for coming.';

/** Recognition shares the machine with other suites: a whole task may take a while. */
const TASK_TEST_MS = 180_000;

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

let hashCounter = 0;
async function mediaOf(t: TranscriptionApp, durationMs: number): Promise<string> {
  hashCounter += 1;
  const hash = hashCounter.toString(16).padStart(64, 'b');
  await storeMediaRow(t.database.db, { hash, durationMs });
  return hash;
}

function create(t: TranscriptionApp, headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/tasks/create/', headers, payload: body });
}

/** An article task on the spoken meeting, run to its end; the result page's answer. */
async function articleOfMeeting(t: TranscriptionApp): Promise<TranscriptResult> {
  const user = await payingUser(t);
  const clip = await storeSpokenClip(t.database.db, t.dataDir, MEETING);
  await holdFile(t.database.db, { userId: user.userId }, clip.hash);
  const created = await create(t, user.headers, {
    file_hash: clip.hash,
    language: 'en',
    mode: 3,
  });
  expect(created.statusCode, created.body).toBe(200);
  const task = json<{ data: { task: Task } }>(created).data.task;
  const done = await waitForTask(t.app, task.task_id, user.headers, 120_000);
  expect(done.status, JSON.stringify(done)).toBe('SUCCESS');
  const result = await t.app.inject({
    method: 'GET',
    url: `/api/result/${clip.hash}/`,
    headers: user.headers,
  });
  expect(result.statusCode, result.body).toBe(200);
  return json<{ data: TranscriptResult }>(result).data;
}

describe('article mode with ots, the local default', () => {
  let t: TranscriptionApp;
  beforeAll(async () => {
    t = await createTranscriptionApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is offered, with ots as an extractive writer of summaries and show notes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/transcription/engines/' });
    const { data } = json<{
      data: { modes: number[]; writers: { id: string; quality: string; fields: string[] }[] };
    }>(response);
    expect(data.modes).toEqual([1, 2, 3]);
    expect(data.writers).toMatchObject([
      { id: 'ots', quality: 'extractive', fields: ['file_summarize', 'Show_Notes'] },
    ]);
  });

  it('costs 3 credits per started minute, reserved with the task', async () => {
    const user = await payingUser(t, 100);
    const hash = await mediaOf(t, 61_000);
    await holdFile(t.database.db, { userId: user.userId }, hash);
    // No worker picks this one: the file has no bytes, so it fails and is refunded later.
    const response = await create(t, user.headers, { file_hash: hash, language: 'en', mode: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { task: Task } }>(response).data.task).toMatchObject({ mode: 3, cost: 6 });
  });

  it(
    'writes a summary and show notes from the transcript, and no texts ots cannot write',
    async () => {
      const result = await articleOfMeeting(t);
      expect(result.article_engine).toEqual({
        id: 'ots',
        name: 'Open Text Summarizer',
        quality: 'extractive',
      });
      const heard = new Set(wordsOf(result.file_json.map((line) => line.text).join(' ')));
      const summary = result.file_summarize ?? '';
      expect(summary.length).toBeGreaterThan(0);
      // Extractive: every word of the summary was heard in the recording.
      for (const word of wordsOf(summary)) expect(heard, word).toContain(word);
      const notes = (result.Show_Notes ?? '').split('\n');
      expect(notes.length).toBeGreaterThan(0);
      for (const line of notes) expect(line).toMatch(/^\d+:\d\d \S/);
      expect(result.Blog_Post).toBeNull();
      expect(result.Social_Media).toBeNull();
      expect(result.Meetings_Minutes).toBeNull();
    },
    TASK_TEST_MS,
  );

  it(
    'leaves every article field null for a basic transcription',
    async () => {
      const user = await payingUser(t);
      const clip = await storeSpokenClip(t.database.db, t.dataDir, 'one two three');
      await holdFile(t.database.db, { userId: user.userId }, clip.hash);
      const created = await create(t, user.headers, { file_hash: clip.hash, language: 'en' });
      const task = json<{ data: { task: Task } }>(created).data.task;
      await waitForTask(t.app, task.task_id, user.headers, 120_000);
      const result = await t.app.inject({
        method: 'GET',
        url: `/api/result/${clip.hash}/`,
        headers: user.headers,
      });
      const data = json<{ data: TranscriptResult }>(result).data;
      for (const field of ARTICLE_FIELDS) expect(data[field]).toBeNull();
      expect(data.article_engine).toBeNull();
    },
    TASK_TEST_MS,
  );
});

describe('article mode with an OpenAI-compatible chat endpoint', () => {
  let t: TranscriptionApp;
  let chat: Awaited<ReturnType<typeof startChatServer>>;
  beforeAll(async () => {
    // Answers with the first words of what it was asked to write, and the transcript's first line.
    chat = await startChatServer(
      (messages) =>
        `${messages[0]?.content.split(':')[0] ?? ''} | ${messages[1]?.content.split('\n')[0] ?? ''}`,
    );
    t = await createTranscriptionApp({ CAPTIO_WRITING_URL: chat.url, CAPTIO_WRITING_KEY: 'k' });
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  it(
    'writes every article text with the model, in the transcript language',
    async () => {
      const result = await articleOfMeeting(t);
      expect(result.article_engine).toEqual({
        id: 'openai-compatible',
        name: 'OpenAI-compatible',
        quality: 'generative',
      });
      const firstLine = `[0:00] ${result.file_json[0]?.text.split('\n')[0] ?? ''}`;
      for (const field of ARTICLE_FIELDS) {
        expect(result[field], field).toContain(' | [0:00] ');
      }
      expect(result.Blog_Post).toMatch(/^You write a blog post/);
      expect(result.Meetings_Minutes).toMatch(/^You write meeting minutes/);
      expect(chat.received).toHaveLength(5);
      expect(chat.received[0]?.[0]?.content).toContain('Write in English (language code en)');
      expect(
        chat.received[0]?.[1]?.content.startsWith(firstLine.split(' ').slice(0, 2).join(' ')),
      ).toBe(true);
    },
    TASK_TEST_MS,
  );
});

describe('article refusals', () => {
  it.each([
    {
      name: 'no writing engine at all',
      env: { CAPTIO_OTS_BIN: '/nonexistent/ots' } as Record<string, string>,
      language: 'en',
      code: 'mode_unavailable',
      message:
        'This server has no writing engine, so it cannot write articles: choose the basic or speaker transcription.',
      modes: [1, 2],
    },
    {
      name: 'a language only a language model would write',
      // A transcription endpoint that takes Japanese; it is never called, tasks are only made.
      env: { CAPTIO_TRANSCRIBE_URL: 'http://127.0.0.1:9' } as Record<string, string>,
      language: 'ja',
      code: 'article_unsupported_language',
      message:
        'No writing engine of this server writes articles in Japanese. Engines that would: OpenAI-compatible.',
      modes: [1, 2, 3],
    },
  ])(
    'refuses an article with $name (422 $code), reserving nothing',
    async (row) => {
      const env: Record<string, string> = { CAPTIO_WORKERS: '0', ...row.env };
      const t = await createTranscriptionApp(env);
      try {
        const user = await payingUser(t, 50);
        const hash = await mediaOf(t, 10_000);
        await holdFile(t.database.db, { userId: user.userId }, hash);
        const response = await create(t, user.headers, {
          file_hash: hash,
          language: row.language,
          mode: 3,
        });
        expect(response.statusCode, response.body).toBe(422);
        expect(json(response)).toMatchObject({ code: row.code, message: row.message });
        const [after] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
        expect(after?.point).toBe(50);
        const engines = await t.app.inject({ method: 'GET', url: '/api/transcription/engines/' });
        expect(json<{ data: { modes: number[] } }>(engines).data.modes).toEqual(row.modes);
      } finally {
        await t.close();
      }
    },
    TASK_TEST_MS,
  );
});
