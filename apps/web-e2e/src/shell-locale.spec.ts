import { expect, test } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALES } from '@captio/routing-rules';
import { newAccount, signUp } from './support/accounts.js';
import { openWithScriptsHeld } from './support/held-scripts.js';
import { openHydrated } from './support/open-hydrated.js';

test('the language menu opens the same page in the new locale and remembers it', async ({
  page,
  context,
}) => {
  test.slow(); // five page loads
  await openHydrated(page, '/?ref=e2e');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de-DE\?ref=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('link', { name: 'Preise' }).first()).toHaveAttribute(
    'href',
    '/de-DE/pricing',
  );
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de-DE');
  expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);

  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/\?ref=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('a menu button pressed before the page’s code ran opens its menu once it has', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/');
  await page.getByRole('button', { name: 'Language: English' }).click();
  release();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de-DE$/);
});

test('the locale prefix decides the language of the page, in any letter case', async ({ page }) => {
  await page.goto('/ja-JP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('button', { name: /日本語/ })).toBeVisible();
  await page.goto('/zh-cn');
  await expect(page).toHaveURL(/\/zh-CN$/);
});

test('a signed-in user switching language changes the language of their account', async ({
  page,
}) => {
  await signUp(page.request, newAccount('Hedy Lamarr'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account: Hedy Lamarr' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es-ES$/);
  await expect
    .poll(async () => {
      const me = await (await page.request.get('/api/auth/check_login/')).json();
      return me.data.userdata.language_setting;
    })
    .toBe('es-ES');
});

test('the header is one row on a 1280-pixel screen in every language, signed out and in', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000); // 22 page loads
  await page.setViewportSize({ width: 1280, height: 720 });
  const rowsOfHeader = async () => {
    const heights: string[] = [];
    for (const locale of LOCALES) {
      await page.goto(locale === DEFAULT_LOCALE ? '/pricing' : `/${locale}/pricing`);
      const box = await page.getByRole('banner').boundingBox();
      // One row is the height of its tallest control and padding (56 px); a second one adds 44.
      heights.push(`${locale}: ${(box?.height ?? 0) < 80 ? 'one row' : `${box?.height} px`}`);
    }
    return heights;
  };
  const oneRow = LOCALES.map((locale) => `${locale}: one row`);
  expect(await rowsOfHeader()).toEqual(oneRow);
  await signUp(context.request, newAccount());
  expect(await rowsOfHeader()).toEqual(oneRow);
});

test('the workspace, whose address names no language, speaks the one the user was browsing in', async ({
  page,
}) => {
  const account = newAccount('Lise Meitner');
  // An English browser, no language chosen in the header: the account says German.
  const made = await page.request.post('/api/auth/signup/', {
    data: {
      email: account.email,
      password: account.password,
      name: account.name,
      language: 'de-DE',
    },
  });
  expect(made.status()).toBe(200);
  await page.goto('/workspace');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbeitsbereich');

  // Browsing French pages, the way back to the workspace stays in French.
  await openHydrated(page, '/fr-FR/transcribe-audio');
  await page.getByRole('link', { name: 'Retour à l’espace de travail' }).first().click();
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});
