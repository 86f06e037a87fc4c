import { describe, expect, test } from 'vitest';
import { LOCALES } from '../locales.js';
import {
  AUTO_DETECT,
  findLanguage,
  LANGUAGES,
  languageName,
  MULTILINGUAL,
  searchLanguages,
  selectableLanguages,
  sortLanguages,
} from './languages.js';

const codes = LANGUAGES.map((l) => l.code);

function lang(code: string) {
  const entry = findLanguage(code);
  if (!entry) throw new Error(`No language '${code}' in the list`);
  return entry;
}

describe('the language list', () => {
  test('has about 130 languages, each code once', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(120);
    expect(LANGUAGES.length).toBeLessThanOrEqual(140);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test.each([
    ['auto', 'Auto detect'],
    ['multilingual', 'Multilingual'],
    ['zh-CN', 'Chinese (Simplified)'],
    ['zh-TW', 'Chinese (Traditional)'],
    ['en-US', 'English (United States)'],
    ['en-GB', 'English (United Kingdom)'],
    ['en-IN', 'English (India)'],
    ['es-MX', 'Spanish (Mexico)'],
    ['fr-CA', 'French (Canada)'],
    ['pt-BR', 'Portuguese (Brazil)'],
    ['arz', 'Egyptian Arabic'],
    ['yue(oral)', 'Cantonese (spoken)'],
    ['yue(written)', 'Cantonese (written)'],
    ['de', 'German'],
    ['ja', 'Japanese'],
    ['sw', 'Swahili'],
  ])('has %s (%s)', (code, english) => {
    expect(findLanguage(code)?.name_for['en-US']).toBe(english);
  });

  test('special entries come first, then the interface languages', () => {
    expect(codes.slice(0, 6)).toEqual([
      AUTO_DETECT,
      MULTILINGUAL,
      'zh-CN',
      'zh-TW',
      'yue(oral)',
      'yue(written)',
    ]);
  });

  test('every entry has a native name and a name in each of the 11 interface locales', () => {
    for (const entry of LANGUAGES) {
      expect(entry.native_name.trim(), entry.code).not.toBe('');
      expect(Object.keys(entry.name_for).sort(), entry.code).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        const name = entry.name_for[locale];
        expect(name.trim(), `${entry.code} in ${locale}`).not.toBe('');
        // A raw code is what Intl.DisplayNames returns when it has no name: never a real one.
        expect(name, `${entry.code} in ${locale}`).not.toBe(entry.code);
      }
    }
  });

  test.each([
    ['zh-CN', /\p{Script=Han}/u],
    ['zh-TW', /\p{Script=Han}/u],
    ['ja-JP', /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u],
    ['ko-KR', /\p{Script=Hangul}/u],
    ['ru-RU', /\p{Script=Cyrillic}/u],
  ] as const)('names for %s readers are written in their script', (locale, script) => {
    const foreign = LANGUAGES.filter((l) => !script.test(l.name_for[locale])).map((l) => l.code);
    expect(foreign).toEqual([]);
  });

  test('names for Latin-script readers are in Latin script', () => {
    for (const locale of ['en-US', 'es-ES', 'pt-PT', 'fr-FR', 'de-DE', 'it-IT'] as const) {
      const foreign = LANGUAGES.filter(
        (l) => !/^[\p{Script=Latin}\s(),'’.-]+$/u.test(l.name_for[locale]),
      );
      expect(
        foreign.map((l) => l.code),
        locale,
      ).toEqual([]);
    }
  });

  test('names are really translated: most differ from the English one', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const same = LANGUAGES.filter((l) => l.name_for[locale] === l.name_for['en-US']).length;
      expect(same / LANGUAGES.length, locale).toBeLessThan(0.3);
    }
  });

  test('native names are written in the language itself', () => {
    expect(findLanguage('ru')?.native_name).toBe('Русский');
    expect(findLanguage('ja')?.native_name).toBe('日本語');
    expect(findLanguage('ar')?.native_name).toBe('العربية');
    expect(findLanguage('hi')?.native_name).toBe('हिन्दी');
    expect(findLanguage('es-MX')?.native_name).toBe('Español (México)');
    expect(findLanguage('yue(written)')?.native_name).toBe('粵語（書面語）');
    // Bantu autonyms keep their lower-case class prefix, even at the start of a list entry.
    expect(findLanguage('zu')?.native_name).toBe('isiZulu');
    expect(findLanguage('xh')?.native_name).toBe('isiXhosa');
    expect(findLanguage('sn')?.native_name).toBe('chiShona');
  });

  test('Chinese and Japanese names use full-width parentheses, as their texts do', () => {
    for (const locale of ['zh-CN', 'zh-TW', 'ja-JP'] as const) {
      const halfWidth = LANGUAGES.filter((l) => /[()]/.test(l.name_for[locale]));
      expect(
        halfWidth.map((l) => l.code),
        locale,
      ).toEqual([]);
    }
    expect(languageName('en-GB', 'ja-JP')).toBe('英語（イギリス）');
  });

  test('Chinese readers see the Chinese variants by script', () => {
    expect(languageName('zh-TW', 'zh-CN')).toBe('繁体中文');
    expect(languageName('zh-CN', 'zh-TW')).toBe('簡體中文');
    expect(languageName('yue(oral)', 'zh-CN')).toBe('粤语（口语）');
    expect(languageName('yue(oral)', 'zh-TW')).toBe('粵語（口語）');
  });
});

