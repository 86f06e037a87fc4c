import { describe, expect, it, test } from 'vitest';
import { memoryCookies } from '../testing/memory-cookies.js';
import { testStores } from '../testing/stores.js';
import { userData } from '@captio/api-client/testing';
import { signOut, signOutTarget } from './sign-out.js';

describe('signOutTarget', () => {
  test.each([
    ['logout', 'en-US', '/credits', '/'],
    ['logout', 'fr-FR', '/fr-FR/pricing', '/fr-FR'],
    ['unauthorized', 'en-US', '/pricing?coupon=true', '/users/signin'],
    ['unauthorized', 'ja-JP', '/ja-JP/settings', '/ja-JP/users/signin?redirect=%2Fsettings'],
    ['unauthorized', 'en-US', '/workspace?tab=2', '/users/signin?redirect=%2Fworkspace%3Ftab%3D2'],
    ['unauthorized', 'en-US', '/nope', '/users/signin'],
  ] as const)('%s in %s on %s: %s', (reason, locale, address, expected) => {
    expect(signOutTarget(reason, locale, address)).toBe(expected);
  });
});

describe('signOut', () => {
  it('after logout: the CSRF cookie, user, balance, overlays and open file are reset, then home', () => {
    const stores = testStores({ name: 'pricing', path: '/de-DE/pricing', locale: 'de-DE' });
    stores.session.getState().signedIn(userData({ point: 12 }));
    stores.popups.getState().open('updateLog');
    stores.currentFile.getState().open({ fileHash: 'abc', driveFile: true, url: '/media/abc' });
    const cookies = memoryCookies({ csrftoken: 'c1', i18n_redirected: 'de-DE' });
    const navigations: string[] = [];
    signOut('logout', { stores, cookies, navigate: (to) => navigations.push(to) });
    expect(cookies.header()).toBe('i18n_redirected=de-DE');
    expect(stores.session.getState()).toMatchObject({ user: undefined, point: undefined });
    expect(stores.popups.getState().updateLog).toBe(false);
    expect(stores.currentFile.getState()).toMatchObject({
      fileHash: undefined,
      driveFile: false,
      url: false,
    });
    expect(navigations).toEqual(['/de-DE']);
  });
});
