import fastifyCookie from '@fastify/cookie';
import { defineEndpoint, success } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type SignedIn,
  TEST_PASSWORD_COST,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { SiteCache } from '../../cache/site-cache.js';
import { UserCache } from '../../cache/user-cache.js';
import { apiKeys, users } from '../../db/schema.js';
import { installErrorHandler } from '../../http/error-handler.js';
import { serveEndpoint } from '../../http/route.js';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function setLevel(userId: number, level: number, expiryDate: Date | null = null) {
  await t.database.db
    .update(users)
    .set({ level, expiryDate, neverExpires: expiryDate === null })
    .where(eq(users.id, userId));
}

/** A level-3 user with one key: its session, the key and the key's id. */
async function keyHolder(): Promise<{ user: SignedIn; key: string; id: string }> {
  const user = await signUp(t.app);
  await setLevel(user.userId, 3);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/keys/',
    headers: user.headers,
    payload: { name: 'test' },
  });
  const { data } = json<{ data: { key: string; id: string } }>(response);
  return { user, key: data.key, id: data.id };
}

function call(method: 'GET' | 'POST', url: string, key: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

async function lastUsed(id: string): Promise<Date | null | undefined> {
  const [row] = await t.database.db
    .select({ at: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(eq(apiKeys.id, id));
  return row?.at;
}

describe('calls made with an API key', () => {
  it.each([
    ['/api/point/count_point/', () => ({ point: 0 })],
    ['/api/point/history/', () => ({ result: [], total: 0 })],
    ['/api/auth/check_login/', (userId: number) => ({ userdata: { user_id: userId, api: true } })],
    ['/api/drive/file_list/', () => ({ result: [], total_size: 0 })],
  ])('answers %s for the key owner, without a CSRF token', async (url, expected) => {
    const { user, key } = await keyHolder();
    const response = await call('GET', url, key);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: object }>(response).data).toMatchObject(expected(user.userId));
  });

  it.each([
    ['GET', '/api/keys/', undefined],
    ['POST', '/api/keys/', { name: 'made by a key' }],
    ['POST', '/api/keys/revoke/', { id: '00000000-0000-4000-8000-000000000000' }],
    ['GET', '/api/auth/logout/', undefined],
  ] as const)('refuses %s %s, a session-only call (403)', async (method, url, payload) => {
    const { user, key } = await keyHolder();
    const response = await call(method, url, key, payload);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      message: 'This call cannot be made with an API key. Sign in on the website instead.',
      code: 'api_key_not_allowed',
    });
    const rows = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.userId));
    expect(rows.map((row) => row.revokedAt)).toEqual([null]);
  });

  it.each([
    ['an unknown key', () => `cap_${'A'.repeat(43)}`],
    ['a key without the mark', () => 'something-else'],
    ['a session token presented as a key', (holder: { user: SignedIn }) => holder.user.token],
  ])('answers 401 for %s', async (_case, presented) => {
    const holder = await keyHolder();
    const response = await call('GET', '/api/point/count_point/', presented(holder));
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      message: 'This API key is not valid or has been revoked.',
      code: 'invalid_api_key',
    });
  });

  it('answers 401 in the caller locale', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/point/count_point/',
      headers: { authorization: 'Bearer cap_nope', 'accept-language': 'ja-JP' },
    });
    expect(json(response)).toMatchObject({
      message: 'この API キーは無効か、取り消されています。',
    });
  });

  it('answers 401 once the key is revoked', async () => {
    const { user, key, id } = await keyHolder();
    expect((await call('GET', '/api/point/count_point/', key)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/keys/revoke/',
      headers: user.headers,
      payload: { id },
    });
    expect((await call('GET', '/api/point/count_point/', key)).statusCode).toBe(401);
  });

  it.each([
    { name: 'drops to level 2', level: 2, expiry: null },
    { name: 'drops to level 0', level: 0, expiry: null },
    { name: 'has an API plan that expired', level: 3, expiry: -DAY },
  ])(
    'answers 401 when the user $name, and works again on an API plan',
    async ({ level, expiry }) => {
      const { user, key } = await keyHolder();
      await setLevel(
        user.userId,
        level,
        expiry === null ? null : new Date(t.clock.now.getTime() + expiry),
      );
      expect((await call('GET', '/api/auth/check_login/', key)).statusCode).toBe(401);
      await setLevel(user.userId, 3, new Date(t.clock.now.getTime() + DAY));
      expect((await call('GET', '/api/auth/check_login/', key)).statusCode).toBe(200);
    },
  );

  it('stops working when the plan runs out on the clock', async () => {
    const { user, key } = await keyHolder();
    await setLevel(user.userId, 3, new Date(t.clock.now.getTime() + DAY));
    expect((await call('GET', '/api/point/count_point/', key)).statusCode).toBe(200);
    t.clock.advance(DAY + 1000);
    expect((await call('GET', '/api/point/count_point/', key)).statusCode).toBe(401);
  });

  it('records when the key was last used, at most once a minute', async () => {
    const { user, key, id } = await keyHolder();
    expect(await lastUsed(id)).toBeNull();

    const first = new Date(t.clock.now);
    await call('GET', '/api/point/count_point/', key);
    expect(await lastUsed(id)).toEqual(first);

    t.clock.advance(30_000);
    await call('GET', '/api/point/count_point/', key);
    expect(await lastUsed(id)).toEqual(first);

    t.clock.advance(45_000);
    const later = new Date(t.clock.now);
    await call('GET', '/api/point/count_point/', key);
    expect(await lastUsed(id)).toEqual(later);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/keys/',
      headers: { authorization: `Token ${user.token}` },
    });
    expect(
      json<{ data: { result: { last_used_time: string }[] } }>(list).data.result[0],
    ).toMatchObject({
      last_used_time: later.toISOString(),
    });
  });

  it('does not record a use of a refused key', async () => {
    const { user, key, id } = await keyHolder();
    await setLevel(user.userId, 1);
    await call('GET', '/api/point/count_point/', key);
    expect(await lastUsed(id)).toBeNull();
  });
});

