import { describe, expect, test } from 'vitest';
import {
  clearLocaleCookie,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  parseLocaleCookie,
  serializeLocaleCookie,
} from './locale-cookie.js';
import { LOCALES, type Locale } from './locales.js';

const NOW = new Date('2025-03-01T12:00:00.000Z');

describe('serializeLocaleCookie', () => {
  test('remembers the locale for 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(serializeLocaleCookie('de-DE', { now: NOW })).toBe(
      'i18n_redirected=de-DE; Path=/; Max-Age=31536000; ' +
        'Expires=Sun, 01 Mar 2026 12:00:00 GMT; SameSite=Lax',
    );
  });

  test('adds domain and Secure when asked, and Secure whenever SameSite is None', () => {
    expect(
      serializeLocaleCookie('ja-JP', { now: NOW, domain: 'captio.example', secure: true }),
    ).toMatch(/; Domain=captio\.example; Secure$/);
    expect(serializeLocaleCookie('ja-JP', { now: NOW, sameSite: 'None' })).toMatch(
      /SameSite=None; Secure$/,
    );
    expect(serializeLocaleCookie('ja-JP', { now: NOW, path: '/app' })).toContain('Path=/app;');
  });

  test('refuses what is not an interface locale', () => {
    expect(() => serializeLocaleCookie('de' as Locale)).toThrow(/Not an interface locale: 'de'/);
  });

  test.each(LOCALES)('%s survives a round trip', (locale) => {
    const cookie = serializeLocaleCookie(locale, { now: NOW });
    // What a browser sends back: only name=value.
    const sent = cookie.split(';')[0] ?? '';
    expect(parseLocaleCookie(`theme=dark; ${sent}; other=1`)).toBe(locale);
  });

  test('clearing expires the cookie at once', () => {
    expect(clearLocaleCookie()).toBe(
      'i18n_redirected=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
    expect(clearLocaleCookie({ domain: 'captio.example' })).toMatch(/; Domain=captio\.example$/);
  });
});

describe('parseLocaleCookie', () => {
  test.each([
    [`${LOCALE_COOKIE}=fr-FR`, 'fr-FR'],
    [`a=1;${LOCALE_COOKIE}=ko-KR;b=2`, 'ko-KR'],
    [`a=1;   ${LOCALE_COOKIE}  =  zh-TW  `, 'zh-TW'],
    [`${LOCALE_COOKIE}=de-de`, 'de-DE'],
    [`${LOCALE_COOKIE}=zh%2DCN`, 'zh-CN'],
    [`${LOCALE_COOKIE}="pt-PT"`, 'pt-PT'],
    [`${LOCALE_COOKIE}=it-IT; ${LOCALE_COOKIE}=ru-RU`, 'it-IT'],
  ])('%s -> %s', (header, locale) => {
    expect(parseLocaleCookie(header)).toBe(locale);
  });

  test.each([
    ['', 'empty header'],
    ['theme=dark', 'no locale cookie'],
    [`${LOCALE_COOKIE}=`, 'empty value'],
    [`${LOCALE_COOKIE}=de`, 'a language, not an interface locale'],
    [`${LOCALE_COOKIE}=nl-NL`, 'an unknown locale'],
    [`${LOCALE_COOKIE}=%E0%A4%A`, 'broken percent-encoding'],
    [`x${LOCALE_COOKIE}=de-DE`, 'a cookie whose name only ends the same'],
    [`${LOCALE_COOKIE}`, 'a name without a value'],
  ])('%j gives nothing (%s)', (header) => {
    expect(parseLocaleCookie(header)).toBeUndefined();
  });

  test('null and undefined give nothing', () => {
    expect(parseLocaleCookie(null)).toBeUndefined();
    expect(parseLocaleCookie(undefined)).toBeUndefined();
  });
});
