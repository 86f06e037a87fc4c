import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { apiKeys, users } from '../../db/schema.js';
import { MAX_ACTIVE_API_KEYS } from './keys.js';

interface KeyData {
  id: string;
  name: string;
  prefix: string;
  created_time: string;
  last_used_time: string | null;
  revoked: boolean;
}

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function setPlan(
  userId: number,
  plan: { level: number; expiryDate?: Date | null; neverExpires?: boolean },
): Promise<void> {
  await t.database.db
    .update(users)
    .set({
      level: plan.level,
      expiryDate: plan.expiryDate ?? null,
      neverExpires: plan.neverExpires ?? false,
    })
    .where(eq(users.id, userId));
}

/** A signed-in user on an API tier (level 3, never expiring). */
async function apiUser(): Promise<SignedIn> {
  const user = await signUp(t.app);
  await setPlan(user.userId, { level: 3, neverExpires: true });
  return user;
}

function createKey(user: SignedIn, name = 'my key', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/keys/',
    headers: { ...user.headers, ...headers },
    payload: { name },
  });
}

function revokeKey(user: SignedIn, id: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/keys/revoke/',
    headers: { ...user.headers, ...headers },
    payload: { id },
  });
}

async function listKeys(user: SignedIn): Promise<KeyData[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/keys/',
    headers: { authorization: `Token ${user.token}` },
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: { result: KeyData[] } }>(response).data.result;
}

async function activeKeyCount(userId: number): Promise<number> {
  const rows = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
  return rows.filter((row) => row.revokedAt === null).length;
}

