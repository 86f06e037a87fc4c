import { expect, type BrowserContext, type Page } from '@playwright/test';
import { admin as adminCli, sharedDataDir } from './support/admin.js';

/**
 * Signing up and in hashes a password, slow on purpose, and a busy test machine makes it slower:
 * these tests wait longer than Playwright's defaults.
 */
export const SLOW_TEST_MS = 90_000;
export const SLOW_STEP_MS = 20_000;

/** The operator's CLI against this run's server, its answer parsed from --json. */
export async function admin(...args: string[]): Promise<unknown> {
  return JSON.parse(await adminCli(sharedDataDir(), ...args, '--json')) as unknown;
}

/**
 * Signs out through the api (the account menu belongs to the shell): logout changes state, so
 * it carries the CSRF token the page would send.
 */
export async function signOutByApi(context: BrowserContext): Promise<void> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  const answer = await context.request.get('/api/auth/logout/', {
    headers: { 'X-CSRFtoken': csrf ?? '' },
  });
  expect(answer.status()).toBe(200);
}

/**
 * Console errors and uncaught exceptions of a page (hydration mismatches land here). The
 * browser's own line for a refused call is left out: the tests make the api refuse on purpose.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
      errors.push(text);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