describe('languageName', () => {
  test.each([
    ['de', 'fr-FR', 'Allemand'],
    ['de', 'ja-JP', 'ドイツ語'],
    ['auto', 'de-DE', 'Automatische Erkennung'],
    ['multilingual', 'ko-KR', '다국어'],
    ['arz', 'ru-RU', 'Египетский арабский'],
    ['en-GB', 'es-ES', 'Inglés (Reino Unido)'],
  ] as const)('%s in %s is %s', (code, locale, name) => {
    expect(languageName(code, locale)).toBe(name);
  });

  test('English by default, undefined for an unknown code', () => {
    expect(languageName('pt-BR')).toBe('Portuguese (Brazil)');
    expect(languageName('klingon')).toBeUndefined();
    expect(findLanguage('klingon')).toBeUndefined();
  });
});

describe('selectableLanguages', () => {
  const hasAuto = (list: { code: string }[]) => list.some((l) => l.code === AUTO_DETECT);

  test.each([
    ['free, no global_free', { level: 0 }, false],
    ['free, global_free null', { level: 0, global_free: null }, false],
    ['free, bgm_remove off', { level: 0, global_free: { bgm_remove: false } }, false],
    ['free, bgm_remove on', { level: 0, global_free: { bgm_remove: true } }, true],
    ['vip', { level: 1 }, true],
    ['unlimited', { level: 2, global_free: { bgm_remove: false } }, true],
    ['api tier', { level: 3 }, true],
  ])('%s: automatic detection shown is %s', (_, context, shown) => {
    const list = selectableLanguages(context);
    expect(hasAuto(list)).toBe(shown);
    // Only automatic detection is ever hidden by the level rule.
    expect(list.length).toBe(LANGUAGES.length - (shown ? 0 : 1));
  });

  test('already excluded codes are filtered out, order kept', () => {
    const list = selectableLanguages({ level: 1, exclude: ['en-US', 'multilingual', 'nope'] });
    expect(list.map((l) => l.code)).toEqual(
      codes.filter((c) => c !== 'en-US' && c !== 'multilingual'),
    );
  });

  test('both rules together, on a caller’s own list', () => {
    const own = ['auto', 'en-US', 'de', 'ja'].map(lang);
    const list = selectableLanguages({ level: 0, exclude: new Set(['de']) }, own);
    expect(list.map((l) => l.code)).toEqual(['en-US', 'ja']);
  });

  test('does not change the list it was given', () => {
    selectableLanguages({ level: 0, exclude: ['de'] });
    expect(codes).toContain('auto');
    expect(codes).toContain('de');
  });
});

describe('sortLanguages and searchLanguages', () => {
  test('sorts by the reader’s alphabet with the special entries first', () => {
    const sample = ['de', 'auto', 'fr-FR', 'ar', 'multilingual', 'ja'].map(lang);
    expect(sortLanguages(sample, 'en-US').map((l) => l.code)).toEqual([
      'auto',
      'multilingual',
      'ar',
      'fr-FR',
      'de',
      'ja',
    ]);
    // In German: Arabisch, Deutsch, Französisch, Japanisch.
    expect(sortLanguages(sample, 'de-DE').map((l) => l.code)).toEqual([
      'auto',
      'multilingual',
      'ar',
      'de',
      'fr-FR',
      'ja',
    ]);
  });

  test.each([
    ['espanol', 'fr-FR', ['es-ES', 'es-MX']],
    ['ALLEMAND', 'fr-FR', ['de']],
    ['deutsch', 'ja-JP', ['de']],
    ['german', 'ja-JP', ['de']],
    ['ドイツ', 'ja-JP', ['de']],
    ['粤语', 'zh-CN', ['yue(oral)', 'yue(written)']],
    ['arz', 'en-US', ['arz']],
    ['xyzzy', 'en-US', []],
  ] as const)('%s (read in %s) finds %j', (query, locale, expected) => {
    expect(searchLanguages(query, locale).map((l) => l.code)).toEqual(expected);
  });

  test('an empty query keeps everything', () => {
    expect(searchLanguages('  ')).toHaveLength(LANGUAGES.length);
  });
});