describe('POST /api/keys/ (create)', () => {
  it('answers the secret once, and keeps only its SHA-256 and its prefix', async () => {
    const user = await apiUser();
    const response = await createKey(user, '  Production server  ');
    expect(response.statusCode).toBe(200);
    const body = json<{ data: KeyData & { key: string }; message: string }>(response);
    expect(body.message).toBe('Copy your API key now: it will not be shown again.');
    const { key, ...shown } = body.data;
    expect(key).toMatch(/^cap_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(4), 'base64url')).toHaveLength(32);
    expect(shown).toMatchObject({
      name: 'Production server',
      prefix: key.slice(0, 12),
      last_used_time: null,
      revoked: false,
    });

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, shown.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(row?.userId).toBe(user.userId);
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
  });

  it('gives a different secret every time', async () => {
    const user = await apiUser();
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++)
      keys.add(json<{ data: { key: string } }>(await createKey(user)).data.key);
    expect(keys.size).toBe(3);
  });

  it.each([
    { name: 'a free user', plan: { level: 0 } },
    { name: 'a vip user', plan: { level: 1, neverExpires: true } },
    { name: 'an unlimited user', plan: { level: 2, neverExpires: true } },
    {
      name: 'an API user whose plan has expired',
      plan: { level: 3, expiryDate: new Date(Date.now() - DAY) },
    },
  ])('refuses $name: API keys come with an API plan (403)', async ({ plan }) => {
    const user = await signUp(t.app);
    await setPlan(user.userId, plan);
    const response = await createKey(user);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      message: 'API keys come with an API plan. Choose an API plan to create one.',
      code: 'api_plan_required',
    });
    expect(await activeKeyCount(user.userId)).toBe(0);
  });

  it.each([
    ['zh-CN', 'API 密钥仅随 API 套餐提供，请选择 API 套餐后再创建。'],
    [
      'fr-FR',
      'Les clés d’API sont incluses dans un forfait API. Choisissez un forfait API pour en créer une.',
    ],
    ['ru-RU', 'Ключи API входят в тариф API. Чтобы создать ключ, выберите тариф API.'],
  ])('says so in %s', async (locale, message) => {
    const user = await signUp(t.app);
    const response = await createKey(user, 'key', { 'accept-language': locale });
    expect(json(response)).toMatchObject({ message });
  });

  it('accepts an API plan that has not expired yet', async () => {
    const user = await signUp(t.app);
    await setPlan(user.userId, { level: 4, expiryDate: new Date(t.clock.now.getTime() + DAY) });
    expect((await createKey(user)).statusCode).toBe(200);
  });

  it(`holds at most ${MAX_ACTIVE_API_KEYS} active keys (409); a revoked one makes room`, async () => {
    const user = await apiUser();
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) {
      const response = await createKey(user, `key ${i}`);
      expect(response.statusCode).toBe(200);
      ids.push(json<{ data: { id: string } }>(response).data.id);
    }
    const refused = await createKey(user, 'one too many', { 'accept-language': 'it-IT' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      message: `Hai già ${MAX_ACTIVE_API_KEYS} chiavi API attive. Revocane una prima di crearne un’altra.`,
      code: 'too_many_api_keys',
    });
    expect((await revokeKey(user, String(ids[0]))).statusCode).toBe(200);
    expect((await createKey(user, 'in its place')).statusCode).toBe(200);
    expect(await activeKeyCount(user.userId)).toBe(MAX_ACTIVE_API_KEYS);
  });

  it('does not go past the limit with concurrent creations', async () => {
    const user = await apiUser();
    for (let i = 0; i < MAX_ACTIVE_API_KEYS - 2; i++) await createKey(user, `key ${i}`);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createKey(user, `racing ${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await activeKeyCount(user.userId)).toBe(MAX_ACTIVE_API_KEYS);
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '   ' }],
    ['a name of 65 characters', { name: 'x'.repeat(65) }],
    ['a number', { name: 7 }],
    ['an unknown field', { name: 'ok', level: 9 }],
  ])('refuses %s (400)', async (_case, payload) => {
    const user = await apiUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keys/',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'invalid_request' });
    expect(await activeKeyCount(user.userId)).toBe(0);
  });

  it.each([
    ['without a CSRF token', { 'x-csrftoken': '' }, 403, 'csrf_failed'],
    ['with a wrong CSRF token', { 'x-csrftoken': 'forged' }, 403, 'csrf_failed'],
    ['without a session', { authorization: '' }, 401, 'not_signed_in'],
  ])('refuses a creation %s', async (_case, headers, status, code) => {
    const user = await apiUser();
    const merged = Object.fromEntries(
      Object.entries({ ...user.headers, ...headers }).filter(([, value]) => value !== ''),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keys/',
      headers: merged,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ code });
    expect(await activeKeyCount(user.userId)).toBe(0);
  });
});

describe('GET /api/keys/ (list)', () => {
  it('lists the keys newest first, revoked ones marked, never a secret nor a hash', async () => {
    const user = await apiUser();
    const secrets: string[] = [];
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      const { data } = json<{ data: { id: string; key: string } }>(await createKey(user, name));
      secrets.push(data.key);
      ids.push(data.id);
      t.clock.advance(1000);
    }
    await revokeKey(user, String(ids[1]));
    const other = await apiUser();
    await createKey(other, 'not yours');

    const list = await listKeys(user);
    expect(list.map((key) => [key.name, key.revoked])).toEqual([
      ['third', false],
      ['second', true],
      ['first', false],
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['created_time', 'id', 'last_used_time', 'name', 'prefix', 'revoked'].sort(),
    );
    const text = JSON.stringify(list);
    for (const secret of secrets) {
      expect(text).not.toContain(secret.slice(12));
      expect(text).not.toContain(createHash('sha256').update(secret).digest('hex'));
    }
  });

  it('lists the keys of a user whose API plan ended, so that they can be revoked', async () => {
    const user = await apiUser();
    const { data } = json<{ data: { id: string } }>(await createKey(user));
    await setPlan(user.userId, { level: 0 });
    expect((await listKeys(user)).map((key) => key.id)).toEqual([data.id]);
    expect((await revokeKey(user, data.id)).statusCode).toBe(200);
  });

  it('answers an empty list for a user without keys', async () => {
    expect(await listKeys(await signUp(t.app))).toEqual([]);
  });
});

describe('POST /api/keys/revoke/', () => {
  it('revokes at once, says so, and revoking again changes nothing', async () => {
    const user = await apiUser();
    const { data } = json<{ data: { id: string; key: string } }>(await createKey(user));
    const bearer = { authorization: `Bearer ${data.key}` };
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/point/count_point/',
      headers: bearer,
    });
    expect(before.statusCode).toBe(200);

    const response = await revokeKey(user, data.id, { 'accept-language': 'ko-KR' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { id: data.id, revoked: true },
      message: 'API 키가 취소되었습니다.',
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/point/count_point/',
      headers: bearer,
    });
    expect(after.statusCode).toBe(401);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    t.clock.advance(DAY);
    expect((await revokeKey(user, data.id)).statusCode).toBe(200);
    const [again] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(again?.revokedAt).toEqual(row?.revokedAt);
  });

  it("answers another user's key exactly like an unknown one (404) and leaves it working", async () => {
    const owner = await apiUser();
    const intruder = await apiUser();
    const { data } = json<{ data: { id: string; key: string } }>(await createKey(owner));

    const theirs = await revokeKey(intruder, data.id);
    const unknown = await revokeKey(intruder, '00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs)).toEqual({
      message: 'This API key does not exist.',
      code: 'api_key_not_found',
    });
    expect(theirs.body).toBe(unknown.body);

    expect((await listKeys(owner))[0]?.revoked).toBe(false);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/point/count_point/',
      headers: { authorization: `Bearer ${data.key}` },
    });
    expect(still.statusCode).toBe(200);
  });

  it.each([
    ['an id that is not a uuid', { id: 'abc' }],
    ['no id', {}],
  ])('refuses %s (400)', async (_case, payload) => {
    const user = await apiUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keys/revoke/',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs the CSRF token', async () => {
    const user = await apiUser();
    const { data } = json<{ data: { id: string } }>(await createKey(user));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keys/revoke/',
      headers: { authorization: `Token ${user.token}` },
      payload: { id: data.id },
    });
    expect(response.statusCode).toBe(403);
    expect((await listKeys(user))[0]?.revoked).toBe(false);
  });
});
