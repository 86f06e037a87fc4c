import { join } from 'node:path';
import { eq } from 'drizzle-orm';
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
import { driveFiles, mediaFiles, users } from '../../db/schema.js';
import type { UploadLimits } from '../plans/levels.js';

/** Small limits, so that a test reaches them with a few KB: free 100 KB and 5 s, paid larger. */
const TEST_LIMITS = (level: number): UploadLimits =>
  level === 0
    ? { maxBytes: 100_000, maxDurationSeconds: 5 }
    : { maxBytes: 20 * 1024 * 1024, maxDurationSeconds: 60 };

let t: FilesTestApp;
let media: MediaFixtures;
let filesDir: string;

beforeAll(async () => {
  [media, t] = await Promise.all([
    makeMediaFixtures(),
    createFilesTestApp({}, { uploadLimits: TEST_LIMITS }),
  ]);
  filesDir = t.filesDir;
  t.clock.set(new Date('2024-06-01T00:00:00Z'));
});
afterAll(async () => {
  await Promise.all([t?.close(), media?.remove()]);
});

const stored = (hash: string) => join(hash.slice(0, 2), hash.slice(2, 4), hash);
const upload: FilesTestApp['upload'] = (parts, headers) => t.upload(parts, headers);

async function uploadFile(
  name: Parameters<MediaFixtures['bytes']>[0],
  headers: Record<string, string> = {},
  type = 'application/octet-stream',
) {
  return upload([{ name: 'file', filename: name, type, data: await media.bytes(name) }], headers);
}

async function setLevel(user: SignedIn, level: number, subscriptionType: string | null = null) {
  await t.database.db
    .update(users)
    .set({ level, subscriptionType, neverExpires: level > 0 })
    .where(eq(users.id, user.userId));
}

const rowsOf = async (hash: string) => ({
  media: await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash)),
  drive: await t.database.db.select().from(driveFiles).where(eq(driveFiles.fileHash, hash)),
});

describe('uploading a file', () => {
  it('stores an mp3 by its sha256 and answers 201 with what probing found', async () => {
    const bytes = await media.bytes('tone.mp3');
    const response = await uploadFile('tone.mp3', {}, 'video/mp4');
    expect(response.statusCode).toBe(201);
    const { file } = json<Uploaded>(response).data;
    expect(file).toMatchObject({
      file_hash: sha256(bytes),
      file_name: 'tone.mp3',
      file_size: bytes.length,
      // From the content, not from the type the browser claimed.
      content_type: 'audio/mpeg',
      has_video: false,
      videoWidth: null,
      videoHeight: null,
      rotated_video: 0,
      created_time: '2024-06-01T00:00:00.000Z',
      // A visitor has no cloud space: kept a week.
      expires_time: '2024-06-08T00:00:00.000Z',
    });
    expect(file.duration).toBeGreaterThan(2.9);
    expect(file.duration).toBeLessThan(3.2);
    expect(await filesUnder(filesDir)).toContain(stored(sha256(bytes)));
    expect(response.cookies.map((c) => c.name)).toContain('captio_visitor');
  });

  it('probes a video: its picture size and content type', async () => {
    const user = await signUp(t.app);
    const response = await uploadFile('clip.mp4', user.headers);
    expect(response.statusCode).toBe(201);
    expect(json<Uploaded>(response).data.file).toMatchObject({
      content_type: 'video/mp4',
      has_video: true,
      videoWidth: 320,
      videoHeight: 240,
    });
  });

  it("takes a file larger than Fastify's 1 MB body limit", async () => {
    const user = await signUp(t.app);
    await setLevel(user, 1);
    const bytes = await media.bytes('big.wav');
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    const response = await uploadFile('big.wav', user.headers);
    expect(response.statusCode).toBe(201);
    expect(json<Uploaded>(response).data.file).toMatchObject({
      file_hash: sha256(bytes),
      file_size: bytes.length,
      content_type: 'audio/wav',
      // A paid user's file stays until deleted.
      expires_time: null,
    });
  });

  it('keeps fields sent before the file out of the way, and a clean name', async () => {
    const user = await signUp(t.app);
    const response = await upload(
      [
        { name: 'language', data: 'en' },
        {
          name: 'file',
          filename: 'C:\\recordings\\talk\u0000.mp3',
          data: await media.bytes('tone-high.mp3'),
        },
      ],
      user.headers,
    );
    expect(response.statusCode).toBe(201);
    expect(json<Uploaded>(response).data.file.file_name).toBe('talk.mp3');
  });
});

