import { describe, expect, test } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  matchLocale,
  negotiateLocale,
} from './locales.js';

describe('LOCALES', () => {
  test('the 11 interface locales, default first', () => {
    expect(LOCALES).toEqual([
      'en-US',
      'zh-CN',
      'zh-TW',
      'es-ES',
      'pt-PT',
      'fr-FR',
      'de-DE',
      'it-IT',
      'ja-JP',
      'ko-KR',
      'ru-RU',
    ]);
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  test('every locale has its own name, written in its own language', () => {
    expect(Object.keys(LOCALE_NATIVE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(LOCALE_NATIVE_NAMES['zh-TW']).toBe('繁體中文');
    expect(LOCALE_NATIVE_NAMES['de-DE']).toBe('Deutsch');
  });

  test.each([
    ['de-DE', true],
    ['de-de', false],
    ['de', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('matchLocale', () => {
  test.each([
    ['en-US', 'en-US'],
    ['en-us', 'en-US'],
    ['EN_us', 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['es', 'es-ES'],
    ['es-MX', 'es-ES'],
    ['pt-BR', 'pt-PT'],
    ['fr-CA', 'fr-FR'],
    ['de-AT', 'de-DE'],
    ['it', 'it-IT'],
    ['ja', 'ja-JP'],
    ['ko-KR', 'ko-KR'],
    ['ru', 'ru-RU'],
    [' de-CH ', 'de-DE'],
  ])('%s -> %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  test.each(['nl', 'ar-EG', 'x', '', '  ', null, undefined])('%j matches nothing', (tag) => {
    expect(matchLocale(tag)).toBeUndefined();
  });
});

describe('negotiateLocale', () => {
  test.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de-DE'],
    ['nl-NL,nl;q=0.9,fr;q=0.8,en;q=0.7', 'fr-FR'],
    ['en;q=0.5,ja;q=0.9', 'ja-JP'],
    ['ko;q=0.8,zh-TW;q=0.8', 'ko-KR'],
    ['zh-HK', 'zh-TW'],
    ['ru;q=0,it', 'it-IT'],
    ['*', 'en-US'],
    ['nl,sv', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    ['fr;q=abc,de', 'de-DE'],
  ])('Accept-Language %j -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
