import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { Locale, PageName } from '@captio/routing-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPage } from '../../app/load-page.js';
import { testDataSources } from '../../testing/data-sources.js';

const DOCUMENTS = [
  ['api-introduction', 'api'],
  ['edu-and-gov', 'edu'],
  ['become-a-partner', 'partner'],
  ['terms-of-rewarded', 'rewarded'],
  ['privacy-policy', 'privacy'],
  ['terms-of-service', 'terms'],
] as const satisfies readonly (readonly [PageName, string])[];

const LOCALES = ['en-US', 'de-DE', 'ja-JP'] as const satisfies readonly Locale[];

function textsOf(locale: Locale): Record<string, string> {
  const file = new URL(`./messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** How renderToString writes a text into the HTML. */
function asHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** The page as the server renders it: its module and texts from the app's registry. */
async function render(name: PageName, locale: Locale): Promise<string> {
  const route = { name, params: {}, locale, path: `/${name}`, search: '' };
  const shown = await loadPage(route, testDataSources());
  const { Page } = shown.module;
  return renderToString(
    <IntlProvider locale={locale} messages={shown.messages}>
      <Page route={route} />
    </IntlProvider>,
  );
}

// The first page loaded compiles the kit and the shell's texts: slow once, on a busy machine.
beforeAll(async () => {
  await render('edu-and-gov', 'en-US');
}, 60_000);

describe.each(LOCALES)('the about pages in %s', (locale) => {
  const texts = textsOf(locale);

  it.each(DOCUMENTS)(
    '%s shows one h1, its heading and every section heading',
    async (name, doc) => {
      const html = await render(name, locale);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`<h1>${asHtml(texts[`about.${doc}.heading`] ?? '')}</h1>`);
      const sectionHeadings = Object.keys(texts).filter((key) =>
        new RegExp(`^about\\.${doc}\\.s\\d+\\.heading$`).test(key),
      );
      expect(sectionHeadings.length).toBeGreaterThan(2);
      for (const key of sectionHeadings) {
        expect(html, key).toContain(`<h2>${asHtml(texts[key] ?? '')}</h2>`);
      }
    },
  );

  it.each(DOCUMENTS)('%s has its localized head title', async (name, doc) => {
    const shown = await loadPage(
      { name, params: {}, locale, path: `/${name}`, search: '' },
      testDataSources(),
    );
    const head = shown.module.head(shown.route, (key) => shown.messages[key] ?? key);
    expect(head.title).toBe(texts[`about.${doc}.title`]);
    expect(head.description).toBe(texts[`about.${doc}.description`]);
  });
});

describe('the about pages', () => {
  it.each([
    ['privacy-policy', true],
    ['terms-of-service', true],
    ['terms-of-rewarded', false],
    ['api-introduction', false],
  ] as const)('%s carries its own link home: %s', async (name, bare) => {
    const html = await render(name, 'de-DE');
    expect(html.includes('>Captio</a>')).toBe(bare);
  });

  it('the API introduction links the API reference and the localized API dashboard', async () => {
    const html = await render('api-introduction', 'de-DE');
    expect(html).toContain('href="/api/docs"');
    expect(html).toContain('href="/api-dashboard"');
  });

  it('the partner page links the redeem page and the rewarded-terms in the reader’s locale', async () => {
    const html = await render('become-a-partner', 'de-DE');
    expect(html).toContain('href="/de-DE/pricing/package-redeem"');
    expect(html).toContain('href="/de-DE/terms-of-rewarded"');
  });

  it('the legal documents say when they were last updated, as a date in the locale', async () => {
    const html = await render('terms-of-service', 'de-DE');
    expect(html).toMatch(/Zuletzt aktualisiert: \d{1,2}\. [A-Za-zä]+ \d{4}/);
  });
});