describe('refused uploads leave nothing behind', () => {
  const nothingLeft = async (hash?: string) => {
    expect(await filesUnder(join(filesDir, 'tmp'))).toEqual([]);
    if (hash) {
      expect(await filesUnder(filesDir)).not.toContain(stored(hash));
      expect(await rowsOf(hash)).toEqual({ media: [], drive: [] });
    }
  };

  it.each([
    ['a text file named .mp4 and sent as video/mp4', 'not-media.mp4', 415, 'not_media'],
    ["a visitor's file over the free size limit", 'medium.wav', 413, 'file_too_large'],
    ["a visitor's recording over the free length limit", 'long-tone.mp3', 413, 'too_long'],
  ] as const)('refuses %s', async (_case, name, status, code) => {
    const bytes = await media.bytes(name);
    const response = await uploadFile(name, { 'accept-language': 'de-DE' }, 'video/mp4');
    expect(response.statusCode).toBe(status);
    const body = json<{ code: string; message: string }>(response);
    expect(body.code).toBe(code);
    expect(body.message).not.toMatch(/\{\w+\}/);
    await nothingLeft(sha256(bytes));
  });

  it('names the limit in the message, in the caller’s language', async () => {
    const response = await uploadFile('long-tone.mp3', { 'accept-language': 'fr-FR' });
    expect(json(response)['message']).toBe(
      'Cet enregistrement dure 0:00:08\u00a0; votre forfait accepte des enregistrements jusqu’à 0:00:05.',
    );
    const big = await uploadFile('big.wav');
    expect(json(big)['message']).toBe(
      'This file is too large: your plan accepts files up to 0.1 MB.',
    );
  });

  it('lets a paid level send what the free level may not', async () => {
    const user = await signUp(t.app);
    await setLevel(user, 1);
    expect((await uploadFile('long-tone.mp3', user.headers)).statusCode).toBe(201);
  });

  it.each([
    ['no file, only a field', [{ name: 'language', data: 'en' }], 400, 'no_file'],
    ['an empty form', [], 400, 'no_file'],
    [
      'two files',
      [
        { name: 'file', filename: 'a.mp3', data: 'x'.repeat(100) },
        { name: 'file', filename: 'b.mp3', data: 'y'.repeat(100) },
      ],
      400,
      'one_file_only',
    ],
    [
      'a file in another field',
      [{ name: 'media', filename: 'a.mp3', data: 'x' }],
      400,
      'wrong_field',
    ],
  ] as const)('answers %s', async (_case, parts, status, code) => {
    const response = await upload([...parts]);
    expect(response.statusCode).toBe(status);
    expect(json(response)['code']).toBe(code);
    await nothingLeft();
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'whatever', 400, 'invalid_upload'],
    [
      'cut before its closing boundary',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nabc',
      400,
      'upload_incomplete',
    ],
    ['of plain text', 'text/plain', 'hello', 415, 'not_multipart'],
  ])('answers a body %s with %i %s', async (_case, type, payload, status, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(json(response)['code']).toBe(code);
    await nothingLeft();
  });

  it('answers a body that is not multipart with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
    await nothingLeft();
  });

  it('refuses a session without its CSRF token before reading the body (403)', async () => {
    const user = await signUp(t.app);
    const response = await uploadFile('tone.mp3', { authorization: `Token ${user.token}` });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a paid user whose drive is full (413 drive_full), keeping the stored copy of others', async () => {
    const user = await signUp(t.app);
    await setLevel(user, 1);
    const tenGiB = 10 * 1024 ** 3;
    await t.database.db.insert(driveFiles).values({
      userId: user.userId,
      fileHash: 'f'.repeat(64),
      fileName: 'almost everything.mp4',
      fileSize: tenGiB - 1_000,
      contentType: 'video/mp4',
    });
    const bytes = await media.bytes('clip.mp4');
    const response = await uploadFile('clip.mp4', user.headers);
    expect(response.statusCode).toBe(413);
    expect(json(response)['code']).toBe('drive_full');
    // clip.mp4 was stored by an earlier test's user: still there, still theirs only.
    expect(await filesUnder(filesDir)).toContain(stored(sha256(bytes)));
    const { drive } = await rowsOf(sha256(bytes));
    expect(drive.map((row) => row.userId)).not.toContain(user.userId);
    await nothingLeft();
  });
});

