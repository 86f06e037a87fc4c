import { describe, expect, test } from 'vitest';
import { localeSwitch, rememberLocale } from './locale-switch.js';

const now = new Date('2025-05-07T10:00:00Z');

describe('localeSwitch', () => {
  test.each([
    ['/pricing?coupon=true#plans', 'de-DE', '/de-DE/pricing?coupon=true#plans'],
    ['/fr-FR/youtube-to-mp4', 'en-US', '/youtube-to-mp4'],
    ['/zh-CN', 'ja-JP', '/ja-JP'],
    ['/', 'ko-KR', '/ko-KR'],
    ['/workspace', 'fr-FR', '/workspace'],
    ['/podcast/show', 'ru-RU', '/podcast/show'],
  ] as const)('%s in %s is %s', (address, to, href) => {
    expect(localeSwitch({ address, to, signedIn: false }).href).toBe(href);
  });

  test('keeps the language in the locale cookie for a year', () => {
    const written: string[] = [];
    rememberLocale('it-IT', { write: (cookie) => written.push(cookie) }, now);
    expect(written).toEqual([
      'i18n_redirected=it-IT; Path=/; Max-Age=31536000; Expires=Thu, 07 May 2026 10:00:00 GMT; SameSite=Lax',
    ]);
  });

  test.each([
    [true, { change_language: 'es-ES' }],
    [false, undefined],
  ])('signed in %s: the profile change is %j', (signedIn, expected) => {
    expect(localeSwitch({ address: '/', to: 'es-ES', signedIn }).profileChange).toEqual(expected);
  });
});
