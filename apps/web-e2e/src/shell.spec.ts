import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(
  readFileSync(new URL('../../web/package.json', import.meta.url), 'utf8'),
) as { version: string };

test('the home page shows the shell with the version label at the bottom right', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle(/Captio/);
  const label = page.getByTestId('app-version');
  await expect(label).toHaveText(`v${version}`);
  const box = await label.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a deep link is served the app, not a server error', async ({ page }) => {
  // The result page itself is not written yet: its route answers with the app's 404 page.
  const response = await page.goto('/result/abc123');
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole('link', { name: 'Captio home' })).toBeVisible();
});

test('the skip link comes first and moves focus to the page; the logo next returns home', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  await page.goto('/pricing');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Captio home' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('a missing script or image is a 404, not the app page', async ({ request }) => {
  for (const path of ['/assets/missing.js', '/missing.png']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
  }
  expect((await request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml');
});

test("the built app carries the kit's design tokens, so components get their colours", async ({
  page,
}) => {
  await page.goto('/');
  const text = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--captio-color-text').trim(),
  );
  expect(text).not.toBe('');
});

test('a newer deployment makes the next navigation a full page load', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('app-version')).toBeVisible();
  // The page's code has run (the version shows in the server's HTML already): a link clicked
  // before would load the next page whole. Asked from here, as the page's timers are stopped.
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __captioFormsReady?: boolean }).__captioFormsReady),
    )
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

  // Same build: in-app navigation keeps the page.
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);

  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: 'a-newer-build' } }),
  );
  const checked = page.waitForResponse('**/builds/latest.json');
  await page.clock.runFor(5 * 60_000 + 1000);
  await checked;
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('app-version')).toBeVisible();
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(false);
});

test('the build announces its id at /builds/latest.json, never cached', async ({ request }) => {
  const response = await request.get('/builds/latest.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect((await response.json()).id).toMatch(/^\d+\.\d+\.\d+\+/);
});
