import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTIO_SIGNIN_LIMIT: '3' });
});
afterAll(async () => {
  await t?.close();
});

function signIn(email: string, password: string, locale = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signin/',
    headers: { 'accept-language': locale },
    payload: { email, password },
  });
}

describe('sign-in rate limit (CAPTIO_SIGNIN_LIMIT=3)', () => {
  it('answers 429 with the localized message after 3 attempts, even with the right password', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await signIn(user.email, `wrong guess ${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400]);

    const limited = await signIn(user.email, user.password, 'ko-KR');
    expect(limited.statusCode).toBe(429);
    const body = json<{ code: string; message: string }>(limited);
    expect(body.code).toBe('too_many_requests');
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(body.message).toBe(`시도 횟수가 너무 많습니다. ${seconds}초 후에 다시 시도하세요.`);
  });

  it('counts per address: another account on the same client can still sign in', async () => {
    const victim = await signUp(t.app);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(victim.email, 'guess');
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(429);

    const bystander = await signUp(t.app);
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
  });
});
