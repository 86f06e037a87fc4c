import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Task, TranscriptResult, TranslationState } from '@captio/api-client';
import { parse, stripTags } from '@captio/subtitle-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointReservations, translations, users, visitorUses } from '../src/db/schema.js';
import { VISITOR_FREE_USES } from '../src/modules/tasks/free-uses.js';
import { finishTranslationFailed } from '../src/modules/translation/translation-store.js';
import { startChatServer } from './support/chat-server.js';
import { readEvents, serveOnLoopback } from './support/task-events.js';
import { json, signUp, type SignedIn } from './support/test-app.js';
import {
  createTranscriptionApp,
  holdFile,
  newVisitor,
  payingUser,
  storeSpokenClip,
  type TranscriptionApp,
} from './support/transcription.js';
import {
  finishedTask,
  translateSubtitleText,
  waitForFileTranslation,
  waitForTranslation,
} from './support/translation.js';

/** An English lecture's opening, as a speech engine leaves it: plain text, two speakers. */
const LINES = [
  { start_time: 0, end_time: 1800, text: 'The house is big.', speaker: 's1' },
  { start_time: 1800, end_time: 4200, text: 'Good morning, everyone.', speaker: 's2' },
  { start_time: 4200, end_time: 6000, text: 'The book is on the table.' },
];

let hashes = 0;
const nextHash = () => (++hashes).toString(16).padStart(64, 'c');

/** A finished English transcript of the user's, of 6 seconds of media. */
function englishTask(t: TranscriptionApp, user: SignedIn): Promise<string> {
  return finishedTask(t.database.db, user, {
    hash: nextHash(),
    lines: LINES,
    language: 'en',
    durationMs: 6000,
  });
}

