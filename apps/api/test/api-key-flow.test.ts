import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MediaFile, Task, TranscriptResult } from '@captio/api-client';
import { parse } from '@captio/subtitle-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCustomer } from './support/api-customer.js';
import { multipartForm } from './support/media-fixtures.js';
import { json, signUp } from './support/test-app.js';
import {
  createTranscriptionApp,
  type TranscriptionApp,
  waitForTask,
} from './support/transcription.js';

const run = promisify(execFile);

/**
 * What the README shows with curl, done as an API customer would: a key from the api-dashboard
 * call, then upload, task, follow, transcript and download, with that key alone.
 */
let t: TranscriptionApp;
let work: string;
beforeAll(async () => {
  t = await createTranscriptionApp();
  work = await mkdtemp(join(tmpdir(), 'captio-key-flow-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('the whole job over HTTP with an API key', () => {
  it('uploads, creates a task, follows it to SUCCESS and downloads SRT and Word', async () => {
    const { key } = await apiCustomer(t, 'pipeline');

    const wav = join(work, 'news.wav');
    await run('espeak-ng', [
      '-v',
      'en-us',
      '-s',
      '150',
      '-w',
      wav,
      'Good evening, here is the news.',
    ]);
    const form = multipartForm([
      { name: 'file', filename: 'news.wav', type: 'audio/wav', data: await readFile(wav) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/',
      payload: form.payload,
      headers: { ...form.headers, ...key },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = json<{ data: { file: MediaFile } }>(uploaded).data.file;

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/create/',
      headers: key,
      payload: { file_hash: file.file_hash, language: 'en', mode: 1 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const task = json<{ data: { task: Task } }>(created).data.task;
    const finished = await waitForTask(t.app, task.task_id, key, 120_000);
    expect(finished).toMatchObject({ status: 'SUCCESS', engine: { id: 'pocketsphinx' } });

    const result = await t.app.inject({
      method: 'GET',
      url: `/api/result/${file.file_hash}/`,
      headers: key,
    });
    const lines = json<{ data: TranscriptResult }>(result).data.file_json;
    expect(lines.length).toBeGreaterThan(0);

    const srt = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.task_id}/export?format=srt`,
      headers: key,
    });
    expect(srt.statusCode).toBe(200);
    expect(srt.headers['content-disposition']).toContain('news.srt');
    expect(parse(srt.body, { format: 'srt' }).cues.map((cue) => cue.start)).toEqual(
      lines.map((line) => line.start_time),
    );
    const word = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.task_id}/export?format=docx&kind=document`,
      headers: key,
    });
    expect(word.statusCode).toBe(200);
    expect(word.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    // Another user reaches none of it.
    const other = await signUp(t.app);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task.task_id}/`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    // As long as the wait for the task allows, not the suite's 30 s.
  }, 150_000);
});
