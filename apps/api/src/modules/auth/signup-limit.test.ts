import type { LocaleCode } from '@captio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json } from '../../../test/support/test-app.js';
import { DEFAULT_SIGNUP_LIMIT, loadConfig } from '../../config.js';
import { commonMessages } from '../../i18n/common-messages.js';
import { translate } from '../../i18n/locale.js';

/** A low limit, as the production one (DEFAULT_SIGNUP_LIMIT) works: each sign-up hashes a password. */
const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  // The other test apps raise the limit out of reach.
  t = await createTestApp({ CAPTIO_SIGNUP_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
function signUpFrom(remoteAddress: string, locale: LocaleCode = 'en-US') {
  counter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup/',
    remoteAddress,
    headers: { 'accept-language': locale },
    payload: { email: `script${counter}@example.com`, password: 'correct horse', name: 'Bot' },
  });
}

describe('sign-up rate limit', () => {
  it('allows 20 sign-ups per address in an hour unless configured otherwise', () => {
    expect(DEFAULT_SIGNUP_LIMIT).toBe(20);
    expect(loadConfig({}).signupLimit).toBe(DEFAULT_SIGNUP_LIMIT);
    expect(loadConfig({ CAPTIO_SIGNUP_LIMIT: '50' }).signupLimit).toBe(50);
  });

  it.each<[string, LocaleCode]>([
    ['192.0.2.10', 'en-US'],
    ['192.0.2.11', 'fr-FR'],
    ['2001:db8::12', 'ja-JP'],
  ])('from %s: the first sign-ups succeed, the next is 429 in %s', async (address, locale) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      statuses.push((await signUpFrom(address)).statusCode);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(200));

    const limited = await signUpFrom(address, locale);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(json(limited)).toEqual({
      code: 'too_many_requests',
      message: translate(commonMessages.tooManyRequests, locale, { seconds }),
    });
  });

  it('counts accounts made, not refused attempts, and each address apart', async () => {
    const address = '198.51.100.7';
    // A tool trying bad input (or a person mistyping) uses up nothing.
    for (let attempt = 0; attempt < LIMIT * 4; attempt += 1) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup/',
        remoteAddress: address,
        payload: { email: 'not an address', password: 'x' },
      });
      expect(refused.statusCode).toBe(400);
    }
    for (let made = 0; made < LIMIT; made += 1) {
      expect((await signUpFrom(address)).statusCode).toBe(200);
    }
    expect((await signUpFrom(address)).statusCode).toBe(429);
    expect((await signUpFrom('198.51.100.8')).statusCode).toBe(200);
  });
});
