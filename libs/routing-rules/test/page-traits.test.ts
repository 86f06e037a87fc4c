import { describe, expect, it } from 'vitest';
import {
  checksLogin,
  hasLayout,
  hidesSupportWidget,
  PAGE_NAMES,
  requiresLogin,
  showsCookieBanner,
} from '../src/index.js';

const expectNames = (predicate: (name: string) => boolean) => expect(PAGE_NAMES.filter(predicate));

describe('page traits, over every page name', () => {
  it('the support widget is hidden on result pages only', () => {
    expectNames(hidesSupportWidget).toEqual(['result-hash', 'result-transcription-hash']);
  });

  it('the cookie banner shows on home, sign-in and sign-up only', () => {
    expectNames(showsCookieBanner).toEqual(['index', 'users-signin', 'users-signup']);
  });

  it('login is required on credits, settings, api-dashboard and workspace', () => {
    expectNames(requiresLogin).toEqual(['credits', 'settings', 'api-dashboard', 'workspace']);
  });

  it('the login state is checked on every page but sign-in and sign-up', () => {
    expectNames((name) => !checksLogin(name)).toEqual(['users-signin', 'users-signup']);
  });

  it('privacy policy and terms of service have no layout', () => {
    expectNames((name) => !hasLayout(name)).toEqual(['privacy-policy', 'terms-of-service']);
  });

  it.each([undefined, null, '', 'Result-hash', 'unknown'])('%j is an ordinary page', (name) => {
    expect(hidesSupportWidget(name)).toBe(false);
    expect(showsCookieBanner(name)).toBe(false);
    expect(requiresLogin(name)).toBe(false);
    expect(hasLayout(name)).toBe(true);
    expect(checksLogin(name)).toBe(true);
  });

  it('goes by the start of the name (result, index, users-sign)', () => {
    expect(hidesSupportWidget('result-anything')).toBe(true);
    expect(showsCookieBanner('index___zh-CN')).toBe(true);
    expect(showsCookieBanner('users-sign-in-with-google')).toBe(true);
    expect(showsCookieBanner('users-password')).toBe(false);
  });
});