describe('the same content is stored once', () => {
  it('for two users, the same user twice, and two uploads at the same moment', async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const bytes = await media.bytes('tone.mp3');
    const hash = sha256(bytes);
    const answers = await Promise.all([
      uploadFile('tone.mp3', ada.headers),
      uploadFile('tone.mp3', ada.headers),
      uploadFile('tone.mp3', bob.headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const [first, second] = answers.map((a) => json<Uploaded>(a).data.file.uuid);
    expect(second).toBe(first);

    const { media: mediaRows, drive } = await rowsOf(hash);
    expect(mediaRows).toHaveLength(1);
    // The visitor of the first test, Ada once, Bob once.
    expect(drive.filter((row) => row.userId === ada.userId)).toHaveLength(1);
    expect(drive.filter((row) => row.userId === bob.userId)).toHaveLength(1);
    expect((await filesUnder(filesDir)).filter((path) => path.endsWith(hash))).toEqual([
      stored(hash),
    ]);
    expect(await filesUnder(join(filesDir, 'tmp'))).toEqual([]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/drive/file_list/',
      headers: ada.headers,
    });
    expect(json<{ data: { result: unknown[]; total_size: number } }>(list).data).toMatchObject({
      result: [expect.objectContaining({ file_hash: hash })],
      total_size: bytes.length,
    });
  });
});

describe('the same content sent again under another name', () => {
  it('keeps one entry, named as it was sent last', async () => {
    const ada = await signUp(t.app);
    const data = await media.bytes('tone-high.mp3');
    const sent = async (filename: string) =>
      json<Uploaded>(await upload([{ name: 'file', filename, data }], ada.headers)).data.file;
    const first = await sent('draft take.mp3');
    const second = await sent('final take.mp3');
    expect(second).toMatchObject({ uuid: first.uuid, file_name: 'final take.mp3' });
    const { drive } = await rowsOf(first.file_hash);
    expect(drive.filter((row) => row.userId === ada.userId).map((row) => row.fileName)).toEqual([
      'final take.mp3',
    ]);
  });
});

describe('signing in brings the visitor’s files', () => {
  it('moves them to the account, once per content', async () => {
    const first = await uploadFile('tone-high.mp3');
    const cookie = visitorCookie(first);
    const hash = json<Uploaded>(first).data.file.file_hash;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: cookie,
      payload: {
        email: `visitor-${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: 'Visitor',
      },
    });
    expect(signup.statusCode).toBe(200);
    const { token, csrftoken } = json<{ data: { token: string; csrftoken: string } }>(signup).data;
    const headers = { authorization: `Token ${token}`, 'x-csrftoken': csrftoken };
    const info = await t.app.inject({ method: 'GET', url: `/api/files/${hash}/`, headers });
    expect(info.statusCode).toBe(200);
    const visitorInfo = await t.app.inject({
      method: 'GET',
      url: `/api/files/${hash}/`,
      headers: cookie,
    });
    expect(visitorInfo.statusCode).toBe(404);
  });
  const DAY = 24 * 60 * 60 * 1000;
  const signIn = (user: SignedIn, cookie: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/',
      headers: cookie,
      payload: { email: user.email, password: user.password },
    });
  const fileOf = async (hash: string, headers: Record<string, string>) =>
    json<Uploaded>(await t.app.inject({ method: 'GET', url: `/api/files/${hash}/`, headers })).data
      .file;

  it.each([
    ['with cloud space keeps them until deleted', 1, null, null],
    [
      'without cloud space keeps them a week from their upload',
      0,
      '2024-06-08T00:00:00.000Z',
      null,
    ],
    ['paying as they go keeps them a week from their upload', 1, '2024-06-08T00:00:00.000Z', 'ugo'],
  ] as const)(
    'an account %s, counted in its drive at once',
    async (_case, level, expires, subscriptionType) => {
      const user = await signUp(t.app);
      await setLevel(user, level, subscriptionType);
      // The drive is listed (and kept in memory) before the files arrive.
      const before = await t.app.inject({ url: '/api/drive/file_list/', headers: user.headers });
      expect(json<{ data: { total_size: number } }>(before).data.total_size).toBe(0);
      t.clock.set(new Date('2024-06-01T00:00:00Z'));
      const uploaded = await uploadFile('tone-high.mp3');
      const { file_hash: hash, file_size: size } = json<Uploaded>(uploaded).data.file;
      t.clock.advance(2 * DAY);
      try {
        expect((await signIn(user, visitorCookie(uploaded))).statusCode).toBe(200);
        expect((await fileOf(hash, user.headers)).expires_time).toBe(expires);
        const list = await t.injectNow({ url: '/api/drive/file_list/', headers: user.headers });
        expect(json<{ data: { total_size: number } }>(list).data.total_size).toBe(size);
      } finally {
        t.clock.set(new Date('2024-06-01T00:00:00Z'));
      }
    },
  );

  it('keeps only what fits in the drive; the rest goes a week after its upload', async () => {
    const user = await signUp(t.app);
    await setLevel(user, 1);
    const tenGiB = 10 * 1024 ** 3;
    const highBytes = await media.bytes('tone-high.mp3');
    // Room for tone-high.mp3, then no more.
    await t.database.db.insert(driveFiles).values({
      userId: user.userId,
      fileHash: 'e'.repeat(64),
      fileName: 'almost everything.mp4',
      fileSize: tenGiB - highBytes.length - 10,
      contentType: 'video/mp4',
    });
    const first = await uploadFile('tone-high.mp3');
    const cookie = visitorCookie(first);
    t.clock.advance(60_000);
    try {
      const second = await uploadFile('tone.mp3', cookie);
      expect(second.statusCode).toBe(201);
      expect((await signIn(user, cookie)).statusCode).toBe(200);
      const kept = await fileOf(json<Uploaded>(first).data.file.file_hash, user.headers);
      const over = await fileOf(json<Uploaded>(second).data.file.file_hash, user.headers);
      expect([kept.expires_time, over.expires_time]).toEqual([null, '2024-06-08T00:01:00.000Z']);
    } finally {
      t.clock.set(new Date('2024-06-01T00:00:00Z'));
    }
  });

  it('gives content the account holds already its later expiry, listed once', async () => {
    const user = await signUp(t.app);
    const own = await uploadFile('tone.mp3', user.headers);
    const hash = json<Uploaded>(own).data.file.file_hash;
    t.clock.advance(3 * DAY);
    try {
      const brought = await uploadFile('tone.mp3');
      expect((await signIn(user, visitorCookie(brought))).statusCode).toBe(200);
      expect((await fileOf(hash, user.headers)).expires_time).toBe('2024-06-11T00:00:00.000Z');
      const { drive } = await rowsOf(hash);
      expect(drive.filter((row) => row.userId === user.userId)).toHaveLength(1);
    } finally {
      t.clock.set(new Date('2024-06-01T00:00:00Z'));
    }
  });
});
