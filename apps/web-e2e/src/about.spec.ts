import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const LOCALE_COOKIE = 'i18n_redirected';

function titlesOf(locale: string): Record<string, string> {
  const file = new URL(`../../web/src/pages/about/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Each page, its key in the texts, and whether its address carries the locale. */
const PAGES = [
  { path: 'api-introduction', doc: 'api', localized: true },
  { path: 'edu-and-gov', doc: 'edu', localized: true },
  { path: 'terms-of-rewarded', doc: 'rewarded', localized: true },
  { path: 'become-a-partner', doc: 'partner', localized: false },
  { path: 'privacy-policy', doc: 'privacy', localized: false },
  { path: 'terms-of-service', doc: 'terms', localized: false },
] as const;

const CASES = ['en-US', 'de-DE'].flatMap((locale) => PAGES.map((page) => ({ ...page, locale })));

for (const { path, doc, localized, locale } of CASES) {
  test(`/${path} answers with its title in ${locale}`, async ({ page, context, baseURL }) => {
    const english = locale === 'en-US';
    if (!localized && !english) {
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL ?? '' }]);
    }
    const address = localized && !english ? `/${locale}/${path}` : `/${path}`;
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    const texts = titlesOf(locale);
    await expect(page).toHaveTitle(texts[`about.${doc}.title`] ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts[`about.${doc}.heading`] ?? '',
    );
  });
}

test.describe('the legal documents', () => {
  for (const path of ['privacy-policy', 'terms-of-service']) {
    test(`/${path} is shown without the site header and footer, with its own way home`, async ({
      page,
    }) => {
      await page.goto(`/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.getByRole('link', { name: 'Captio' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('the way back returns to the page of this site the reader came from', async ({ page }) => {
    await page.goto('/pricing');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy/i })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the way back of a document opened directly goes home', async ({ page }) => {
    await page.goto('/terms-of-service');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
