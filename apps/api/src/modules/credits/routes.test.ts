import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { plans, users } from '../../db/schema.js';
import { addPlan } from '../billing/testing/fixtures.js';
import { changePoints } from './ledger.js';

interface Entry {
  id: number;
  delta: number;
  balance: number;
  reason: string;
  created_time: string;
}
type History = { data: { result: Entry[]; total: number } };

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t.app);
  bob = await signUp(t.app);
  // 120 entries for Ada (balances 1..120), 3 for Bob: enough for three pages of 50.
  for (let i = 1; i <= 120; i++) {
    await changePoints(t.database.db, { userId: ada.userId, delta: 1, reason: `test:grant-${i}` });
  }
  for (let i = 1; i <= 3; i++) {
    await changePoints(t.database.db, { userId: bob.userId, delta: 5, reason: 'test:bob' });
  }
});
afterAll(async () => {
  await t?.close();
});

/** Gets with a session token only: reading needs no CSRF token. */
function get(url: string, user: SignedIn | undefined) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: user ? { authorization: `Token ${user.token}` } : {},
  });
}

describe('GET /api/point/count_point/', () => {
  it('answers the balance of the signed-in user', async () => {
    const response = await get('/api/point/count_point/', ada);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { point: 120 } });
    expect(json(await get('/api/point/count_point/', bob))).toEqual({ data: { point: 15 } });
  });

  it('follows the ledger at once', async () => {
    const carol = await signUp(t.app);
    expect(json(await get('/api/point/count_point/', carol))).toEqual({ data: { point: 0 } });
    await changePoints(t.database.db, { userId: carol.userId, delta: 42, reason: 'test:grant' });
    await changePoints(t.database.db, { userId: carol.userId, delta: -2, reason: 'test:spend' });
    expect(json(await get('/api/point/count_point/', carol))).toEqual({ data: { point: 40 } });
  });

  it('reads the session from the token cookie too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/point/count_point/',
      cookies: { token: bob.token },
    });
    expect(json(response)).toEqual({ data: { point: 15 } });
  });

  it.each([
    ['no credentials', {}, 'not_signed_in'],
    ['an unknown token', { authorization: 'Token not-a-session' }, 'session_expired'],
  ])('answers 401 with %s', async (_case, headers, code) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/point/count_point/', headers });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code });
  });
});

describe('GET /api/point/history/', () => {
  it.each([
    { page: undefined, count: 50, first: 120, last: 71 },
    { page: 1, count: 50, first: 120, last: 71 },
    { page: 2, count: 50, first: 70, last: 21 },
    { page: 3, count: 20, first: 20, last: 1 },
    { page: 4, count: 0, first: undefined, last: undefined },
  ])('answers page $page newest first: $count entries', async ({ page, count, first, last }) => {
    const url = page === undefined ? '/api/point/history/' : `/api/point/history/?page=${page}`;
    const response = await get(url, ada);
    expect(response.statusCode).toBe(200);
    const { data } = json<History>(response);
    expect(data.total).toBe(120);
    expect(data.result).toHaveLength(count);
    expect(data.result[0]?.balance).toBe(first);
    expect(data.result.at(-1)?.balance).toBe(last);
    for (const entry of data.result) {
      expect(entry).toMatchObject({ delta: 1, reason: `test:grant-${entry.balance}` });
      expect(Number.isNaN(Date.parse(entry.created_time))).toBe(false);
    }
    const ids = data.result.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("shows only the caller's entries", async () => {
    const { data } = json<History>(await get('/api/point/history/', bob));
    expect(data.total).toBe(3);
    expect(data.result.map((entry) => [entry.delta, entry.balance, entry.reason])).toEqual([
      [5, 15, 'test:bob'],
      [5, 10, 'test:bob'],
      [5, 5, 'test:bob'],
    ]);
    const adaIds = new Set(
      json<History>(await get('/api/point/history/', ada)).data.result.map((entry) => entry.id),
    );
    expect(data.result.some((entry) => adaIds.has(entry.id))).toBe(false);
  });

  it("names a plan's credits by the plan's name, on sale or not; other reasons as written", async () => {
    const erin = await signUp(t.app);
    const plan = await addPlan(t.database.db, { name: 'VIP monthly' });
    const retired = await addPlan(t.database.db, { name: 'Launch offer' });
    await t.database.db.update(plans).set({ active: false }).where(eq(plans.id, retired.id));
    const entries = [`plan:${plan.id}`, `plan:${retired.id}`, 'plan:no-such-plan', 'grant:gift'];
    for (const reason of entries) {
      await changePoints(t.database.db, { userId: erin.userId, delta: 10, reason });
    }
    const { data } = json<History>(await get('/api/point/history/', erin));
    expect(data.result.map((entry) => entry.reason)).toEqual([
      'grant:gift',
      'plan:no-such-plan',
      'plan:Launch offer',
      'plan:VIP monthly',
    ]);
  });

  it('answers an empty history for a new user', async () => {
    const dan = await signUp(t.app);
    expect(json(await get('/api/point/history/', dan))).toEqual({ data: { result: [], total: 0 } });
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s (400 with the field)', async (page) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/point/history/?page=${page}`,
      headers: { authorization: `Token ${ada.token}`, 'accept-language': 'es-ES' },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; errors: { field: string }[] }>(response);
    expect(body.message).toBe('Faltan algunos campos o no son válidos.');
    expect(body.errors.map((error) => error.field)).toEqual(['page']);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/point/history/', undefined)).statusCode).toBe(401);
  });
});

describe('with an API key', () => {
  it('answers the balance and the history of the key owner', async () => {
    await t.database.db
      .update(users)
      .set({ level: 3, neverExpires: true })
      .where(eq(users.id, bob.userId));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/keys/',
      headers: bob.headers,
      payload: { name: 'credits test' },
    });
    expect(created.statusCode).toBe(200);
    const { key } = json<{ data: { key: string } }>(created).data;
    const bearer = { authorization: `Bearer ${key}` };

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/point/count_point/',
      headers: bearer,
    });
    expect(json(count)).toEqual({ data: { point: 15 } });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/point/history/?page=1',
      headers: bearer,
    });
    expect(json<History>(history).data.total).toBe(3);
  });
});
