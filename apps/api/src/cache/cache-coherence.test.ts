import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveFiles, sessions, users } from '../db/schema.js';
import { createTestApp, json, signUp, type TestApp } from '../../test/support/test-app.js';
import { TEST_DB_KIND } from '../../test/support/test-database.js';

// The api keeps sessions, users and drive files in memory between requests; these check that
// what a user sees never lags behind the database: changes made outside the request (another
// process, an operator, a worker) arrive through the change feed, and a caller's own changes at
// once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserdataAnswer = {
  data: { userdata: { point: number; name: string; language_setting: string } };
};

async function checkLogin(headers: Record<string, string>, inject = t.app.inject) {
  return inject({ method: 'GET', url: '/api/auth/check_login/', headers });
}

async function untilLive(live: boolean) {
  for (let i = 0; i < 200 && t.database.changes.live !== live; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(t.database.changes.live).toBe(live);
}

describe('what requests read stays in step with the database', () => {
  it('shows a balance changed elsewhere', async () => {
    const user = await signUp(t.app);
    expect(json<UserdataAnswer>(await checkLogin(user.headers)).data.userdata.point).toBe(0);
    await t.database.db.update(users).set({ point: 42 }).where(eq(users.id, user.userId));
    expect(json<UserdataAnswer>(await checkLogin(user.headers)).data.userdata.point).toBe(42);
  });

  it('refuses a session ended elsewhere', async () => {
    const user = await signUp(t.app);
    expect((await checkLogin(user.headers)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.userId));
    expect((await checkLogin(user.headers)).statusCode).toBe(401);
  });

  it('refuses every session of a user deleted elsewhere', async () => {
    const user = await signUp(t.app);
    expect((await checkLogin(user.headers)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, user.userId));
    expect((await checkLogin(user.headers)).statusCode).toBe(401);
  });

  it('lists a drive file added elsewhere', async () => {
    const user = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ level: 1, neverExpires: true })
      .where(eq(users.id, user.userId));
    const list = () =>
      t.app.inject({ method: 'GET', url: '/api/drive/file_list/', headers: user.headers });
    expect(json<{ data: { result: unknown[] } }>(await list()).data.result).toHaveLength(0);
    await t.database.db.insert(driveFiles).values({
      userId: user.userId,
      fileHash: 'a'.repeat(64),
      fileName: 'talk.mp4',
      fileSize: 2048,
      contentType: 'video/mp4',
    });
    const after = json<{ data: { result: { file_name: string }[]; total_size: number } }>(
      await list(),
    );
    expect(after.data.result.map((file) => file.file_name)).toEqual(['talk.mp4']);
    expect(after.data.total_size).toBe(2048);
  });

  it("shows a caller's own change in the very next answer, before the database's announcement", async () => {
    const user = await signUp(t.app);
    await checkLogin(user.headers, t.injectNow);
    const changed = await t.injectNow({
      method: 'POST',
      url: '/api/auth/change_profile/',
      headers: user.headers,
      payload: { change_language: 'fr-FR' },
    });
    expect(changed.statusCode).toBe(200);
    const answer = await checkLogin(user.headers, t.injectNow);
    expect(json<UserdataAnswer>(answer).data.userdata.language_setting).toBe('fr-FR');
  });

  it('forgets a session at logout, so the token stops working at once', async () => {
    const user = await signUp(t.app);
    await checkLogin(user.headers, t.injectNow);
    const out = await t.injectNow({
      method: 'GET',
      url: '/api/auth/logout/',
      headers: user.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await checkLogin(user.headers, t.injectNow)).statusCode).toBe(401);
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'reads from the database while the feed is down, and caches again once it is back',
    async () => {
      const user = await signUp(t.app);
      await checkLogin(user.headers);
      // The feed's own connection is the one listening on the channel.
      await t.database.db.execute(sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %'`);
      await untilLive(false);
      // No one hears this change, so only a cache that stopped serving can show it.
      await t.database.db.update(users).set({ point: 7 }).where(eq(users.id, user.userId));
      const whileDown = await checkLogin(user.headers, t.injectNow);
      expect(json<UserdataAnswer>(whileDown).data.userdata.point).toBe(7);

      await untilLive(true);
      await checkLogin(user.headers);
      await t.database.db.update(users).set({ point: 8 }).where(eq(users.id, user.userId));
      expect(json<UserdataAnswer>(await checkLogin(user.headers)).data.userdata.point).toBe(8);
    },
  );
});
