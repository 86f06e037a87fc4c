import { expect, test, type Page } from '@playwright/test';

/** The router's live region, after the page in the root: it reads out each new page's title. */
function announcer(page: Page) {
  return page.locator('#root > [aria-live="polite"]');
}

function heading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

function focusedTag(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.tagName);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a link followed with the keyboard focuses the new page’s heading and announces its title; back does not move focus', async ({
  page,
}) => {
  await page.goto('/');
  // The first load is the browser's: nothing is moved or announced.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(announcer(page)).toHaveText('');
  const landingTitle = await page.title();

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(heading(page)).toBeFocused();
  expect(await focusedTag(page)).toBe('H1');
  // Out of the tab order: focusable by script only.
  await expect(heading(page)).toHaveAttribute('tabindex', '-1');
  const pricingTitle = await page.title();
  expect(pricingTitle).not.toBe(landingTitle);
  await expect(announcer(page)).toHaveText(`Page opened: ${pricingTitle}`);
  // The next Tab goes on from the start of the new page, not from the header link.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(announcer(page)).toHaveText(`Page opened: ${landingTitle}`);
  await expect(heading(page)).not.toBeFocused();
  expect(await focusedTag(page)).not.toBe('H1');
});

test('a link clicked with the mouse moves focus to the heading without a focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(heading(page)).toBeFocused();
  expect(await heading(page).evaluate((element) => element.matches(':focus-visible'))).toBe(false);
  expect(await heading(page).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
    'none',
  );
});

test('the language switch keeps the reader where they are and announces nothing', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de-DE\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(heading(page)).not.toBeFocused();
  await expect(announcer(page)).toHaveText('');
});

test('the announcement is in the new page’s language', async ({ page }) => {
  await page.goto('/de-DE');
  await page.getByRole('banner').getByRole('link', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/\/de-DE\/pricing$/);
  await expect(heading(page)).toBeFocused();
  await expect(announcer(page)).toHaveText(`Seite geöffnet: ${await page.title()}`);
});
