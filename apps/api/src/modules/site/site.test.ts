import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { subtitleLogs } from '../../db/schema.js';
import { saveRedirect } from './redirects.js';

let t: TestApp;
let ada: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t.app);
  const now = new Date();
  await saveRedirect(t.database.db, '/old-pricing', '/pricing', now);
  await saveRedirect(t.database.db, '/de-DE/old-pricing', '/de-DE/pricing', now);
  await saveRedirect(t.database.db, '/roadmap/', 'https://example.com/roadmap?ref=site', now);
  await saveRedirect(t.database.db, '/', '/workspace', now);
});
afterAll(async () => {
  await t?.close();
});

const log = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subtitle/log/',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

const storedLogs = () => t.database.db.select().from(subtitleLogs).orderBy(subtitleLogs.id);

describe('subtitle log', () => {
  it('stores an anonymous entry without a user', async () => {
    const body = { event: 'export', format: 'srt', nested: { cues: [1, 2, 3] } };
    const response = await log(JSON.stringify(body));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { logged: true } });
    const rows = await storedLogs();
    expect(rows.at(-1)).toMatchObject({ userId: null, body });
  });

  it("stores a signed-in user's entry with the user", async () => {
    const response = await log(JSON.stringify({ event: 'reflow' }), ada.headers);
    expect(response.statusCode).toBe(200);
    expect((await storedLogs()).at(-1)).toMatchObject({
      userId: ada.userId,
      body: { event: 'reflow' },
    });
  });

  it('takes an entry of just under 16 KB and refuses a larger one (413)', async () => {
    const frame = JSON.stringify({ text: '' }).length;
    const fits = JSON.stringify({ text: 'x'.repeat(16 * 1024 - frame) });
    expect(Buffer.byteLength(fits)).toBe(16 * 1024);
    expect((await log(fits)).statusCode).toBe(200);
    const before = (await storedLogs()).length;

    const tooLarge = await log(JSON.stringify({ text: 'x'.repeat(16 * 1024) }), {
      'accept-language': 'es-ES',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge)).toEqual({
      message: 'La solicitud es demasiado grande.',
      code: 'payload_too_large',
    });
    expect(await storedLogs()).toHaveLength(before);
  });

  it('stores text Postgres cannot hold (NUL, half a surrogate pair) as U+FFFD', async () => {
    const response = await log('{"a\\u0000":"x\\u0000y","b":"\\ud800!"}');
    expect(response.statusCode).toBe(200);
    expect((await storedLogs()).at(-1)?.body).toEqual({ 'a\uFFFD': 'x\uFFFDy', b: '\uFFFD!' });
  });

  const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

  it('takes 32 levels of nesting and refuses 33 (400) in the caller’s language', async () => {
    expect((await log(nested(32))).statusCode).toBe(200);
    const before = (await storedLogs()).length;
    const response = await log(nested(33), { 'accept-language': 'ko-KR' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: '로그 항목의 중첩이 너무 깊습니다. 최대 32단계까지 허용됩니다.',
      code: 'log_too_deep',
    });
    expect(await storedLogs()).toHaveLength(before);
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['broken JSON', '{"a":'],
  ])('refuses %s (400) and stores nothing', async (_case, payload) => {
    const before = (await storedLogs()).length;
    const response = await log(payload);
    expect(response.statusCode).toBe(400);
    expect(await storedLogs()).toHaveLength(before);
  });
});

describe('subtitle log rate limit', () => {
  it('takes 60 entries a minute from one address, then answers 429 until the minute is over', async () => {
    const own = await createTestApp();
    try {
      const send = () =>
        own.app.inject({
          method: 'POST',
          url: '/api/subtitle/log/',
          headers: { 'accept-language': 'it-IT' },
          payload: { event: 'tick' },
        });
      for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(json(refused)).toMatchObject({ code: 'too_many_requests' });
      expect(json<{ message: string }>(refused).message).toMatch(
        /^Troppi tentativi\. Attendi \d+ second[oi] e riprova\.$/,
      );
      expect(await own.database.db.select().from(subtitleLogs)).toHaveLength(60);
    } finally {
      await own.close();
    }
  });
});

describe('route redirect lookup', () => {
  it.each([
    ['/old-pricing', '/pricing'],
    ['/old-pricing/', '/pricing'],
    ['/old-pricing?coupon=true', '/pricing'],
    ['/old-pricing#top', '/pricing'],
    ['/de-DE/old-pricing', '/de-DE/pricing'],
    ['/fr-FR/old-pricing', null],
    ['/Old-Pricing', null],
    ['/old-pricing/more', null],
    ['/roadmap', 'https://example.com/roadmap?ref=site'],
    ['/', '/workspace'],
    ['/pricing', null],
  ])('sends %s to %s', async (path, redirect) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/route/redirect/',
      query: { path },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { redirect } });
  });

  it.each([
    ['no path', ''],
    ['a relative path', '?path=pricing'],
    ['an empty path', '?path='],
  ])('refuses %s (400)', async (_case, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/route/redirect/${query}` });
    expect(response.statusCode).toBe(400);
  });
});