function translate(t: TranscriptionApp, user: SignedIn, taskId: string, target: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/translate/`,
    headers: user.headers,
    payload: { target_language: target },
  });
}

async function balance(t: TranscriptionApp, userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ point: users.point })
    .from(users)
    .where(eq(users.id, userId));
  return row?.point ?? Number.NaN;
}

describe('translation with Apertium, the local default', () => {
  let t: TranscriptionApp;
  let owner: SignedIn;
  let taskId: string;
  let hash: string;
  let spanish: TranslationState;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTranscriptionApp();
    baseUrl = await serveOnLoopback(t.app);
    owner = await payingUser(t, 100);
    // 61 seconds of media: two started minutes.
    hash = nextHash();
    taskId = await finishedTask(t.database.db, owner, {
      hash,
      lines: LINES,
      language: 'en',
      durationMs: 61_000,
    });
    const asked = await translate(t, owner, taskId, 'es');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json<{ data: { translation: TranslationState } }>(asked).data.translation).toMatchObject(
      { status: 'WAITING', source_language: 'en', target_language: 'es', cost: 2 },
    );
    spanish = await waitForTranslation(t.app, taskId, owner.headers);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists Apertium, rule-based, with its direct and chained pairs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/translation/engines/' });
    expect(response.statusCode).toBe(200);
    const { data } = json<{
      data: {
        result: {
          id: string;
          quality: string;
          pairs: { from: string; to: string; via?: string }[];
        }[];
      };
    }>(response);
    const apertium = data.result.find((engine) => engine.id === 'apertium');
    expect(apertium?.quality).toBe('rule-based');
    expect(apertium?.pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(apertium?.pairs).toContainEqual({ from: 'en', to: 'pt', via: 'es' });
  });

  it('translates an English transcript into Spanish: one line per line, times and speakers kept', async () => {
    expect(spanish).toMatchObject({
      status: 'SUCCESS',
      engine: { id: 'apertium', name: 'Apertium', quality: 'rule-based' },
      failure: null,
    });
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/result/${hash}/`,
      headers: owner.headers,
    });
    expect(result.statusCode, result.body).toBe(200);
    const data = json<{ data: TranscriptResult }>(result).data;
    expect(data.translate_language).toBe('es');
    expect(data.translate_is_change).toBe(false);
    expect(data.mismatched_original).toBe(false);
    const translated = data.translate_file_json ?? [];
    expect(
      translated.map(({ start_time, end_time, speaker }) => ({ start_time, end_time, speaker })),
    ).toEqual(
      LINES.map(({ start_time, end_time, speaker }) => ({ start_time, end_time, speaker })),
    );
    expect(translated[0]?.text).toBe('La casa es grande.');
    translated.forEach((line, index) => {
      expect(line.text.length).toBeGreaterThan(0);
      expect(line.text).not.toBe(LINES[index]?.text);
    });
  });

  it('moves the transcript to a new revision, so a tab opened before it cannot save over it', async () => {
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/transcript/`,
      headers: owner.headers,
      payload: { revision: 0, file_json: LINES, speaker_file_json: { s1: 'Ana', s2: 'Ben' } },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/result/${hash}/`,
      headers: owner.headers,
    });
    expect(json<{ data: TranscriptResult }>(result).data.revision).toBe(1);
  });

  it('settles 1 credit per started minute, held with the job', async () => {
    expect(await balance(t, owner.userId)).toBe(98);
    const [reservation] = await t.database.db
      .select()
      .from(pointReservations)
      .where(eq(pointReservations.ref, spanish.translation_id));
    expect(reservation).toMatchObject({ amount: 2, status: 'settled' });
  });

  it('chains a pair through Spanish (English to Portuguese)', async () => {
    const user = await payingUser(t, 10);
    const id = await englishTask(t, user);
    expect((await translate(t, user, id, 'pt')).statusCode).toBe(200);
    const done = await waitForTranslation(t.app, id, user.headers);
    expect(done.status).toBe('SUCCESS');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${id}/export?format=srt&content=translation`,
      headers: user.headers,
    });
    const { cues } = parse(response.body, { format: 'srt' });
    expect(cues.map((cue) => cue.text)[0]).toBe('A casa é grande.');
    expect(cues).toHaveLength(LINES.length);
  });

  it('transcribes then translates a media file asked with a target language, each paid on its own', async () => {
    const user = await payingUser(t, 10);
    const clip = await storeSpokenClip(t.database.db, t.dataDir, 'The house is big. Thank you.');
    await holdFile(t.database.db, { userId: user.userId }, clip.hash);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/create/',
      headers: user.headers,
      payload: { file_hash: clip.hash, language: 'en', target_language: 'es' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const task = json<{ data: { task: Task } }>(created).data.task;
    expect(task).toMatchObject({
      cost: 1,
      translation: { status: 'WAITING', target_language: 'es', cost: 1 },
    });
    expect(await balance(t, user.userId)).toBe(8);
    // The task's events go on until the translation is done, and tell of it.
    const { events } = await readEvents(
      `${baseUrl}/api/tasks/${task.task_id}/events`,
      user.headers,
    );
    expect(events.at(-1)?.task).toMatchObject({
      status: 'SUCCESS',
      translation: { status: 'SUCCESS', stage: 'done', progress: 100 },
    });
    expect(events[0]?.task.translation).toMatchObject({ status: 'WAITING', stage: 'queued' });
    expect(await balance(t, user.userId)).toBe(8);
    const result = json<{ data: TranscriptResult }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/result/${clip.hash}/`,
        headers: user.headers,
      }),
    ).data;
    expect(result.translate_language).toBe('es');
    expect(result.translate_file_json?.map((line) => [line.start_time, line.end_time])).toEqual(
      result.file_json.map((line) => [line.start_time, line.end_time]),
    );
  }, 180_000);

  it('refuses a pair no engine translates, naming the engines that would, and reserves nothing', async () => {
    const user = await payingUser(t, 10);
    const id = await englishTask(t, user);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${id}/translate/`,
      headers: { ...user.headers, 'accept-language': 'es-ES' },
      payload: { target_language: 'de' },
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual({
      code: 'translation_unsupported_pair',
      message:
        'Ningún motor de traducción de este servidor traduce del inglés al alemán. Motores que lo harían: OpenAI-compatible chat, DeepL, LibreTranslate.',
    });
    expect(await balance(t, user.userId)).toBe(10);
    const rows = await t.database.db.select().from(translations).where(eq(translations.taskId, id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['another user', async () => (await signUp(t.app)).headers],
    ['nobody', async () => ({})],
  ])('answers 404 to %s', async (_who, headersOf) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/translate/`,
      headers: await headersOf(),
      payload: { target_language: 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'task_not_found' });
  });

  it('exports bilingual SRT as two lines per cue, original then translation', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/export?format=srt&content=bilingual`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cues } = parse(response.body, { format: 'srt' });
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual(
      LINES.map((line) => [line.start_time, line.end_time]),
    );
    expect(cues[0]?.text).toBe('The house is big.\nLa casa es grande.');
    for (const cue of cues) expect(cue.text.split('\n')).toHaveLength(2);
  });

  it('writes a bilingual reading document: each paragraph, then its translation', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/export?format=txt&kind=document&content=bilingual&timestamps=false`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.split('\n\n').slice(1, 3)).toEqual([
      'The house is big.\nLa casa es grande.',
      'Good morning, everyone.\nBuenos días, todo el mundo.',
    ]);
  });

  it('writes two tracks only in ASS, one style each', async () => {
    const srt = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/export?format=srt&content=bilingual&bilingual_layout=tracks`,
      headers: owner.headers,
    });
    expect(srt.statusCode).toBe(422);
    expect(json(srt)).toMatchObject({ code: 'bilingual_tracks_unavailable' });
    const ass = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}/export?format=ass&content=bilingual&bilingual_layout=tracks`,
      headers: owner.headers,
    });
    expect(ass.statusCode, ass.body).toBe(200);
    const parsed = parse(ass.body, { format: 'ass' });
    expect(parsed.styles?.map((style) => style.name)).toEqual(['Original', 'Translation']);
    expect(parsed.cues.filter((cue) => cue.style === 'Translation')).toHaveLength(LINES.length);
    expect(parsed.cues.filter((cue) => cue.style === 'Original')).toHaveLength(LINES.length);
  });

  it('saves translation edits with the original’s checks, and marks an edited original', async () => {
    const url = `/api/result/${hash}/`;
    const before = json<{ data: TranscriptResult }>(
      await t.app.inject({ method: 'GET', url, headers: owner.headers }),
    ).data;
    const [first, ...rest] = before.translate_file_json ?? [];
    if (!first) throw new Error('no translation to edit');
    const save = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tasks/${taskId}/transcript/`,
        headers: owner.headers,
        payload: { speaker_file_json: { s1: 'Ana', s2: 'Ben' }, ...body },
      });
    const bad = await save({
      revision: before.revision,
      file_json: before.file_json,
      translate_file_json: [{ ...first, end_time: 0, start_time: 500 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(bad).errors.map((e) => e.field)).toContain(
      'translate_file_json.0.end_time',
    );
    const translation = [{ ...first, text: 'La casa es enorme.' }, ...rest];
    const saved = await save({
      revision: before.revision,
      file_json: before.file_json,
      translate_file_json: translation,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({
      data: { translate_is_change: true, mismatched_original: false },
    });
    const edited = await save({
      revision: before.revision + 1,
      file_json: before.file_json.map((line, index) =>
        index === 0 ? { ...line, text: 'The house is huge.' } : line,
      ),
    });
    expect(json(edited)).toMatchObject({ data: { mismatched_original: true } });
    const after = json<{ data: TranscriptResult }>(
      await t.app.inject({ method: 'GET', url, headers: owner.headers }),
    ).data;
    expect(after.translate_file_json?.[0]?.text).toBe('La casa es enorme.');
    expect(after.mismatched_original).toBe(true);
  });

  it('translates a subtitle file without media, downloadable in our formats', async () => {
    const user = await payingUser(t, 10);
    const srt = [
      '1\n00:00:00,000 --> 00:00:01,800\nThe house is big.\n',
      '2\n00:00:01,800 --> 00:00:04,200\n<i>Good morning</i>, everyone.\n',
      '3\n00:00:04,200 --> 00:00:06,000\nThe book is on the table.\n',
    ].join('\n');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/translations/',
      headers: user.headers,
      payload: {
        text: srt,
        file_name: 'lecture.srt',
        source_language: 'en',
        target_language: 'es',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = json<{ data: { translation: TranslationState } }>(created).data.translation
      .translation_id;
    const done = await waitForFileTranslation(t.app, id, user.headers);
    expect(done.translation.status).toBe('SUCCESS');
    expect(done.translate_file_json?.[0]?.text).toBe('La casa es grande.');
    const vtt = await t.app.inject({
      method: 'GET',
      url: `/api/translations/${id}/export?format=vtt`,
      headers: user.headers,
    });
    expect(vtt.statusCode, vtt.body).toBe(200);
    // Saved beside each other, the translation, the original and both are three files.
    expect(vtt.headers['content-disposition']).toContain('filename="lecture.es.vtt"');
    // A timed text listing is named apart from a reading document in the same format.
    for (const [content, format, name] of [
      ['original', 'srt', 'lecture.srt'],
      ['bilingual', 'srt', 'lecture.en+es.srt'],
      ['translation', 'txt', 'lecture.subtitles.es.txt'],
    ]) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/translations/${id}/export?format=${format}&content=${content}`,
        headers: user.headers,
      });
      expect(other.headers['content-disposition']).toContain(`filename="${name}"`);
    }
    const { cues } = parse(vtt.body, { format: 'vtt' });
    // The cue in italics is in italics still (see translation-markup.test.ts).
    expect(cues.map((cue) => stripTags(cue.text))).toEqual(
      done.translate_file_json?.map((l) => l.text),
    );
    const stranger = await signUp(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/translations/${id}/`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps each person of a cue on their own line: dialogue dashes, a name above the words', async () => {
    const user = await payingUser(t, 10);
    const srt = [
      '1\n00:00:00,000 --> 00:00:02,000\n- The house is big.\n- The book is on the table.\n',
      '2\n00:00:02,000 --> 00:00:04,000\nMAN:\nThe house is big.\n',
      '3\n00:00:04,000 --> 00:00:06,000\nThe house is big\nand the book is on the table.\n',
    ].join('\n');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/translations/',
      headers: user.headers,
      payload: { text: srt, file_name: 'talk.srt', source_language: 'en', target_language: 'es' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = json<{ data: { translation: TranslationState } }>(created).data.translation
      .translation_id;
    const done = await waitForFileTranslation(t.app, id, user.headers);
    const lines = done.translate_file_json?.map((line) => line.text.split('\n')) ?? [];
    expect(lines[0]).toEqual(['- La casa es grande.', '- El libro es en la mesa.']);
    expect(lines[1]?.[1]).toBe('La casa es grande.');
    expect(lines[1]).toHaveLength(2);
    // One sentence broken to fit is translated whole, and fits on one line in Spanish.
    expect(lines[2]).toHaveLength(1);
  });

  const oldSrt = '1\r\n00:00:00,000 --> 00:00:01,800\r\nThe house is big.\r\n';
  it.each([
    [
      'UTF-16LE with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(oldSrt, 'utf16le')]),
    ],
    ['UTF-16LE without a BOM', Buffer.from(oldSrt, 'utf16le')],
    ['UTF-16BE without a BOM', Buffer.from(oldSrt, 'utf16le').swap16()],
  ])(
    'translates an uploaded subtitle file as its bytes: %s, as old Windows tools wrote it',
    async (_, bytes) => {
      const user = await payingUser(t, 10);
      const boundary = 'captio-test-boundary';
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(field('source_language', 'en') + field('target_language', 'es')),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="old.srt"\r\nContent-Type: application/x-subrip\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/translations/upload/',
        headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = json<{ data: { translation: TranslationState } }>(created).data.translation
        .translation_id;
      const done = await waitForFileTranslation(t.app, id, user.headers);
      expect(done.file_json.map((line) => line.text)).toEqual(['The house is big.']);
      expect(done.translate_file_json?.map((line) => line.text)).toEqual(['La casa es grande.']);
    },
  );

  it('refuses a file with no subtitle in it, in the reader’s language', async () => {
    const user = await payingUser(t, 10);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/translations/',
      headers: { ...user.headers, 'accept-language': 'fr-FR' },
      payload: {
        text: 'The house is big.\nNo timings here.',
        file_name: 'lecture.srt',
        source_language: 'en',
        target_language: 'es',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'subtitle_unreadable',
      message: expect.stringContaining('Aucun sous-titre'),
    });
    expect(await balance(t, user.userId)).toBe(10);
  });
  it.each([
    [
      'en-US',
      'You have used your 3 free uses as a visitor. With an account, a translation costs 1 credit per started minute: sign up and buy credits to keep translating.',
    ],
    [
      'fr-FR',
      'Vous avez utilisé vos 3 utilisations gratuites de visiteur. Avec un compte, une traduction coûte 1 crédit par minute entamée\u00a0: inscrivez-vous et achetez des crédits pour continuer à traduire.',
    ],
  ])(
    'tells a visitor past the free uses (%s) that translations cost credits, not to sign up to transcribe',
    async (locale, message) => {
      const visitor = newVisitor();
      await t.database.db
        .insert(visitorUses)
        .values({ key: `visitor:${visitor.visitorId}`, used: VISITOR_FREE_USES });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/translations/',
        headers: { ...visitor.headers, 'accept-language': locale },
        payload: {
          text: '1\n00:00:00,000 --> 00:00:01,800\nThe house is big.\n',
          file_name: 'lecture.srt',
          source_language: 'en',
          target_language: 'es',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ code: 'free_uses_exhausted', message });
    },
  );
});

describe('translation with the operator’s providers', () => {
  let t: TranscriptionApp;
  let chat: Awaited<ReturnType<typeof startChatServer>>;
  beforeAll(async () => {
    // A chat model on 127.0.0.1 that "translates" by writing each line in capitals.
    chat = await startChatServer((messages) => {
      const lines = JSON.parse(messages.at(-1)?.content ?? '[]') as { id: number; text: string }[];
      return JSON.stringify(lines.map(({ id, text }) => ({ id, text: text.toUpperCase() })));
    });
    t = await createTranscriptionApp({
      CAPTIO_TRANSLATION_URL: chat.url,
      CAPTIO_TRANSLATION_KEY: 'k',
      CAPTIO_TRANSLATION_LANGUAGES: 'en,de',
      // DeepL set up on a port nothing answers: listed as unavailable, the others still work.
      CAPTIO_DEEPL_KEY: 'key:fx',
      CAPTIO_DEEPL_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await t?.close();
    await chat?.close();
  });

  it('lists the chat model first, and DeepL as unavailable', async () => {
    const { data } = json<{
      data: { result: { id: string; quality: string }[]; unavailable: { id: string }[] };
    }>(await t.app.inject({ method: 'GET', url: '/api/translation/engines/' }));
    expect(data.result.map((engine) => [engine.id, engine.quality])).toEqual([
      ['openai-chat', 'llm'],
      ['apertium', 'rule-based'],
    ]);
    expect(data.unavailable).toEqual([{ id: 'deepl', name: 'DeepL' }]);
  });

  it('translates a pair Apertium lacks with the chat model', async () => {
    const user = await payingUser(t, 10);
    const id = await englishTask(t, user);
    expect((await translate(t, user, id, 'de')).statusCode).toBe(200);
    const done = await waitForTranslation(t.app, id, user.headers);
    expect(done).toMatchObject({
      status: 'SUCCESS',
      engine: { id: 'openai-chat', quality: 'llm' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${id}/export?format=txt&content=translation&timestamps=false`,
      headers: user.headers,
    });
    expect(response.body).toContain('THE HOUSE IS BIG.');
  });

  it('sends a subtitle file’s lines plain to the chat model, and keeps the original’s italics', async () => {
    const user = await payingUser(t, 10);
    const srt = '1\n00:00:00,000 --> 00:00:01,800\n<i>Good morning</i>, everyone.\n';
    const file = await translateSubtitleText(t, user, srt, { from: 'en', to: 'de' });
    expect(file.done.translation.status).toBe('SUCCESS');
    const asked = JSON.parse(chat.received.at(-1)?.at(-1)?.content ?? '[]') as { text: string }[];
    expect(asked.map((line) => line.text)).toEqual(['Good morning, everyone.']);
    expect(file.row).toMatchObject({ translatedMarkup: null });
    expect(
      parse(await file.download('format=srt&content=bilingual'), { format: 'srt' }).cues[0]?.text,
    ).toBe('<i>Good morning</i>, everyone.\nGOOD MORNING, EVERYONE.');
  });
});

