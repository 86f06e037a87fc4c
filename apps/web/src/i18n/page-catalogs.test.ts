import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalog } from '@captio/i18n/catalog-rules';
import { LOCALES } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';

// Every page area's catalogs (pages/<area>/messages/<locale>.json), and those of the shared
// features that bring texts of their own (features/<name>/messages), found on disk so that a new
// one is held to the same rules without being listed here.
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const areas = ['pages', 'features'].flatMap((kind) =>
  readdirSync(join(srcDir, kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${kind}/${entry.name}`)
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

it('finds the page and feature catalogs on disk', () => {
  expect(areas).toEqual(expect.arrayContaining(['pages/home', 'features/landing']));
});

describe.each(areas)('the %s page texts', (area) => {
  const english = catalogOf(area, 'en-US');
  const keys = Object.keys(english);

  // A page loads its area's catalog next to the shell's: a key both define would show one of
  // the two texts depending on which was merged last.
  it('use keys of their own, apart from other areas and the shell', () => {
    const others = areas
      .filter((other) => other !== area)
      .flatMap((other) => Object.keys(catalogOf(other, 'en-US')));
    const taken = new Set([...others, ...shellKeys]);
    expect(keys.filter((key) => taken.has(key))).toEqual([]);
  });

  // The rules of the libraries' and the api's catalogs: English keys in the dotted scheme and
  // sorted, every translation with the English keys in their order, ICU with the English
  // arguments and the language's plural forms, a real translation in the locale's script, its
  // glossary terms, form of address and French spacing. No brands or shared words are added to
  // checkCatalog's own: no English text here is made of format names (SRT, VTT) alone, and the
  // words a language keeps as English spells them (Blog, Podcasts, Credits, Plan) are already
  // its SAME_IN_LANGUAGE; "Cookies" is translated or qualified everywhere ("Cookie 设置").
  it.each(LOCALES)('pass the catalog rules in %s', (locale) => {
    const findings = checkCatalog(locale, catalogOf(area, locale), english).map(
      (problem) => `${problem.rule} ${problem.key}: ${problem.detail}`,
    );
    expect(findings).toEqual([]);
  });
});
