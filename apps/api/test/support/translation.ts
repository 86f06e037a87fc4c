import { randomUUID } from 'node:crypto';
import type { Task, TranscriptLine, TranslationState } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { tasks, transcripts, translations } from '../../src/db/schema.js';
import { holdFile, storeMediaRow } from './transcription.js';

/**
 * A finished transcription of the user's, as the worker leaves it (task SUCCESS, its transcript
 * stored): what a translation starts from, without running a speech engine first.
 */
export async function finishedTask(
  db: Database,
  owner: { userId: number },
  options: { hash: string; lines: TranscriptLine[]; language: string; durationMs: number },
): Promise<string> {
  await storeMediaRow(db, { hash: options.hash, durationMs: options.durationMs });
  await holdFile(db, owner, options.hash, 'lecture.mp4');
  const id = randomUUID();
  await db.insert(tasks).values({
    id,
    fileHash: options.hash,
    userId: owner.userId,
    fileName: 'lecture.mp4',
    language: options.language,
    detectedLanguage: options.language,
    engine: 'pocketsphinx',
    mode: 1,
    model: 1,
    status: 'SUCCESS',
    stage: 'done',
    progress: 100,
    finishedAt: new Date(),
  });
  await db.insert(transcripts).values({ taskId: id, fileJson: options.lines });
  return id;
}

/** Asks for a task until its translation is finished (the polling fallback of the web app). */
export async function waitForTranslation(
  app: FastifyInstance,
  taskId: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<TranslationState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/tasks/${taskId}/`, headers });
    const task = (response.json() as { data: { task: Task } }).data.task;
    const translation = task.translation;
    if (translation && translation.status !== 'WAITING') return translation;
    if (Date.now() > deadline)
      throw new Error(`translation of ${taskId} unfinished: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks for a subtitle file's translation until it is finished. */
export async function waitForFileTranslation(
  app: FastifyInstance,
  translationId: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/translations/${translationId}/`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    const data = (
      response.json() as {
        data: {
          translation: TranslationState;
          file_json: TranscriptLine[];
          translate_file_json: TranscriptLine[] | null;
        };
      }
    ).data;
    if (data.translation.status !== 'WAITING') return data;
    if (Date.now() > deadline) throw new Error(`translation ${translationId} unfinished`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A subtitle file (its text, named film.srt unless named) translated for the user to its end:
 * its state, cues and translation, its row, and its downloads by export query (a non-200 throws).
 */
export async function translateSubtitleText(
  t: { app: FastifyInstance; database: { db: Database } },
  user: { headers: Record<string, string> },
  text: string,
  languages: { from: string; to: string; fileName?: string },
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/translations/',
    headers: user.headers,
    payload: {
      text,
      file_name: languages.fileName ?? 'film.srt',
      source_language: languages.from,
      target_language: languages.to,
    },
  });
  if (created.statusCode !== 200) throw new Error(`${created.statusCode}: ${created.body}`);
  const id = (created.json() as { data: { translation: TranslationState } }).data.translation
    .translation_id;
  const done = await waitForFileTranslation(t.app, id, user.headers);
  const download = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/translations/${id}/export?${query}`,
      headers: user.headers,
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.body;
  };
  const [row] = await t.database.db.select().from(translations).where(eq(translations.id, id));
  return { done, download, row };
}
