// Links end to end with the real yt-dlp, ffmpeg and speech engine, against a site on 127.0.0.1
// (CAPTIO_ALLOW_PRIVATE_LINKS=1). Each yt-dlp run starts Python: about half a second.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Download, Task, TranscriptResult } from '@captio/api-client';
import { probeMedia } from '@captio/media-engines';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, tasks, users } from '../src/db/schema.js';
import { linkMessages } from '../src/modules/links/messages.js';
import { spokenM4a } from './support/media-cache.js';
import { makeMediaFixtures } from './support/media-fixtures.js';
import { type LinkSite, startLinkSite } from '../../../tools/testing/link-site.mjs';
import { createTestApp, json, signUp, type TestApp } from './support/test-app.js';
import { TEST_DB_KIND } from './support/test-database.js';
import {
  createTranscriptionApp,
  newVisitor,
  payingUser,
  type TranscriptionApp,
  waitForTask,
} from './support/transcription.js';

const SPOKEN = 'hello world this is a test of the speech recognition';
/** The subtitle files media-engines' own tests convert: TTML and YouTube's srv3. */
const LINK_FIXTURES = fileURLToPath(
  new URL('../../../libs/media-engines/src/lib/links/fixtures/', import.meta.url),
);
/** A fetch, a transcription and their queue hops: seconds alone, more on a busy machine. */
const TRANSCRIPTION_MS = 90_000;
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

let site: LinkSite;
let t: TranscriptionApp;
/** The same api without CAPTIO_ALLOW_PRIVATE_LINKS: the site's address is private to it. */
let strict: TestApp;
let work = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'captio-links-test-'));
  const fixtures = await makeMediaFixtures();
  site = await startLinkSite({
    speech: await readFile(await spokenM4a(SPOKEN)),
    clip: await fixtures.bytes('clip.mp4'),
    // As sites write them: metadata headers and a style sheet before the cues.
    vtt: 'WEBVTT\nKind: captions\nLanguage: en\n\nSTYLE\n::cue(.loud) { color: yellow }\n\n00:00:00.500 --> 00:00:01.500\n<c.loud>Hello</c> from the track\n',
    frenchTtml: await readFile(join(LINK_FIXTURES, 'track.ttml'), 'utf8'),
    japaneseSrv3: await readFile(join(LINK_FIXTURES, 'track.srv3'), 'utf8'),
  });
  await fixtures.remove();
  t = await createTranscriptionApp({ CAPTIO_ALLOW_PRIVATE_LINKS: '1' });
  strict = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await strict.close();
  await site.close();
  await rm(work, { recursive: true, force: true });
});

async function post(app: TestApp, url: string, payload: object, headers = {}) {
  return app.app.inject({ method: 'POST', url, payload, headers });
}

async function pointsOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.point ?? -1;
}

