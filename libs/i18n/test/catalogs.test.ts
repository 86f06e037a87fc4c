// The catalog gate: every locale has every key and no other, every message parses as ICU,
// keeps the English arguments, and is really translated.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { LOCALES, type Locale } from '../src/index.js';
import { messageShape } from './support/icu.js';

const dir = new URL('../messages/', import.meta.url);
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8'));

const catalogs = Object.fromEntries(LOCALES.map((l) => [l, read(l)])) as Record<
  Locale,
  Record<string, string>
>;
const english = catalogs['en-US'];
const keys = Object.keys(english);
const others = LOCALES.filter((l) => l !== 'en-US');

/** Names that stay as they are in every language. */
const BRANDS = ['Captio', 'YouTube', 'TikTok', 'Facebook', 'Instagram', 'AppSumo', 'API'];

/**
 * The allowlist: a translation identical to the English text is accepted only here, where the
 * word is the same in that language (German, French, Italian and Spanish say "Blog"; German,
 * French and Portuguese say "Podcasts"; Japanese dialogs say "OK"). Brand-only texts need no
 * entry.
 */
const SAME_IN_LANGUAGE: Readonly<Record<string, readonly Locale[]>> = {
  'appsumo.ok': ['ja-JP'],
  'nav.blog': ['de-DE', 'es-ES', 'fr-FR', 'it-IT'],
  'nav.podcast': ['de-DE', 'fr-FR', 'pt-PT'],
};

/** The letters left once arguments and brand names are taken out. */
function wordsOf(message: string): string {
  let text = messageShape(message).text;
  for (const brand of BRANDS) text = text.replaceAll(brand, ' ');
  return text.replace(/[^\p{L}]+/gu, ' ').trim();
}

/** Keys whose translation is the English text, except brand-only texts and the allowlist. */
function englishCopies(locale: Locale, catalog: Record<string, string>): string[] {
  return keys.filter(
    (key) =>
      catalog[key] === english[key] &&
      wordsOf(english[key] ?? '') !== '' &&
      !SAME_IN_LANGUAGE[key]?.includes(locale),
  );
}

const SCRIPT: Partial<Record<Locale, RegExp>> = {
  'zh-CN': /\p{Script=Han}/u,
  'zh-TW': /\p{Script=Han}/u,
  'ja-JP': /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'ko-KR': /\p{Script=Hangul}/u,
  'ru-RU': /\p{Script=Cyrillic}/u,
};

// Characters written one way only in simplified and the other only in traditional Chinese.
const SIMPLIFIED_ONLY = '们这个时语说设删载开关户码译转视频务费择录级页发应将无为过对网络错误据际';
const TRADITIONAL_ONLY = '們這個時語說設刪載開關戶碼譯轉視頻務費擇錄級頁發應將無為過對網絡錯誤據際';

