import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALE_CODES } from '@captio/api-client';
import { describe, expect, it } from 'vitest';

/**
 * Every message a client can see lives in a `messages.ts` (or `*-messages.ts`) file under src/,
 * found here on disk so that a new module's messages are checked without anyone listing them.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|[/-])messages\.ts$/.test(path))
  .map((path) => join(SRC, path))
  .sort();

interface Found {
  /** Where it is: file and key path, for the test name. */
  name: string;
  text: Record<string, unknown>;
}

/** Any object with an en-US key is meant as a LocalizedText; groups of them are walked into. */
function collect(value: unknown, name: string, into: Found[]): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  if ('en-US' in value) {
    into.push({ name, text: value as Record<string, unknown> });
    return;
  }
  for (const [key, inner] of Object.entries(value)) collect(inner, `${name}.${key}`, into);
}

const byFile = new Map<string, Found[]>();
for (const file of files) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const found: Found[] = [];
  const label = relative(SRC, file);
  for (const [exported, value] of Object.entries(module))
    collect(value, `${label} ${exported}`, found);
  byFile.set(label, found);
}
const texts = [...byFile.values()].flat();

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Texts that every language writes the same way: only placeholders, names of products and
 * formats, numbers and punctuation. Anything else equal to the English text is untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = /\{\w+\}|\b(?:Captio|AppSumo|Oncely|Stripe|API|JSON|URL|HTTP|ID)\b/g;
const isLanguageNeutral = (text: string) =>
  !/\p{L}/u.test(text.replace(SAME_IN_EVERY_LANGUAGE, ''));

/**
 * Words that a language really spells as English does, reviewed one by one: the English text and
 * the locales where the same text is the right translation.
 */
const SAME_WORD: Readonly<Record<string, readonly string[]>> = {
  Plan: ['es-ES'],
};

describe('message files', () => {
  it('finds the message files of src/ on disk', () => {
    expect(byFile.has('i18n/common-messages.ts')).toBe(true);
    expect(byFile.has(join('modules', 'auth', 'messages.ts'))).toBe(true);
  });

  it.each([...byFile.entries()])('%s holds localized texts', (_file, found) => {
    expect(found.length).toBeGreaterThan(0);
  });
});

describe.each(texts.map((found) => [found.name, found.text] as const))('%s', (_name, text) => {
  const english = String(text['en-US']);

  it('has exactly the 11 locales, none empty', () => {
    expect(Object.keys(text).sort()).toEqual([...LOCALE_CODES].sort());
    for (const locale of LOCALE_CODES) {
      const value = text[locale];
      expect(typeof value, locale).toBe('string');
      expect(String(value).trim(), locale).not.toBe('');
    }
  });

  it('has the placeholders of the English text in every locale', () => {
    for (const locale of LOCALE_CODES) {
      expect(placeholders(String(text[locale])), locale).toEqual(placeholders(english));
    }
  });

  it('is translated: no locale repeats the English text', () => {
    if (isLanguageNeutral(english)) return;
    const copies = LOCALE_CODES.filter(
      (locale) =>
        locale !== 'en-US' &&
        String(text[locale]).trim() === english.trim() &&
        !SAME_WORD[english]?.includes(locale),
    );
    expect(copies).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it.each([
    ['{path}', true],
    ['Captio', true],
    ['API {code}: 404', true],
    ['Not found: {path}', false],
    ['Captio is busy', false],
  ])('%j is language-neutral: %s', (text, expected) => {
    expect(isLanguageNeutral(text)).toBe(expected);
  });

  it('reads placeholders in order-independent form', () => {
    expect(placeholders('{b} and {a}')).toEqual(['a', 'b']);
    expect(placeholders('no placeholder')).toEqual([]);
  });
});
