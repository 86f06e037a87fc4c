import { userData } from '@captio/api-client/testing';
import { parseLocaleCookie } from '@captio/i18n';
import { resolve, type Locale } from '@captio/routing-rules';
import { describe, expect, test } from 'vitest';
import type { CookieJar } from '../../api/cookies.js';
import type { PageRoute } from '../../app/page-module.js';
import { displayLocale } from '../../router/display-locale.js';
import { memoryCookies } from '../../testing/memory-cookies.js';
import { applyInterfaceLanguage } from './interface-language.js';
import { finishSignIn } from './sign-in-flow.js';

/** The language a page without a locale in its address is shown in, with these cookies. */
function languageOf(path: '/workspace' | '/api-dashboard', cookies: CookieJar): Locale {
  const page = resolve(path);
  if (page.kind !== 'page') throw new Error(`${path} is not a page`);
  return displayLocale(path, page.locale, parseLocaleCookie(cookies.header()));
}

function pageRoute(path: string, locale: Locale): PageRoute {
  return { name: 'users-signin', params: {}, locale, path, search: '' };
}

describe('saving the interface language in the settings', () => {
  test.each<[string, Locale, Locale, Record<string, string>, string | undefined]>([
    ['from the English page', 'de-DE', 'en-US', {}, '/de-DE/settings'],
    ['on the page already in it, no cookie yet', 'de-DE', 'de-DE', {}, undefined],
    [
      'on the page already in it, the cookie saying another',
      'ja-JP',
      'ja-JP',
      { i18n_redirected: 'en-US' },
      undefined,
    ],
    ['back to English', 'en-US', 'fr-FR', { i18n_redirected: 'fr-FR' }, '/settings'],
  ])(
    '%s (%s) shows /workspace and /api-dashboard in it',
    (_case, language, pageLocale, stored, goTo) => {
      const cookies = memoryCookies(stored);

      expect(applyInterfaceLanguage(language, pageLocale, cookies)).toBe(goTo);

      expect(languageOf('/workspace', cookies)).toBe(language);
      expect(languageOf('/api-dashboard', cookies)).toBe(language);
    },
  );
});

describe('signing in or up', () => {
  test.each<[string, Locale, Locale, Record<string, string>, string]>([
    ['a German account on the English sign-in page', 'de-DE', 'en-US', {}, '/workspace'],
    [
      'a Korean account, the cookie saying English',
      'ko-KR',
      'ko-KR',
      { i18n_redirected: 'en-US' },
      '/workspace',
    ],
    [
      'an English account, the cookie saying French',
      'en-US',
      'fr-FR',
      { i18n_redirected: 'fr-FR' },
      '/workspace',
    ],
  ])(
    '%s (%s) shows the pages without a locale in the account’s language',
    (_case, language, pageLocale, stored, goTo) => {
      const cookies = memoryCookies(stored);
      const users: unknown[] = [];
      const went: string[] = [];
      const user = userData({ language_setting: language });

      finishSignIn(user, pageRoute('/users/signin', pageLocale), {
        signedIn: (signed) => users.push(signed),
        navigate: (to) => went.push(to),
        cookies,
      });

      expect(users).toEqual([user]);
      expect(went).toEqual([goTo]);
      expect(languageOf('/workspace', cookies)).toBe(language);
      expect(languageOf('/api-dashboard', cookies)).toBe(language);
    },
  );

  test('goes back where the user was sent from, in the page’s language', () => {
    const went: string[] = [];
    finishSignIn(
      userData({ language_setting: 'it-IT' }),
      { ...pageRoute('/de-DE/users/signin', 'de-DE'), search: '?redirect=%2Fpricing' },
      { signedIn: () => undefined, navigate: (to) => went.push(to), cookies: memoryCookies() },
    );
    expect(went).toEqual(['/de-DE/pricing']);
  });
});