describe('catalog files', () => {
  it('has exactly one catalog per interface locale', () => {
    const files = readdirSync(dir).sort();
    expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it('the English catalog is not empty and its keys are sorted, for reviewable diffs', () => {
    expect(keys.length).toBeGreaterThan(150);
    expect(keys).toEqual([...keys].sort());
  });

  test.each(others)('%s has the same keys in the same order as English', (locale) => {
    const own = Object.keys(catalogs[locale]);
    expect(
      own.filter((k) => !(k in english)),
      'extra keys',
    ).toEqual([]);
    expect(
      keys.filter((k) => !(k in catalogs[locale])),
      'missing keys',
    ).toEqual([]);
    expect(own).toEqual(keys);
  });
});

describe('key scheme', () => {
  it('keys are dotted lowerCamel segments, at least two deep', () => {
    const bad = keys.filter((k) => !/^[a-z][a-zA-Z]*(\.[a-z0-9][a-zA-Z0-9]*)+$/.test(k));
    expect(bad).toEqual([]);
  });

  it('no key is a prefix of another, so the catalog can also be read as a tree', () => {
    const clashes = keys.filter((k) => keys.some((other) => other.startsWith(`${k}.`)));
    expect(clashes).toEqual([]);
  });

  it.each([
    'cookie.title',
    'cookie.desc',
    'cookie.ok',
    'error.unknown',
    'app.404',
    'cloud.drawer.delete',
    'appsumo.activated',
    'appsumo.ok',
    'plan.none',
    'plan.renewal',
    'plan.expiry',
    'quota.freeRemaining',
    'quota.unlimited',
  ])('keeps the key %s, which code looks up by name', (key) => {
    expect(english).toHaveProperty([key]);
  });

  it('keeps the English texts that must stay word for word', () => {
    expect(english['appsumo.activated']).toBe('AppSumo Plan Activated!');
    expect(english['appsumo.ok']).toBe('OK');
    expect(english['upload.network']).toBe('Network error');
    expect(english['upload.aborted']).toBe('Upload cancelled by user');
    expect(english['upload.unknownError']).toBe('Unknown error');
    expect(english['upload.headerError']).toBe('Failed to set headers: {reason}');
    expect(english['upload.setupError']).toBe('Upload initialization failed: {reason}');
    expect(english['upload.timeout']).toBe('Upload timed out after {ms}ms');
    // Section 8: the Chinese text of the unknown-error toast.
    expect(catalogs['zh-CN']['error.unknown']).toBe('未知错误：{url}，请联系管理员');
  });
});

describe.each(LOCALES)('%s messages', (locale) => {
  const catalog = catalogs[locale];
  const entries = Object.entries(catalog);

  test('every message parses as ICU (with an other clause in every plural and select)', () => {
    const broken = entries.flatMap(([key, message]) => {
      try {
        messageShape(message);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  test('no straight apostrophe, which ICU reads as a quote and which can swallow arguments', () => {
    expect(entries.filter(([, m]) => m.includes("'")).map(([k]) => k)).toEqual([]);
  });

  test('no empty or padded message', () => {
    expect(entries.filter(([, m]) => !m.trim() || m !== m.trim()).map(([k]) => k)).toEqual([]);
  });

  if (locale === 'en-US') return;

  test('every message has the English arguments, of the same kinds', () => {
    const different = keys.filter((key) => {
      const mine = messageShape(catalog[key] ?? '');
      const theirs = messageShape(english[key] ?? '');
      return JSON.stringify(mine.args) !== JSON.stringify(theirs.args);
    });
    expect(different).toEqual([]);
  });

  test('select arguments keep the English options', () => {
    for (const key of keys) {
      expect(messageShape(catalog[key] ?? '').selects, key).toEqual(
        messageShape(english[key] ?? '').selects,
      );
    }
  });

  test('plural arguments use the plural categories of the language, and all it needs', () => {
    const rules = new Intl.PluralRules(locale);
    const known = new Set(rules.resolvedOptions().pluralCategories);
    // The categories whole numbers from 0 to 1000 fall into: Russian needs one, few and many.
    const needed = new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
    for (const key of keys) {
      for (const [name, options] of Object.entries(messageShape(catalog[key] ?? '').plurals)) {
        const where = `${key} {${name}}`;
        expect(
          options.filter((o) => !known.has(o as never) && !/^=\d+$/.test(o)),
          where,
        ).toEqual([]);
        expect(
          [...needed].filter((c) => !options.includes(c)),
          where,
        ).toEqual([]);
      }
    }
  });

  test('nothing is left as an English copy (brand-only texts and the allowlist aside)', () => {
    expect(englishCopies(locale, catalog)).toEqual([]);
  });

  test('the allowlist holds only texts that really are the same', () => {
    for (const [key, locales] of Object.entries(SAME_IN_LANGUAGE)) {
      if (locales.includes(locale)) expect(catalog[key], key).toBe(english[key]);
    }
  });

  const script = SCRIPT[locale];
  if (script) {
    test(`every text with words is written in the language's script`, () => {
      const foreign = keys.filter((key) => {
        const words = wordsOf(catalog[key] ?? '');
        const same = SAME_IN_LANGUAGE[key]?.includes(locale) === true;
        return wordsOf(english[key] ?? '') !== '' && !same && !script.test(words);
      });
      expect(foreign).toEqual([]);
    });
  }

  if (locale === 'zh-TW') {
    test('is written in traditional characters', () => {
      const simplified = entries.filter(([, m]) => [...SIMPLIFIED_ONLY].some((c) => m.includes(c)));
      expect(simplified.map(([k]) => k)).toEqual([]);
    });
  }
  if (locale === 'zh-CN') {
    test('is written in simplified characters', () => {
      const traditional = entries.filter(([, m]) =>
        [...TRADITIONAL_ONLY].some((c) => m.includes(c)),
      );
      expect(traditional.map(([k]) => k)).toEqual([]);
    });
  }
});

describe('the gate itself', () => {
  // The checks above only mean something if they catch what they claim to.
  it.each([
    ['{count, plural, one {# file}}', /MISSING_OTHER_CLAUSE/],
    ['Delete {name', /EXPECT_ARGUMENT_CLOSING_BRACE/],
    ['{media, select, video {Video}}', /MISSING_OTHER_CLAUSE/],
  ])('rejects the broken message %s', (message, error) => {
    expect(() => messageShape(message)).toThrow(error);
  });

  it.each([
    ['Fehler {code}', 'Error {status}'],
    ['Guthaben: {count}', 'Credits: {count, number}'],
    ['{plan} · läuft am {date} ab', '{plan} · expires on {date, date, medium}'],
    ["l'{name}", '{name}'],
  ])('sees that %s does not keep the arguments of %s', (translation, source) => {
    expect(messageShape(translation).args).not.toEqual(messageShape(source).args);
  });

  it('finds an English copy, and lets brand-only texts and allowlisted words through', () => {
    const copied = { ...catalogs['de-DE'], 'cookie.ok': english['cookie.ok'] ?? '' };
    expect(englishCopies('de-DE', copied)).toEqual(['cookie.ok']);
    // The allowlist is per language: Japanese writes ブログ.
    expect(englishCopies('ja-JP', { ...catalogs['ja-JP'], 'nav.blog': 'Blog' })).toEqual([
      'nav.blog',
    ]);
  });

  it('sees brand-only texts and texts with words', () => {
    expect(wordsOf('{site} · YouTube')).toBe('');
    expect(wordsOf('Captio home')).toBe('home');
    expect(wordsOf('{count, plural, one {# file} other {# files}}')).toBe('file files');
  });
});
