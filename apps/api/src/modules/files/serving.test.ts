import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { endpoints } from '@captio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FilesTestApp,
  type Uploaded,
  createFilesTestApp,
  sha256,
  visitorCookie,
} from '../../../test/support/files-app.js';
import {
  type MediaFixtures,
  filesUnder,
  makeMediaFixtures,
} from '../../../test/support/media-fixtures.js';
import { type SignedIn, json, signUp } from '../../../test/support/test-app.js';
import { driveFiles, mediaFiles, tasks, users } from '../../db/schema.js';
import { fileStoreIn } from './file-store.js';
import { FileSweep } from './file-sweep.js';

interface WaveformAnswer {
  data: { peaks: number[]; peaks_per_second: number; duration: number; scene_changes: number[] };
}

let t: FilesTestApp;
let media: MediaFixtures;
let dataDir: string;
let filesDir: string;
let ada: SignedIn;
let bob: SignedIn;
let visitor: Record<string, string>;
let clip: { hash: string; bytes: Buffer; uuid: string };
let tone: { hash: string; bytes: Buffer };

async function upload(
  name: 'clip.mp4' | 'tone.mp3' | 'tone-high.mp3',
  headers: Record<string, string>,
) {
  const response = await t.upload(
    [{ name: 'file', filename: name, data: await media.bytes(name) }],
    headers,
  );
  expect(response.statusCode).toBe(201);
  return response;
}

beforeAll(async () => {
  [media, t] = await Promise.all([makeMediaFixtures(), createFilesTestApp()]);
  ({ dataDir, filesDir } = t);
  t.clock.set(new Date('2024-06-01T00:00:00Z'));
  ada = await signUp(t.app);
  bob = await signUp(t.app);
  // Ada has cloud space: her files stay until she deletes them.
  await t.database.db
    .update(users)
    .set({ level: 1, neverExpires: true })
    .where(eq(users.id, ada.userId));
  const clipBytes = await media.bytes('clip.mp4');
  const clipAnswer = await upload('clip.mp4', ada.headers);
  clip = {
    hash: sha256(clipBytes),
    bytes: clipBytes,
    uuid: json<Uploaded>(clipAnswer).data.file.uuid,
  };
  const toneBytes = await media.bytes('tone.mp3');
  visitor = visitorCookie(await upload('tone.mp3', {}));
  tone = { hash: sha256(toneBytes), bytes: toneBytes };
});
afterAll(async () => {
  await Promise.all([t?.close(), media?.remove()]);
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });
const mediaOf = (hash: string) => `/api/files/${hash}/media`;

