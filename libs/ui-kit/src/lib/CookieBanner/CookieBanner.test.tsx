import type { Locale } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { CATALOGS, renderMarkup } from '../../testing/render.js';
import { CookieBanner } from './CookieBanner.js';
import { shouldShowCookieBanner, type CookieBannerState } from './should-show-cookie-banner.js';

describe('shouldShowCookieBanner', () => {
  const anonymous = { signedIn: false, localFlag: null } as const;
  const member = { signedIn: true, localFlag: null } as const;
  test.each<[string, CookieBannerState, boolean]>([
    ['anonymous on home, not accepted', { ...anonymous, routeName: 'index' }, true],
    ['anonymous on a localized home name', { ...anonymous, routeName: 'index___de-DE' }, true],
    ['anonymous on sign-in', { ...anonymous, routeName: 'users-signin' }, true],
    ['anonymous on sign-up', { ...anonymous, routeName: 'users-signup' }, true],
    ['anonymous who accepted here', { ...anonymous, routeName: 'index', localFlag: '1' }, false],
    ['a stored flag of true', { ...anonymous, routeName: 'index', localFlag: true }, false],
    ['an empty stored flag is absent', { ...anonymous, routeName: 'index', localFlag: '' }, true],
    ['a false flag is absent', { ...anonymous, routeName: 'index', localFlag: false }, true],
    ['anonymous on pricing', { ...anonymous, routeName: 'pricing' }, false],
    ['anonymous on a result page', { ...anonymous, routeName: 'result-hash' }, false],
    ['anonymous on the password page', { ...anonymous, routeName: 'users-password' }, false],
    ['no page (404)', { ...anonymous, routeName: undefined }, false],
    ['no page (null)', { ...anonymous, routeName: null }, false],
    [
      'signed in, profile not accepted',
      { ...member, routeName: 'index', profileAcceptCookies: false },
      true,
    ],
    [
      'signed in, profile accepted',
      { ...member, routeName: 'index', profileAcceptCookies: true },
      false,
    ],
    [
      'signed in, profile not accepted but accepted on this device',
      { ...member, routeName: 'index', profileAcceptCookies: false, localFlag: 'true' },
      false,
    ],
    ['signed in, profile without the field', { ...member, routeName: 'index' }, true],
    [
      'signed in, not accepted, off the banner routes',
      { ...member, routeName: 'workspace', profileAcceptCookies: false },
      false,
    ],
  ])('%s: %s', (_name, state, expected) => {
    expect(shouldShowCookieBanner(state)).toBe(expected);
  });
});

describe('CookieBanner', () => {
  test.each<Locale>(['en-US', 'zh-CN', 'de-DE', 'ja-JP', 'ru-RU'])(
    'in %s shows the title, the text, the privacy link and the accept button',
    (locale) => {
      const texts = CATALOGS[locale];
      const markup = renderMarkup(<CookieBanner onAccept={() => undefined} />, locale);
      for (const key of ['cookie.title', 'cookie.desc', 'cookie.privacy', 'cookie.ok'] as const) {
        expect(markup).toContain(texts[key]);
      }
    },
  );

  test.each<Locale>(['en-US', 'zh-CN', 'fr-FR'])(
    'in %s the privacy link is the bare /privacy-policy, in a new tab, without opener',
    (locale) => {
      const markup = renderMarkup(<CookieBanner onAccept={() => undefined} />, locale);
      const link = /<a [^>]*>/.exec(markup)?.[0] ?? '';
      expect(link).toContain('href="/privacy-policy"');
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
      // Screen reader users hear that the link leaves the page for a new tab.
      expect(markup).toContain(CATALOGS[locale]['common.newTab']);
    },
  );

  test('is a region named by its heading, with an explicit button type', () => {
    const markup = renderMarkup(<CookieBanner onAccept={() => undefined} />);
    const labelledBy = /<section [^>]*aria-labelledby="([^"]+)"/.exec(markup)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(markup).toContain(`<h2 id="${labelledBy}"`);
    expect(markup).toMatch(/<button type="button"[^>]*>Accept<\/button>/);
  });
});
