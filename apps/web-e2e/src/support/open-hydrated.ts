import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until its code has loaded and it asks for nothing more, so that the
 * page's own handlers take the next click: a click on a controlled field before hydration is
 * undone by it, which on a busy machine happens to a test that types at once.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