describe('a translation whose engine fails', () => {
  let t: TranscriptionApp;
  let folder: string;
  beforeAll(async () => {
    // An Apertium installation whose pairs are listed but whose pipelines fail, as a broken
    // package leaves it: every attempt fails, then the job is given up.
    folder = await mkdtemp(join(tmpdir(), 'captio-broken-apertium-'));
    const program = join(folder, 'apertium');
    await writeFile(
      program,
      '#!/bin/sh\nif [ "$1" = "-l" ]; then exec apertium -l; fi\necho "lt-proc: broken dictionary" >&2\nexit 1\n',
    );
    await chmod(program, 0o755);
    t = await createTranscriptionApp({ CAPTIO_APERTIUM_BIN: program });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('ends FAILED and gives the credits back once', async () => {
    const user = await payingUser(t, 10);
    const id = await englishTask(t, user);
    const asked = await translate(t, user, id, 'es');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await balance(t, user.userId)).toBe(9);
    // One translation of a transcript at a time: a second ask is refused, and nothing taken.
    const again = await translate(t, user, id, 'pt');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'translation_not_finished' });
    expect(await balance(t, user.userId)).toBe(9);
    const failed = await waitForTranslation(t.app, id, user.headers);
    expect(failed).toMatchObject({ status: 'FAILED', failure: { code: 'engine_failed' } });
    expect(await balance(t, user.userId)).toBe(10);
    // Another attempt finishing late finds nothing to refund.
    expect(await finishTranslationFailed(t.database.db, failed.translation_id, 'worker_lost')).toBe(
      false,
    );
    expect(await balance(t, user.userId)).toBe(10);
    const task = json<{ data: { task: Task } }>(
      await t.app.inject({ method: 'GET', url: `/api/tasks/${id}/`, headers: user.headers }),
    ).data.task;
    expect(task.status).toBe('SUCCESS');
  });
});
