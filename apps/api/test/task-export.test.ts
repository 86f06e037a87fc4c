import { parse, stripTags } from '@captio/subtitle-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcripts, users } from '../src/db/schema.js';
import { finishSucceeded } from '../src/modules/tasks/task-store.js';
import { json, signUp, type SignedIn } from './support/test-app.js';
import { zipEntries } from './support/zip-entries.js';
import {
  createTranscriptionApp,
  holdFile,
  storeMediaRow,
  type TranscriptionApp,
} from './support/transcription.js';

/** Downloads of a finished task: what the file holds, who may have it, and in which formats. */
let t: TranscriptionApp;
let owner: SignedIn;
let stranger: SignedIn;
let taskId: string;
let waitingTaskId: string;

const LINES = [
  { start_time: 0, end_time: 1500, text: 'Tom & Jerry <live>', speaker: 's1' },
  { start_time: 1500, end_time: 3200, text: '你好，世界', speaker: 's2' },
  { start_time: 3200, end_time: 4000, text: 'No speaker here' },
];

async function newTask(hash: string): Promise<string> {
  await storeMediaRow(t.database.db, { hash, durationMs: 4000 });
  await holdFile(t.database.db, { userId: owner.userId }, hash, 'Interview «final».mp4');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tasks/create/',
    headers: owner.headers,
    payload: { file_hash: hash, language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { task: { task_id: string } } }>(response).data.task.task_id;
}

function download(headers: Record<string, string>, id: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/tasks/${id}/export?${query}`, headers });
}

beforeAll(async () => {
  t = await createTranscriptionApp({ CAPTIO_WORKERS: '0' });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ level: 2, neverExpires: true })
    .where(eq(users.id, owner.userId));
  taskId = await newTask('e'.repeat(64));
  await finishSucceeded(t.database.db, taskId, {
    lines: LINES,
    engineId: 'pocketsphinx',
    language: 'en',
  });
  await t.database.db
    .update(transcripts)
    .set({ speakerFileJson: { s1: 'Ada', s2: 'Lin' } })
    .where(eq(transcripts.taskId, taskId));
  waitingTaskId = await newTask('f'.repeat(64));
});
afterAll(async () => {
  await t.close();
});

describe('exporting a transcript', () => {
  it('writes SRT that parses back to the lines, with the names given to speakers', async () => {
    const response = await download(owner.headers, taskId, 'format=srt&speakers=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment;.*filename\*=UTF-8''/);
    const { cues } = parse(response.body, { format: 'srt' });
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual(
      LINES.map((line) => [line.start_time, line.end_time]),
    );
    expect(cues.map((cue) => stripTags(cue.text))).toEqual([
      'Ada: Tom & Jerry <live>',
      'Lin: 你好，世界',
      'Unknown Speaker: No speaker here',
    ]);
  });

  it('writes in the language the link names over the browser’s: a page in German, a browser in English', async () => {
    const english = { ...owner.headers, 'accept-language': 'en-US' };
    const labelled = await download(english, taskId, 'format=srt&speakers=true&locale=de-DE');
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(labelled.body).toContain('Unbekannter Sprecher: No speaker here');
    const refused = await download(english, waitingTaskId, 'format=srt&locale=ja-JP');
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toMatch(/[\u3040-\u30ff]/);
    const unknownLocale = await download(english, taskId, 'format=srt&locale=xx-XX');
    expect(unknownLocale.statusCode).toBe(400);
  });

  it.each([
    ['vtt', 'subtitle', 'text/vtt', 'WEBVTT'],
    ['txt', 'document', 'text/plain', 'Jerry'],
    ['md', 'subtitle', 'text/markdown', 'Jerry'],
  ])('answers %s (%s) as %s', async (format, kind, type, expected) => {
    const response = await download(owner.headers, taskId, `format=${format}&kind=${kind}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.body).toContain(expected);
  });

  it('writes a Word document holding the Chinese line', async () => {
    const response = await download(owner.headers, taskId, 'format=docx&kind=document');
    expect(response.statusCode).toBe(200);
    const entries = zipEntries(response.rawPayload);
    expect(entries.get('word/document.xml')?.toString('utf8')).toContain('你好，世界');
  });

  it('refuses ASS below VIP, in the reader’s language, and gives it to VIP and above', async () => {
    await t.database.db.update(users).set({ level: 0 }).where(eq(users.id, owner.userId));
    const refused = await download(
      { ...owner.headers, 'accept-language': 'de-DE' },
      taskId,
      'format=ass',
    );
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({ code: 'vip_only' });
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, owner.userId));
    const given = await download(owner.headers, taskId, 'format=ass');
    expect(given.statusCode).toBe(200);
    expect(given.body).toContain('[Events]');
  });

  it.each([
    ['another user', () => stranger.headers],
    ['nobody', () => ({})],
  ])('answers 404 to %s', async (_who, headers) => {
    const response = await download(headers(), taskId, 'format=srt');
    expect(response.statusCode).toBe(404);
  });

  it('answers 409 while the task is not finished, 400 for a format a kind does not have', async () => {
    expect((await download(owner.headers, waitingTaskId, 'format=srt')).statusCode).toBe(409);
    const wrong = await download(owner.headers, taskId, 'format=docx&kind=subtitle');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)['code']).toBe('wrong_export_kind');
    const unknown = await download(owner.headers, taskId, 'format=exe');
    expect(unknown.statusCode).toBe(400);
  });
});