describe('CSRF on calls that change something', () => {
  // No POST session-or-key call belongs to this module, so one is served here by the same code.
  const touch = defineEndpoint({
    method: 'POST',
    path: '/test/touch/',
    auth: 'session-or-key',
    tag: 'test',
    summary: 'Answers who called.',
    body: z.strictObject({}),
    response: success(z.object({ kind: z.string(), user_id: z.number() })),
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('locale', 'en-US');
    installErrorHandler(app);
    await app.register(fastifyCookie);
    serveEndpoint(
      app,
      {
        config: t.config,
        db: t.database.db,
        now: () => t.clock.now,
        cache: new UserCache(t.database.changes),
        site: new SiteCache(t.database.changes),
        passwordCost: TEST_PASSWORD_COST,
        changes: t.database.changes,
        queue: undefined,
        links: undefined,
        engines: [],
        writers: [],
        translators: { engines: [], unavailable: [] },
      },
      touch,
      async ({ auth }) => ({ data: { kind: auth.kind, user_id: auth.user.id } }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs none with an API key', async () => {
    const { user, key } = await keyHolder();
    const response = await app.inject({
      method: 'POST',
      url: '/test/touch/',
      headers: { authorization: `Bearer ${key}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { kind: 'api-key', user_id: user.userId } });
  });

  it('still needs one with a session', async () => {
    const { user } = await keyHolder();
    const refused = await app.inject({
      method: 'POST',
      url: '/test/touch/',
      cookies: { token: user.token },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'csrf_failed' });
    const accepted = await app.inject({
      method: 'POST',
      url: '/test/touch/',
      headers: user.headers,
      payload: {},
    });
    expect(json(accepted)).toEqual({ data: { kind: 'session', user_id: user.userId } });
  });
});
