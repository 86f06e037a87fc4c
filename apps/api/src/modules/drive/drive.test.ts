import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { driveFiles, users } from '../../db/schema.js';

const GIB = 1024 ** 3;

interface FileList {
  data: {
    result: { uuid: string; file_name: string; file_size: number; created_time: string }[];
    total_size: number;
    drive_size: number;
  };
}

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;
const adaFiles = { old: randomUUID(), recent: randomUUID(), big: randomUUID() };
const bobFile = randomUUID();

function file(uuid: string, userId: number, name: string, size: number, createdAt: string) {
  return {
    uuid,
    userId,
    fileHash: `${'a'.repeat(63)}${name.length % 10}`,
    fileName: name,
    fileSize: size,
    contentType: name.endsWith('.mp4') ? 'video/mp4' : 'audio/mpeg',
    createdAt: new Date(createdAt),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2024-06-01T00:00:00Z'));
  ada = await signUp(t.app);
  bob = await signUp(t.app);
  await t.database.db
    .insert(driveFiles)
    .values([
      file(adaFiles.old, ada.userId, 'talk.mp3', 1_000, '2024-01-01T00:00:00Z'),
      file(adaFiles.big, ada.userId, 'film.mp4', 5 * GIB, '2024-03-01T00:00:00Z'),
      file(adaFiles.recent, ada.userId, 'call.mp3', 2_500, '2024-05-01T00:00:00Z'),
      file(bobFile, bob.userId, 'secret.mp4', 7_777, '2024-04-01T00:00:00Z'),
    ]);
});
afterAll(async () => {
  await t?.close();
});

const list = (user: SignedIn) =>
  t.app.inject({ method: 'GET', url: '/api/drive/file_list/', headers: user.headers });

const remove = (user: SignedIn, uuid: unknown, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'POST', url: '/api/drive/delete_file/', headers, payload: { uuid } });

async function setPlan(userId: number, plan: Partial<typeof users.$inferInsert>) {
  await t.database.db
    .update(users)
    .set({ level: 0, subscriptionType: null, expiryDate: null, neverExpires: false, ...plan })
    .where(eq(users.id, userId));
}

describe('file_list', () => {
  it("lists only the caller's files, newest first, with the bytes they take", async () => {
    const response = await list(ada);
    expect(response.statusCode).toBe(200);
    const { data } = json<FileList>(response);
    expect(data.result.map((f) => f.uuid)).toEqual([adaFiles.recent, adaFiles.big, adaFiles.old]);
    expect(data.result[1]).toEqual({
      uuid: adaFiles.big,
      file_hash: `${'a'.repeat(63)}8`,
      file_name: 'film.mp4',
      file_size: 5 * GIB,
      content_type: 'video/mp4',
      created_time: '2024-03-01T00:00:00.000Z',
    });
    expect(data.total_size).toBe(5 * GIB + 3_500);
    expect(JSON.stringify(data)).not.toContain(bobFile);
  });

  it('answers an empty drive for a user without files', async () => {
    const carol = await signUp(t.app);
    expect(json<FileList>(await list(carol)).data).toEqual({
      result: [],
      total_size: 0,
      drive_size: 0,
    });
  });

  it.each([
    ['free', {}, 0],
    ['vip', { level: 1, neverExpires: true }, 10 * GIB],
    ['unlimited until July', { level: 2, expiryDate: new Date('2024-07-01T00:00:00Z') }, 100 * GIB],
    ['an API tier', { level: 3, neverExpires: true }, 200 * GIB],
    ['pay-as-you-go', { level: 1, subscriptionType: 'ugo', neverExpires: true }, 0],
    ['vip expired in May', { level: 1, expiryDate: new Date('2024-05-01T00:00:00Z') }, 0],
  ])('gives the drive capacity of a %s user', async (_case, plan, capacity) => {
    await setPlan(ada.userId, plan);
    expect(json<FileList>(await list(ada)).data.drive_size).toBe(capacity);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/drive/file_list/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('delete_file', () => {
  it.each([
    ["another user's file", bobFile],
    ['an unknown file', '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 for %s, with the same message, and deletes nothing', async (_case, uuid) => {
    const response = await remove(ada, uuid);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      message: 'This file does not exist or has already been deleted.',
      code: 'file_not_found',
    });
    expect(await t.database.db.select().from(driveFiles)).toHaveLength(4);
  });

  it.each([
    ['not a uuid', 'abc'],
    ['missing', undefined],
    ['a number', 42],
  ])('refuses a uuid that is %s (400)', async (_case, uuid) => {
    const response = await remove(ada, uuid);
    expect(response.statusCode).toBe(400);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    expect((await remove(ada, adaFiles.old, {})).statusCode).toBe(401);
    expect(
      (await remove(ada, adaFiles.old, { authorization: `Token ${ada.token}` })).statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(driveFiles)).toHaveLength(4);
  });

  it("deletes the owner's file, once", async () => {
    const response = await remove(ada, adaFiles.old, {
      ...ada.headers,
      'accept-language': 'zh-CN',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { uuid: adaFiles.old, deleted: true },
      message: '文件已删除。',
    });
    const remaining = await t.database.db.select({ uuid: driveFiles.uuid }).from(driveFiles);
    expect(remaining.map((r) => r.uuid).sort()).toEqual(
      [adaFiles.recent, adaFiles.big, bobFile].sort(),
    );
    const { data } = json<FileList>(await list(ada));
    expect(data.result.map((f) => f.uuid)).toEqual([adaFiles.recent, adaFiles.big]);
    expect(data.total_size).toBe(5 * GIB + 2_500);

    expect((await remove(ada, adaFiles.old)).statusCode).toBe(404);
  });
});
