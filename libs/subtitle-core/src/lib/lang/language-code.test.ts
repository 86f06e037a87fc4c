import { describe, expect, it } from 'vitest';
import {
  countsByCharacter,
  isCjk,
  KNOWN_LANGUAGES,
  languageName,
  normalizeLanguage,
} from './language-code.js';

describe('normalizeLanguage', () => {
  it.each([
    // ISO 639-1, any case, with region, script or locale suffixes
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['en-in', 'en'],
    ['en_US.UTF-8', 'en'],
    [' fr-CA ', 'fr'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-Hant', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-HK', 'zh'],
    // Cantonese, including the product's two variants
    ['yue', 'yue'],
    ['yue(oral)', 'yue'],
    ['yue(written)', 'yue'],
    ['yue-Hant-HK', 'yue'],
    ['zh-yue', 'yue'],
    ['cantonese', 'yue'],
    // Norwegian, Hebrew and Indonesian under every code they go by
    ['no', 'no'],
    ['nb', 'no'],
    ['nn', 'no'],
    ['nb-NO', 'no'],
    ['nob', 'no'],
    ['iw', 'he'],
    ['iw-IL', 'he'],
    ['in', 'id'],
    // ISO 639-2/B, 639-2/T and 639-3
    ['eng', 'en'],
    ['spa', 'es'],
    ['fra', 'fr'],
    ['fre', 'fr'],
    ['deu', 'de'],
    ['ger', 'de'],
    ['jpn', 'ja'],
    ['kor', 'ko'],
    ['rus', 'ru'],
    ['ara', 'ar'],
    ['arz', 'ar'],
    ['por', 'pt'],
    ['ita', 'it'],
    ['nld', 'nl'],
    ['dut', 'nl'],
    ['swe', 'sv'],
    ['nor', 'no'],
    ['dan', 'da'],
    ['fin', 'fi'],
    ['pol', 'pl'],
    ['tur', 'tr'],
    ['ell', 'el'],
    ['gre', 'el'],
    ['heb', 'he'],
    ['hin', 'hi'],
    ['tha', 'th'],
    ['ind', 'id'],
    ['vie', 'vi'],
    ['zho', 'zh'],
    ['chi', 'zh'],
    ['cmn', 'zh'],
    ['cmn-Hans-CN', 'zh'],
    // English names as the routes carry them
    ['english', 'en'],
    ['English', 'en'],
    ['Chinese', 'zh'],
    ['chinese (traditional)', 'zh'],
    ['Mandarin', 'zh'],
    ['japanese', 'ja'],
    ['norwegian', 'no'],
    ['Portuguese (Brazil)', 'pt'],
    ['vietnamese', 'vi'],
    ['indonesian', 'id'],
  ])('%j -> %s', (input, key) => {
    expect(normalizeLanguage(input)).toBe(key);
  });

  it.each([
    '',
    '   ',
    'auto',
    'multilingual',
    'cs',
    'uk-UA',
    'constructor',
    '__proto__',
    '-en',
    'engl',
  ])('%j is not a language of the tables', (input) => {
    expect(normalizeLanguage(input)).toBeUndefined();
  });

  it('maps every canonical key and its English name to itself', () => {
    for (const key of KNOWN_LANGUAGES) {
      expect(normalizeLanguage(key)).toBe(key);
      expect(normalizeLanguage(languageName(key) ?? '')).toBe(key);
    }
  });
});

describe('a language that is not a string', () => {
  it.each([undefined, null, 44, {}, ['en']])('%j is no known language', (lang) => {
    const notAString = lang as unknown as string;
    expect(normalizeLanguage(notAString)).toBeUndefined();
    expect(languageName(notAString)).toBeUndefined();
    expect(isCjk(notAString)).toBe(false);
    expect(countsByCharacter(notAString)).toBe(false);
  });
});

describe('script helpers', () => {
  it.each([
    ['zh-CN', true, true],
    ['yue(oral)', true, true],
    ['ja', true, true],
    ['ko', true, false],
    ['th', false, true],
    ['en', false, false],
    ['hi', false, false],
    ['xx', false, false],
  ])('%s: isCjk %s, countsByCharacter %s', (lang, cjk, byCharacter) => {
    expect(isCjk(lang)).toBe(cjk);
    expect(countsByCharacter(lang)).toBe(byCharacter);
  });
});
