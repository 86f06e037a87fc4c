import type { Page } from '@playwright/test';

/**
 * Opens a page with its scripts held back, as on a slow connection: the server's page is shown
 * and can be used, but none of its code runs until `release` is called, so what the reader does
 * meanwhile happens before anything listens.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
