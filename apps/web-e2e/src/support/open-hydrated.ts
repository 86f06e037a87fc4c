import type { Page } from '@playwright/test';

/** Set by the web app once it is hydrated (see apps/web/src/app/early-submits.ts). */
const FORMS_READY = '__captioFormsReady';

/**
 * Opens a page and waits until its code has run, so that the page's own handlers take the next
 * click: before hydration a menu button does nothing, and a click on a controlled field is undone
 * by it, which on a busy machine happens to a test that acts at once.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    (flag) => (globalThis as Record<string, unknown>)[flag] === true,
    FORMS_READY,
  );
  // What the page asks for once hydrated (the login check, its data) has come.
  await page.waitForLoadState('networkidle');
}