async function waitForDownload(id: string, headers: Record<string, string>): Promise<Download> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: `/api/downloads/${id}/`, headers });
    const { download } = json<{ data: { download: Download } }>(response).data;
    if (download.status !== 'WAITING') return download;
    if (Date.now() > deadline) throw new Error(`download ${id} still WAITING`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Tests that run yt-dlp several times: each run takes seconds more on a busy machine. */
const LINK_TEST_MS = 90_000;

describe('transcribing a link', () => {
  it(
    'fetches the link, stores it as an upload, transcribes it and charges the real length',
    async () => {
      const user = await payingUser(t, 10);
      const created = await post(
        t,
        '/api/tasks/create/',
        { url: `${site.url}/speech.m4a`, language: 'en-US' },
        user.headers,
      );
      expect(created.statusCode).toBe(200);
      const task = json<{ data: { task: Task } }>(created).data.task;
      expect(task).toMatchObject({
        source_url: `${site.url}/speech.m4a`,
        file_hash: null,
        status: 'WAITING',
        // Its length is unknown until fetched: what the balance covers is held.
        cost: 10,
      });

      const done = await waitForTask(t.app, task.task_id, user.headers);
      expect(done).toMatchObject({ status: 'SUCCESS', cost: 1, failure: null });
      expect(done.file_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(await pointsOf(user.userId)).toBe(9);

      const result = await t.app.inject({
        method: 'GET',
        url: `/api/result/${done.file_hash}/`,
        headers: user.headers,
      });
      const { data } = json<{ data: TranscriptResult }>(result);
      const heard = new Set(data.file_json.flatMap((line) => wordsOf(line.text)));
      // pocketsphinx hears espeak-ng's voice roughly: some of the words, as the other tests ask.
      expect(wordsOf(SPOKEN).filter((word) => heard.has(word)).length).toBeGreaterThanOrEqual(3);
      expect(data.file?.content_type).toBe('audio/mp4');
      // A VIP has cloud space: the fetched file is in the drive.
      const drive = await t.app.inject({
        method: 'GET',
        url: '/api/drive/file_list/',
        headers: user.headers,
      });
      const files = json<{ data: { result: { file_hash: string }[] } }>(drive).data.result;
      expect(files.map((file) => file.file_hash)).toContain(done.file_hash);
    },
    TRANSCRIPTION_MS,
  );

  it('ends DOWNLOAD_FAILED when the media is gone by the time the worker fetches it, refunded once', async () => {
    const user = await payingUser(t, 10);
    const path = '/speech.m4a?gone';
    const created = await post(
      t,
      '/api/tasks/create/',
      { url: `${site.url}${path}`, language: 'en-US' },
      user.headers,
    );
    expect(created.statusCode).toBe(200);
    // The worker's yt-dlp starts Python first: the file is gone before it asks.
    site.gone.add('/speech.m4a');
    const { task_id: taskId } = json<{ data: { task: Task } }>(created).data.task;
    try {
      const done = await waitForTask(t.app, taskId, {
        ...user.headers,
        'accept-language': 'fr-FR',
      });
      expect(done.status).toBe('DOWNLOAD_FAILED');
      expect(done.failure).toEqual({
        code: 'link_unavailable',
        message: linkMessages.unavailable['fr-FR'],
      });
    } finally {
      site.gone.delete('/speech.m4a');
    }
    expect(await pointsOf(user.userId)).toBe(10);
    const ledger = await t.database.db
      .select({ delta: pointLedger.delta })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, user.userId), like(pointLedger.reason, '%task:%')));
    expect(ledger.map((entry) => entry.delta)).toEqual([-10, 10]);
  });

  it(
    'opens a subtitle track of the link in the editor instead, free, without a speech engine',
    async () => {
      const visitor = newVisitor();
      const body = { url: `${site.url}/talk.html`, language: 'en' };
      const missing = await post(
        t,
        '/api/tasks/create/',
        { ...body, subtitle_track: { language: 'de' } },
        visitor.headers,
      );
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toMatchObject({ code: 'no_track' });

      const created = await post(
        t,
        '/api/tasks/create/',
        { ...body, subtitle_track: { language: 'en' } },
        visitor.headers,
      );
      expect(created.statusCode).toBe(200);
      const { task_id: taskId } = json<{ data: { task: Task } }>(created).data.task;
      const done = await waitForTask(t.app, taskId, visitor.headers);
      expect(done).toMatchObject({
        status: 'SUCCESS',
        cost: 0,
        free_use: false,
        engine: { id: 'subtitle-track', quality: 'high' },
      });
      const result = await t.app.inject({
        method: 'GET',
        url: `/api/result/${done.file_hash}/?task_id=${taskId}`,
        headers: visitor.headers,
      });
      expect(json<{ data: TranscriptResult }>(result).data.file_json).toEqual([
        { start_time: 500, end_time: 1500, text: 'Hello from the track' },
      ]);
    },
    TRANSCRIPTION_MS,
  );

  it('refuses a link too long for the level at once, with nothing taken', async () => {
    const visitor = newVisitor();
    const response = await post(
      t,
      '/api/tasks/create/',
      { url: `${site.url}/long.html`, language: 'en-US' },
      visitor.headers,
    );
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ code: 'too_long' });
    const rows = await t.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.visitorId, visitor.visitorId));
    expect(rows).toEqual([]);
  });

  it.each([
    ['not a link', 'hello there', 422, 'link_refused'],
    ['an ftp link', 'ftp://example.com/a.mp3', 422, 'link_refused'],
  ])('refuses %s', async (_name, url, status, code) => {
    const response = await post(t, '/api/links/inspect/', { url });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ code });
  });

  it('takes exactly one of file_hash and url', async () => {
    const response = await post(t, '/api/tasks/create/', { language: 'en-US' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a private address', () => {
  it('is refused without CAPTIO_ALLOW_PRIVATE_LINKS, for a look-up and for a task', async () => {
    const inspected = await post(strict, '/api/links/inspect/', { url: `${site.url}/talk.html` });
    expect(inspected.statusCode).toBe(422);
    expect(json(inspected)).toMatchObject({
      code: 'link_refused',
      message: linkMessages.refused['en-US'],
    });
  });
});

// Looking up and converting tracks is yt-dlp's and subtitle-core's work, with no row written:
// on one database it checks all there is (the tasks and downloads below run on both).
describe.runIf(TEST_DB_KIND === 'pglite')('looking a link up and pulling its subtitles', () => {
  it('lists the title, thumbnail and subtitle tracks of a page', async () => {
    const response = await post(t, '/api/links/inspect/', { url: `${site.url}/talk.html` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      data: {
        link: {
          site: 'direct',
          thumbnail_url: `${site.url}/poster.jpg`,
          subtitles: [{ language: 'en', automatic: false }],
        },
      },
    });
  });

  it('gives a track as srt or as the site’s WebVTT, named after the title; ass only to paid levels', async () => {
    const body = { url: `${site.url}/talk.html`, language: 'en', automatic: false };
    const srt = await post(t, '/api/links/subtitles/', { ...body, format: 'srt' });
    expect(srt.statusCode).toBe(200);
    expect(srt.body).toContain('00:00:00,500 --> 00:00:01,500');
    expect(srt.body).toContain('Hello from the track');
    expect(srt.headers['content-disposition']).toContain('.en.srt');
    // A WebVTT download is the site's file as it was: its headers and style sheet kept.
    const vtt = await post(t, '/api/links/subtitles/', { ...body, format: 'vtt' });
    expect(vtt.body).toBe(
      'WEBVTT\nKind: captions\nLanguage: en\n\nSTYLE\n::cue(.loud) { color: yellow }\n\n00:00:00.500 --> 00:00:01.500\n<c.loud>Hello</c> from the track\n',
    );
    const ass = await post(t, '/api/links/subtitles/', { ...body, format: 'ass' });
    expect(ass.statusCode).toBe(403);
    const missing = await post(t, '/api/links/subtitles/', { ...body, language: 'de' });
    expect(missing.statusCode).toBe(404);
  });

  it(
    'converts tracks the site offers only as TTML or as YouTube srv3',
    async () => {
      const url = `${site.url}/xml-tracks.html`;
      const inspected = await post(t, '/api/links/inspect/', { url });
      expect(json(inspected)).toMatchObject({
        data: {
          link: {
            subtitles: [
              { language: 'fr', automatic: false },
              { language: 'ja', automatic: false },
            ],
          },
        },
      });
      const track = (language: string, format: string) =>
        post(t, '/api/links/subtitles/', { url, language, automatic: false, format });
      const french = await track('fr', 'srt');
      expect(french.statusCode).toBe(200);
      expect(french.headers['content-disposition']).toContain('.fr.srt');
      expect(french.body).toContain('00:00:00,500 --> 00:00:01,500\nBonjour à tous\u00a0!');
      expect(french.body).toContain(
        '00:00:02,000 --> 00:00:04,480\nVoici <i>la suite</i>,\nsur deux lignes.',
      );
      const japanese = await track('ja', 'vtt');
      expect(japanese.statusCode).toBe(200);
      expect(japanese.body).toContain('00:00:00.500 --> 00:00:02.000\nHello from the track');
      expect(japanese.body).toContain("00:00:02.000 --> 00:00:03.800\nit's automatic");
    },
    LINK_TEST_MS,
  );
});

describe('downloads', () => {
  async function download(headers: Record<string, string>, format: string) {
    const response = await post(
      t,
      '/api/downloads/',
      { url: `${site.url}/clip.mp4`, format },
      headers,
    );
    expect(response.statusCode).toBe(200);
    const created = json<{ data: { download: Download } }>(response).data.download;
    return waitForDownload(created.download_id, headers);
  }

  async function fileOf(id: string, headers: Record<string, string>) {
    return t.app.inject({ method: 'GET', url: `/api/downloads/${id}/file`, headers });
  }

  async function probe(response: LightMyRequestResponse, name: string) {
    const path = join(work, name);
    await writeFile(path, response.rawPayload);
    return probeMedia(path);
  }

  it(
    'converts a link to mp3 for a free user, kept a day, and the file is theirs only',
    async () => {
      const user = await signUp(t.app);
      const done = await download(user.headers, 'mp3');
      expect(done).toMatchObject({ status: 'SUCCESS', format: 'mp3', drive_file: false });
      const file = await fileOf(done.download_id, user.headers);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="clip\.mp3"/);
      const media = await probe(file, 'download.mp3');
      expect(media.kind).toBe('audio');
      expect(media.container).toContain('mp3');
      expect(media.durationSeconds).toBeCloseTo(2, 0);

      const range = await t.app.inject({
        method: 'GET',
        url: `/api/downloads/${done.download_id}/file`,
        headers: { ...user.headers, range: 'bytes=0-9' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload).toHaveLength(10);

      const other = await signUp(t.app);
      for (const url of [
        `/api/downloads/${done.download_id}/`,
        `/api/downloads/${done.download_id}/file`,
        `/api/downloads/${done.download_id}/events`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: other.headers });
        expect(response.statusCode).toBe(404);
      }
    },
    LINK_TEST_MS,
  );

  it(
    'converts a link to mp4 into the drive of a user with cloud space, with its events',
    async () => {
      const user = await payingUser(t, 0);
      const done = await download(user.headers, 'mp4');
      expect(done).toMatchObject({ status: 'SUCCESS', drive_file: true, progress: 100 });
      const media = await probe(await fileOf(done.download_id, user.headers), 'download.mp4');
      expect(media.kind).toBe('video');
      expect(media.streams.map((stream) => stream.type).sort()).toEqual(['audio', 'video']);
      const drive = await t.app.inject({
        method: 'GET',
        url: '/api/drive/file_list/',
        headers: user.headers,
      });
      const files = json<{ data: { result: { file_hash: string; file_name: string }[] } }>(drive)
        .data.result;
      expect(files).toContainEqual(
        expect.objectContaining({ file_hash: done.file_hash, file_name: 'clip.mp4' }),
      );
      // Finished: the stream sends it once and ends.
      const events = await t.app.inject({
        method: 'GET',
        url: `/api/downloads/${done.download_id}/events`,
        headers: user.headers,
      });
      expect(events.body).toContain('"status":"SUCCESS"');
    },
    LINK_TEST_MS,
  );
});
