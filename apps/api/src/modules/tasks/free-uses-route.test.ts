// GET /api/transcription/free_uses/: what the start form tells a visitor before they upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';
import { VISITOR_COOKIE } from '../visitors/visitor-id.js';
import { takeVisitorUse, visitorKeys } from './free-uses.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function freeUses(headers: Record<string, string>, fingerprint?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/transcription/free_uses/${fingerprint ? `?fingerprint=${fingerprint}` : ''}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: { remaining: number | null; total: number } }>(response).data;
}

describe('the free uses a visitor has left', () => {
  it('counts the uses of their cookie, their address and their device, as a task does', async () => {
    // inject() calls come from 127.0.0.1, the address every key below shares.
    const keys = visitorKeys({ visitorId: 'v_one', address: '127.0.0.1', fingerprint: 'device-a' });
    const cookie = { cookie: `${VISITOR_COOKIE}=v_one` };
    expect(await freeUses(cookie, 'device-a')).toEqual({ remaining: 3, total: 3 });
    await takeVisitorUse(t.database.db, keys);
    await takeVisitorUse(t.database.db, keys);
    expect(await freeUses(cookie, 'device-a')).toEqual({ remaining: 1, total: 3 });
    // Cookies cleared: the same address and device still count.
    expect(await freeUses({}, 'device-a')).toEqual({ remaining: 1, total: 3 });
    await takeVisitorUse(t.database.db, keys);
    expect(await freeUses({})).toEqual({ remaining: 0, total: 3 });
  });

  it('is no count for a signed-in user, whose plan says', async () => {
    const { headers } = await signUp(t.app);
    expect(await freeUses(headers)).toEqual({ remaining: null, total: 3 });
  });

  it('refuses a fingerprint too long to be one with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/transcription/free_uses/?fingerprint=${'x'.repeat(200)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
