import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';

// Every page area's catalogs (pages/<area>/messages/<locale>.json), and those of features shared
// by several areas (features/<feature>/messages/<locale>.json), found on disk so that a new area
// is held to the same rules without being listed here.
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const areas = ['pages', 'features'].flatMap((parent) =>
  readdirSync(join(srcDir, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
    .filter((area) => readdirSync(join(srcDir, area)).includes('messages')),
);

function catalogOf(area: string, locale: string): Record<string, string> {
  const file = join(srcDir, area, 'messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const shellKeys = Object.keys(
  JSON.parse(
    readFileSync(new URL('../../../../libs/i18n/messages/en-US.json', import.meta.url), 'utf8'),
  ) as Record<string, string>,
);

describe.each(areas)('the %s page texts', (area) => {
  const english = catalogOf(area, 'en-US');
  const keys = Object.keys(english);

  it('exist in every locale with the English keys, sorted', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(catalogOf(area, locale)), locale).toEqual(keys);
    }
    expect(keys).toEqual([...keys].sort());
  });

  it('use keys of their own, apart from other areas and the shell', () => {
    const others = areas
      .filter((other) => other !== area)
      .flatMap((other) => Object.keys(catalogOf(other, 'en-US')));
    const taken = new Set([...others, ...shellKeys]);
    expect(keys.filter((key) => taken.has(key))).toEqual([]);
  });

  it.each(LOCALES)('parse as ICU messages in %s, none of them an English copy', (locale) => {
    const catalog = catalogOf(area, locale);
    for (const [key, message] of Object.entries(catalog)) {
      expect(() => parse(message), `${locale} ${key}`).not.toThrow();
      expect(message, `${locale} ${key}: straight apostrophe`).not.toContain("'");
      if (locale !== 'en-US' && /[a-z]{4}/i.test(english[key] ?? '')) {
        expect(message, `${locale} ${key} is the English text`).not.toBe(english[key]);
      }
    }
  });
});
