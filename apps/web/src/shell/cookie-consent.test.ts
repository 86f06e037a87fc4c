import { describe, expect, test } from 'vitest';
import { fakeApi } from '../testing/fake-api.js';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { STORAGE_KEYS } from './client-storage.js';
import { acceptCookieNotice, cookieBannerDue } from './cookie-consent.js';

const accepted = { [STORAGE_KEYS.acceptCookie]: '1' };

describe('cookieBannerDue', () => {
  test.each([
    ['index', undefined, {}, true],
    ['users-signin', undefined, {}, true],
    ['users-signup', undefined, {}, true],
    ['pricing', undefined, {}, false],
    [undefined, undefined, {}, false],
    ['index', undefined, accepted, false],
    ['index', { accept_cookies: false }, {}, true],
    ['index', { accept_cookies: true }, {}, false],
    ['index', { accept_cookies: false }, accepted, false],
  ])('on %s, user %j, stored %j: %s', (routeName, user, stored, expected) => {
    expect(cookieBannerDue(routeName, user, memoryKeyValueStore(stored))).toBe(expected);
  });
});

describe('acceptCookieNotice', () => {
  test.each([
    [true, ['GET /api/auth/accept_cookies/']],
    [false, []],
  ])('signed in %s: sets the flag and calls %j', async (signedIn, expected) => {
    const store = memoryKeyValueStore();
    const { api, calls } = fakeApi({
      'GET /api/auth/accept_cookies/': { data: { data: { accept_cookies: true } } },
    });
    await acceptCookieNotice(api, store, signedIn);
    expect(store.get(STORAGE_KEYS.acceptCookie)).toBe('1');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(expected);
  });

  test('a failed call still keeps the notice away on this device', async () => {
    const store = memoryKeyValueStore();
    await acceptCookieNotice(fakeApi({}).api, store, true);
    expect(cookieBannerDue('index', { accept_cookies: false }, store)).toBe(false);
  });
});
