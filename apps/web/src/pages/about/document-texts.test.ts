import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTexts, type DocumentId } from './document-texts.js';

const DOCUMENTS: readonly (readonly [DocumentId, number])[] = [
  ['api', 3],
  ['edu', 3],
  ['partner', 3],
  ['rewarded', 4],
  ['privacy', 6],
  ['terms', 6],
];

const CATALOGS = readdirSync(new URL('./messages/', import.meta.url)).map((file) => {
  const url = new URL(`./messages/${file}`, import.meta.url);
  return [file, JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>] as const;
});

describe.each(DOCUMENTS)('the %s document with %i sections', (id, sectionCount) => {
  const texts = documentTexts(id, sectionCount);
  const keys = [
    texts.title,
    texts.description,
    texts.heading,
    texts.lead,
    ...texts.sections.flatMap(({ heading, body }) => [heading, body]),
  ];

  it.each(CATALOGS)('names only texts that %s has', (_file, catalog) => {
    for (const key of keys) expect(catalog[key], key).toBeTruthy();
  });

  it('names every numbered section the catalog has, in order', () => {
    const [, english] = CATALOGS.find(([file]) => file === 'en-US.json') ?? [];
    const inCatalog = Object.keys(english ?? {}).filter((key) =>
      new RegExp(`^about\\.${id}\\.s\\d+\\.heading$`).test(key),
    );
    expect(texts.sections.map(({ heading }) => heading)).toEqual(
      inCatalog.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
  });
});
