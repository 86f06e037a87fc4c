import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALE_CODES } from '@captio/api-client';
import { checkCatalog } from '@captio/i18n/catalog-rules';
import { describe, expect, it, test } from 'vitest';

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
  /** Its place as a catalog key: export and key path (`authMessages.emailTaken`). */
  key: string;
  text: Record<string, unknown>;
}

/** Any object with an en-US key is meant as a LocalizedText; groups of them are walked into. */
function collect(value: unknown, key: string, into: Found[]): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  if ('en-US' in value) {
    into.push({ key, text: value as Record<string, unknown> });
    return;
  }
  for (const [inner, innerValue] of Object.entries(value)) {
    collect(innerValue, `${key}.${inner}`, into);
  }
}

const byFile = new Map<string, Found[]>();
for (const file of files) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const found: Found[] = [];
  for (const [exported, value] of Object.entries(module)) collect(value, exported, found);
  byFile.set(relative(SRC, file), found);
}
const texts = [...byFile.values()].flat().sort((a, b) => (a.key < b.key ? -1 : 1));

/**
 * The api's messages as one catalog per locale, so that they are held to the rules of the web
 * catalogs: ICU with the English arguments, plural forms of the language, real translations,
 * the locale's glossary and form of address, French spacing.
 */
const catalogOf = (locale: string): Record<string, string> =>
  Object.fromEntries(texts.map(({ key, text }) => [key, String(text[locale])]));

/** Names the api's texts share with every language besides the product's brands. */
const API_NAMES = ['Oncely', 'Stripe', 'JSON', 'URL', 'HTTP', 'ID'];

describe('message files', () => {
  it('finds the message files of src/ on disk', () => {
    expect(byFile.has('i18n/common-messages.ts')).toBe(true);
    expect(byFile.has(join('modules', 'auth', 'messages.ts'))).toBe(true);
  });

  it.each([...byFile.entries()])('%s holds localized texts', (_file, found) => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(texts.map(({ key, text }) => [key, text] as const))(
    '%s has exactly the 11 locales, none empty',
    (_key, text) => {
      expect(Object.keys(text).sort()).toEqual([...LOCALE_CODES].sort());
      for (const locale of LOCALE_CODES) {
        expect(typeof text[locale], locale).toBe('string');
        expect(String(text[locale]).trim(), locale).not.toBe('');
      }
    },
  );
});

test.each(LOCALE_CODES)('the %s messages pass every catalog rule', (locale) => {
  expect(
    checkCatalog(locale, catalogOf(locale), catalogOf('en-US'), { brands: API_NAMES }),
  ).toEqual([]);
});
