import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveFiles, users } from '../db/schema.js';
import { createTestApp, json, signUp, type TestApp } from '../../test/support/test-app.js';

// check_login and file_list answers are kept while their rows stay the same; these check that a
// kept answer still changes when only the clock moves: a plan running out, a new UTC day.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const GIB = 1024 ** 3;

interface Userdata {
  email: string;
  level: number;
  drive_size: number;
  subscription_type: string | null;
  free_data: { remaining: number };
}

async function userdata(headers: Record<string, string>): Promise<Userdata> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/check_login/', headers });
  expect(response.statusCode).toBe(200);
  return json<{ data: { userdata: Userdata } }>(response).data.userdata;
}

async function driveSize(headers: Record<string, string>): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/drive/file_list/', headers });
  expect(response.statusCode).toBe(200);
  return json<{ data: { drive_size: number } }>(response).data.drive_size;
}

describe('answers that depend on the time', () => {
  it('drop the plan at its expiry, to the millisecond, with no change to any row', async () => {
    t.clock.set(new Date('2031-05-10T12:00:00.000Z'));
    const user = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({
        level: 1,
        planName: 'vip',
        subscriptionType: 'month',
        neverExpires: false,
        expiryDate: new Date(t.clock.now.getTime() + HOUR),
      })
      .where(eq(users.id, user.userId));
    await t.database.db.insert(driveFiles).values({
      userId: user.userId,
      fileHash: 'a'.repeat(64),
      fileName: 'talk.mp4',
      fileSize: 1000,
      contentType: 'video/mp4',
    });

    expect(await userdata(user.headers)).toMatchObject({ level: 1, drive_size: 10 * GIB });
    expect(await driveSize(user.headers)).toBe(10 * GIB);
    t.clock.advance(HOUR - 1);
    expect(await userdata(user.headers)).toMatchObject({ level: 1, subscription_type: 'month' });
    expect(await driveSize(user.headers)).toBe(10 * GIB);
    t.clock.advance(1);
    expect(await userdata(user.headers)).toMatchObject({
      level: 0,
      drive_size: 0,
      subscription_type: null,
    });
    expect(await driveSize(user.headers)).toBe(0);
  });

  it('give the free runs back at the start of the next UTC day', async () => {
    t.clock.set(new Date('2031-03-01T23:59:59.999Z'));
    const user = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ freeRemaining: 1, freeDay: '2031-03-01' })
      .where(eq(users.id, user.userId));

    expect((await userdata(user.headers)).free_data.remaining).toBe(1);
    expect((await userdata(user.headers)).free_data.remaining).toBe(1);
    t.clock.advance(1);
    expect((await userdata(user.headers)).free_data.remaining).toBe(3);
  });

  it('are each user’s own, however the calls interleave', async () => {
    t.clock.set(new Date('2031-04-01T08:00:00.000Z'));
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    for (let round = 0; round < 3; round++) {
      expect((await userdata(first.headers)).email).toBe(first.email);
      expect((await userdata(second.headers)).email).toBe(second.email);
    }
  });
});