describe('the media, by range', () => {
  it('serves the whole file with its type, length, ETag and Accept-Ranges', async () => {
    const response = await get(mediaOf(clip.hash), ada.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe(String(clip.bytes.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['etag']).toBe(`"${clip.hash}"`);
    expect(response.rawPayload.equals(clip.bytes)).toBe(true);
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['a middle part', 'bytes=1000-1999', 1000, 1999],
    ['an open end', 'bytes=2000-', 2000, -1],
    ['a suffix', 'bytes=-500', -500, -1],
    ['an end past the file', 'bytes=100-999999999', 100, -1],
  ])('answers %s with 206 and Content-Range', async (_case, range, from, to) => {
    const size = clip.bytes.length;
    const start = from < 0 ? size + from : from;
    const end = to < 0 ? size - 1 : to;
    const response = await get(mediaOf(clip.hash), { ...ada.headers, range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(clip.bytes.subarray(start, end + 1))).toBe(true);
  });

  it.each([
    ['the whole file', {}, 200, 0, -1],
    ['a range', { range: 'bytes=1000-1999' }, 206, 1000, 1999],
  ])(
    'sends %s as its bytes to a reader that accepts compressed answers',
    async (_case, range, status, from, to) => {
      const end = to < 0 ? clip.bytes.length - 1 : to;
      const response = await get(mediaOf(clip.hash), {
        ...ada.headers,
        ...range,
        'accept-encoding': 'br, gzip',
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(end - from + 1));
      expect(response.rawPayload.equals(clip.bytes.subarray(from, end + 1))).toBe(true);
    },
  );

  it.each([
    ['a start past the end', (size: number) => `bytes=${size}-`],
    ['an empty suffix', () => 'bytes=-0'],
  ])('answers %s with 416 and the size', async (_case, range) => {
    const size = clip.bytes.length;
    const response = await get(mediaOf(clip.hash), { ...ada.headers, range: range(size) });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(json(response)['code']).toBe('range_not_satisfiable');
  });

  it.each([
    ['a malformed range', { range: 'bytes=abc' }],
    ['several ranges', { range: 'bytes=0-1,5-6' }],
    ['another unit', { range: 'items=0-1' }],
    ['an If-Range of other content', { range: 'bytes=0-1', 'if-range': '"0000"' }],
    ['an If-Range date', { range: 'bytes=0-1', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' }],
  ])('answers the whole file for %s', async (_case, headers) => {
    const response = await get(mediaOf(clip.hash), { ...ada.headers, ...headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(clip.bytes.length);
  });

  it('honours the range under an If-Range of this content', async () => {
    const response = await get(mediaOf(clip.hash), {
      ...ada.headers,
      range: 'bytes=0-9',
      'if-range': `"${clip.hash}"`,
    });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(clip.bytes.subarray(0, 10))).toBe(true);
  });

  it('answers HEAD with the headers and no body, and If-None-Match with 304', async () => {
    const head = await get(mediaOf(clip.hash), ada.headers, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(clip.bytes.length));
    expect(head.rawPayload.length).toBe(0);
    const again = await get(mediaOf(clip.hash), {
      ...ada.headers,
      'if-none-match': `"${clip.hash}"`,
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves a visitor's file to the visitor's cookie", async () => {
    const response = await get(mediaOf(tone.hash), visitor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
  });
});

describe('what is made from a file', () => {
  it('gives a video a JPEG still, made once', async () => {
    const [first, second] = await Promise.all([
      get(`/api/files/${clip.hash}/thumbnail`, ada.headers),
      get(`/api/files/${clip.hash}/thumbnail`, ada.headers),
    ]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      // JPEG's start-of-image marker.
      expect(response.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await filesUnder(filesDir)).toContain(
      join(clip.hash.slice(0, 2), clip.hash.slice(2, 4), `${clip.hash}.thumb.jpg`),
    );
  });

  it('answers 404 for the still of an audio file', async () => {
    const response = await get(`/api/files/${tone.hash}/thumbnail`, visitor);
    expect(response.statusCode).toBe(404);
    expect(json(response)['code']).toBe('no_picture');
  });

  it('gives the waveform peaks and the scene change of the clip, computed once', async () => {
    const [first, second] = await Promise.all([
      get(`/api/files/${clip.hash}/waveform/`, ada.headers),
      get(`/api/files/${clip.hash}/waveform/`, ada.headers),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    // Sent as the server stored it: it must still be what the contract says.
    expect(() => endpoints.fileWaveform.response.parse(json(first))).not.toThrow();
    const { data } = json<WaveformAnswer>(first);
    expect(data.duration).toBeCloseTo(2, 0);
    // Pairs of min and max per bucket, for the whole length.
    expect(data.peaks.length % 2).toBe(0);
    // Decoded audio may run a few ms past the stated duration (codec padding): within 0.1 s.
    const pairs = data.peaks.length / 2;
    expect(Math.abs(pairs - data.duration * data.peaks_per_second)).toBeLessThanOrEqual(
      data.peaks_per_second / 10,
    );
    // ffmpeg's sine source plays at 1/8 of full scale: peaks near 0.125, far from silence.
    expect(Math.max(...data.peaks)).toBeGreaterThan(0.1);
    expect(Math.min(...data.peaks)).toBeLessThan(-0.1);
    // The picture changes from the test pattern to the colour bars at 1 s.
    expect(data.scene_changes).toHaveLength(1);
    expect(data.scene_changes[0]).toBeCloseTo(1, 0);
  });

  it('gives an audio file a waveform without scene changes, also in a folder with no temp folder', async () => {
    // A data folder filled otherwise than by uploads (a copy, a restored backup) has none.
    await rm(join(filesDir, 'tmp'), { recursive: true, force: true });
    const response = await get(`/api/files/${tone.hash}/waveform/`, visitor);
    expect(response.statusCode).toBe(200);
    expect(json<WaveformAnswer>(response).data.scene_changes).toEqual([]);
  });
});

describe("another holder's file", () => {
  const routes = (hash: string) =>
    [
      ['GET', `/api/files/${hash}/`],
      ['GET', `/api/files/${hash}/media`],
      ['HEAD', `/api/files/${hash}/media`],
      ['GET', `/api/files/${hash}/thumbnail`],
      ['GET', `/api/files/${hash}/waveform/`],
    ] as const;

  it.each([
    ["Ada's video, asked by Bob", () => clip.hash, () => bob.headers],
    ["Ada's video, asked by a visitor", () => clip.hash, () => visitor],
    ["Ada's video, asked by nobody", () => clip.hash, () => ({})],
    ["a visitor's audio, asked by Ada", () => tone.hash, () => ada.headers],
    [
      "a visitor's audio, asked by another visitor",
      () => tone.hash,
      () => ({ cookie: 'captio_visitor=v_AAAAAAAAAAAAAAAAAAAAAA' }),
    ],
    ['content nobody uploaded', () => 'e'.repeat(64), () => ada.headers],
  ])('answers 404 on every route for %s', async (_case, hash, headers) => {
    for (const [method, url] of routes(hash())) {
      const response = await get(url, headers(), method);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('deleting and sweeping', () => {
  const storedFiles = async (hash: string) =>
    (await filesUnder(filesDir)).filter((path) => path.includes(hash));

  it('frees the bytes only when the last holder deletes', async () => {
    const bob2 = await upload('clip.mp4', bob.headers);
    const bobUuid = json<Uploaded>(bob2).data.file.uuid;
    const remove = (user: SignedIn, uuid: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/drive/delete_file/',
        headers: user.headers,
        payload: { uuid },
      });

    expect((await remove(ada, clip.uuid)).statusCode).toBe(200);
    expect((await get(mediaOf(clip.hash), ada.headers)).statusCode).toBe(404);
    expect((await get(mediaOf(clip.hash), bob.headers)).statusCode).toBe(200);
    expect(await storedFiles(clip.hash)).toHaveLength(3); // the file, its still, its waveform

    expect((await remove(bob, bobUuid)).statusCode).toBe(200);
    expect(await storedFiles(clip.hash)).toEqual([]);
    expect(
      await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.hash, clip.hash)),
    ).toEqual([]);
  });

  it('keeps the bytes a task still uses after the last holder deletes', async () => {
    const erin = await signUp(t.app);
    const answer = await upload('clip.mp4', erin.headers);
    const { file_hash: hash, uuid } = json<Uploaded>(answer).data.file;
    await t.database.db.insert(tasks).values({
      fileHash: hash,
      userId: erin.userId,
      fileName: 'clip.mp4',
      language: 'en',
      mode: 1,
      model: 1,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/drive/delete_file/',
      headers: erin.headers,
      payload: { uuid },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedFiles(hash)).toHaveLength(1);
    expect(
      await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash)),
    ).toHaveLength(1);

    // Once the task goes too, the sweep frees them.
    await t.database.db.delete(tasks).where(eq(tasks.fileHash, hash));
    const sweep = new FileSweep({
      db: t.database.db,
      store: fileStoreIn(dataDir),
      log: { info: () => {}, error: () => {} },
      now: () => t.clock.now,
    });
    expect((await sweep.sweep()).freed).toContain(hash);
    expect(await storedFiles(hash)).toEqual([]);
  });

  it("removes a visitor's file once it expires, and not before", async () => {
    const sweep = new FileSweep({
      db: t.database.db,
      store: fileStoreIn(dataDir),
      log: { info: () => {}, error: () => {} },
      now: () => t.clock.now,
    });
    t.clock.set(new Date('2024-06-07T23:59:00Z'));
    expect((await sweep.sweep()).freed).toEqual([]);
    expect((await get(mediaOf(tone.hash), visitor)).statusCode).toBe(200);

    t.clock.set(new Date('2024-06-08T00:00:01Z'));
    // Past its expiry it is gone for the visitor at once, swept or not.
    expect((await get(mediaOf(tone.hash), visitor)).statusCode).toBe(404);
    expect((await sweep.sweep()).freed).toEqual([tone.hash]);
    expect(await storedFiles(tone.hash)).toEqual([]);
    expect(
      await t.database.db.select().from(driveFiles).where(eq(driveFiles.fileHash, tone.hash)),
    ).toEqual([]);
  });

  it("keeps a paid user's file through the sweep", async () => {
    const answer = await upload('tone-high.mp3', ada.headers);
    const { file_hash: hash } = json<Uploaded>(answer).data.file;
    t.clock.set(new Date('2030-01-01T00:00:00Z'));
    const sweep = new FileSweep({
      db: t.database.db,
      store: fileStoreIn(dataDir),
      log: { info: () => {}, error: () => {} },
      now: () => t.clock.now,
    });
    expect((await sweep.sweep()).freed).toEqual([]);
    expect(await storedFiles(hash)).toHaveLength(1);
  });
});

describe('API keys', () => {
  async function keyOf(user: SignedIn): Promise<Record<string, string>> {
    await t.database.db
      .update(users)
      .set({ level: 3, neverExpires: true })
      .where(eq(users.id, user.userId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keys/',
      headers: user.headers,
      payload: { name: 'uploads' },
    });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${json<{ data: { key: string } }>(response).data.key}` };
  }

  it('upload and read as the key’s user, and nobody else’s files', async () => {
    const carol = await signUp(t.app);
    const dave = await signUp(t.app);
    const [carolKey, daveKey] = [await keyOf(carol), await keyOf(dave)];
    const answer = await upload('tone-high.mp3', carolKey);
    const { file_hash: hash } = json<Uploaded>(answer).data.file;
    // The key's user holds it: the session sees it too.
    expect((await get(`/api/files/${hash}/`, carol.headers)).statusCode).toBe(200);
    expect((await get(mediaOf(hash), { ...carolKey, range: 'bytes=0-3' })).statusCode).toBe(206);
    expect((await get(`/api/files/${hash}/`, daveKey)).statusCode).toBe(404);
    expect((await get(mediaOf(hash), daveKey)).statusCode).toBe(404);
  });
});
