import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { versionViews, versions } from '../../db/schema.js';

interface ShowVersion {
  data: {
    result: { version: string; version_name: string; importance: number; created_time: string }[];
    not_viewed: string[];
  };
}

let t: TestApp;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  // Inserted out of order: the answer sorts by created time, not by insertion or number.
  await t.database.db.insert(versions).values([
    {
      version: '1.1.0',
      versionName: 'Speakers',
      versionInfo: '<p>b</p>',
      importance: 0,
      createdAt: new Date('2024-02-01T00:00:00Z'),
    },
    {
      version: '1.0.0',
      versionName: 'First',
      versionInfo: '<p>a</p>',
      importance: 0,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    },
    {
      version: '1.2.0',
      versionName: 'Translation',
      versionInfo: '<p>c</p>',
      importance: 1,
      createdAt: new Date('2024-03-01T00:00:00Z'),
    },
  ]);
  ada = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const show = (user?: SignedIn, url = '/api/version/show_version/') =>
  t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

const update = (user: SignedIn, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/version/update_version/',
    headers: { ...user.headers, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('show_version', () => {
  it.each([
    '/api/version/show_version/',
    '/api/version/show_version/?1700000000000',
    '/api/version/show_version/?t=1700000000000',
  ])('answers %s to an anonymous caller with every version unseen, newest first', async (url) => {
    const response = await show(undefined, url);
    expect(response.statusCode).toBe(200);
    const { data } = json<ShowVersion>(response);
    expect(data.result.map((v) => v.version)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    expect(data.result[0]).toEqual({
      version: '1.2.0',
      version_name: 'Translation',
      version_info: '<p>c</p>',
      importance: 1,
      created_time: '2024-03-01T00:00:00.000Z',
    });
    expect(data.not_viewed).toEqual(['1.2.0', '1.1.0', '1.0.0']);
  });
});

describe('update_version', () => {
  it('marks one version seen for this user only', async () => {
    const response = await update(ada, { version: '1.1.0' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { not_viewed: ['1.2.0', '1.0.0'] } });

    expect(json<ShowVersion>(await show(ada)).data.not_viewed).toEqual(['1.2.0', '1.0.0']);
    expect(json<ShowVersion>(await show(bob)).data.not_viewed).toEqual(['1.2.0', '1.1.0', '1.0.0']);
  });

  it('marking a version twice changes nothing', async () => {
    const response = await update(ada, { version: '1.1.0' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { not_viewed: ['1.2.0', '1.0.0'] } });
  });

  it('answers 404 for an unknown version, in the caller’s language, and records nothing', async () => {
    const response = await update(bob, { version: '9.9.9' }, { 'accept-language': 'fr-FR' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      message: 'La version 9.9.9 n’existe pas.',
      code: 'unknown_version',
    });
    const rows = await t.database.db
      .select()
      .from(versionViews)
      .where(eq(versionViews.userId, bob.userId));
    expect(rows).toEqual([]);
  });

  it('update_all marks every version seen; a version added later is unseen', async () => {
    const response = await update(bob, { update_all: true });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { not_viewed: [] } });

    await t.database.db.insert(versions).values({
      version: '1.3.0',
      versionName: 'Later',
      versionInfo: '<p>d</p>',
      createdAt: new Date('2024-04-01T00:00:00Z'),
    });
    expect(json<ShowVersion>(await show(bob)).data.not_viewed).toEqual(['1.3.0']);
    expect(json<ShowVersion>(await show(ada)).data.not_viewed).toEqual(['1.3.0', '1.2.0', '1.0.0']);
  });

  it.each([
    ['an empty body', {}],
    ['an empty version', { version: '' }],
    ['update_all false', { update_all: false }],
    ['both fields', { version: '1.0.0', update_all: true }],
    ['a number', { version: 100 }],
  ])('refuses %s (400)', async (_case, payload) => {
    const response = await update(ada, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'invalid_request' });
  });

  it('needs a session (401) and its CSRF token (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/version/update_version/',
      payload: { update_all: true },
    });
    expect(anonymous.statusCode).toBe(401);

    const fresh = await signUp(t.app);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/version/update_version/',
      headers: { authorization: `Token ${fresh.token}` },
      payload: { update_all: true },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(json<ShowVersion>(await show(fresh)).data.not_viewed).toHaveLength(4);
  });
});
