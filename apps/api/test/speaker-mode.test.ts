import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TranscriptResult } from '@captio/api-client';
import { probeMedia } from '@captio/media-engines';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, users } from '../src/db/schema.js';
import { json, signUp } from './support/test-app.js';
import {
  createTranscriptionApp,
  holdFile,
  storeBytes,
  type TranscriptionApp,
  waitForTask,
} from './support/transcription.js';

const run = promisify(execFile);

/** Two clearly different voices taking turns: a low man's and a high woman's. */
const TURNS = [
  { voice: ['-v', 'en-us+m3', '-p', '25'], text: 'Good morning and welcome to the weekly news.' },
  { voice: ['-v', 'en-us+f5', '-p', '80'], text: 'Thank you, it is a pleasure to be here today.' },
  { voice: ['-v', 'en-us+m3', '-p', '25'], text: 'Tell us about the new library in the town.' },
  { voice: ['-v', 'en-us+f5', '-p', '80'], text: 'It opens next month, with a garden and a cafe.' },
];

/** The conversation as an uploaded m4a, and when each turn starts and ends (ms). */
async function storeConversation(t: TranscriptionApp) {
  const work = await mkdtemp(join(tmpdir(), 'captio-turns-'));
  try {
    const bounds: { start: number; end: number; voice: number }[] = [];
    const inputs: string[] = [];
    let at = 0;
    for (const [index, turn] of TURNS.entries()) {
      const wav = join(work, `turn-${index}.wav`);
      await run('espeak-ng', [...turn.voice, '-s', '150', '-w', wav, turn.text]);
      const seconds = (await probeMedia(wav)).durationSeconds ?? 0;
      bounds.push({ start: at, end: at + seconds * 1000, voice: index % 2 });
      at += seconds * 1000 + 500;
      inputs.push('-i', wav);
    }
    const chain = TURNS.map((_, index) => `[${index}:a]apad=pad_dur=0.5[a${index}];`).join('');
    const joined = TURNS.map((_, index) => `[a${index}]`).join('');
    const m4a = join(work, 'conversation.m4a');
    await run('ffmpeg', [
      '-v',
      'error',
      ...inputs,
      '-filter_complex',
      `${chain}${joined}concat=n=${TURNS.length}:v=0:a=1[out]`,
      '-map',
      '[out]',
      '-ar',
      '22050',
      '-c:a',
      'aac',
      m4a,
    ]);
    const bytes = await readFile(m4a);
    const hash = await storeBytes(t.dataDir, bytes);
    const durationMs = Math.round(((await probeMedia(m4a)).durationSeconds ?? 0) * 1000);
    await t.database.db
      .insert(mediaFiles)
      .values({ hash, size: bytes.length, contentType: 'audio/mp4', durationMs, hasVideo: false })
      .onConflictDoNothing();
    return { hash, bounds };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

let t: TranscriptionApp;
beforeAll(async () => {
  t = await createTranscriptionApp();
});
afterAll(async () => {
  await t.close();
});

describe('speaker mode', () => {
  it('labels the two voices of a conversation as two speakers, each line with the voice that says it', async () => {
    const user = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ level: 1, neverExpires: true, point: 20 })
      .where(eq(users.id, user.userId));
    const { hash, bounds } = await storeConversation(t);
    await holdFile(t.database.db, { userId: user.userId }, hash, 'interview.m4a');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/create/',
      headers: user.headers,
      payload: { file_hash: hash, language: 'en', mode: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const taskId = json<{ data: { task: { task_id: string; cost: number } } }>(created).data.task
      .task_id;
    const task = await waitForTask(t.app, taskId, user.headers, 120_000);
    expect(task.status).toBe('SUCCESS');

    const result = await t.app.inject({
      method: 'GET',
      url: `/api/result/${hash}/`,
      headers: user.headers,
    });
    const lines = json<{ data: TranscriptResult }>(result).data.file_json;
    expect(lines.length).toBeGreaterThan(0);
    // Each line's speaker, against the voice of the turn its middle falls in.
    const pairs = lines.map((line) => {
      const middle = (line.start_time + line.end_time) / 2;
      const turn = bounds.find((bound) => middle >= bound.start - 300 && middle <= bound.end + 300);
      return { speaker: line.speaker, voice: turn?.voice };
    });
    const speakers = new Set(pairs.map((pair) => pair.speaker));
    expect(speakers.size, JSON.stringify(pairs)).toBe(2);
    for (const voice of [0, 1]) {
      const saidBy = new Set(pairs.filter((p) => p.voice === voice).map((p) => p.speaker));
      expect(saidBy.size, JSON.stringify(pairs)).toBe(1);
    }
    // As long as the wait for the task allows (two engines run), not the suite's 30 s.
  }, 150_000);
});
