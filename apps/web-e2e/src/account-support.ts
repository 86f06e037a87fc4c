import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type BrowserContext, type Page } from '@playwright/test';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env['CAPTIO_E2E_PORT'] ?? 3100);
/** The data directory playwright.config.ts gives the server of this run. */
const dataDir = fileURLToPath(new URL(`../../../tmp/e2e-data-${port}`, import.meta.url));

/**
 * Signing up and in hashes a password, slow on purpose, and a busy test machine makes it slower:
 * these tests wait longer than Playwright's defaults.
 */
export const SLOW_TEST_MS = 90_000;
export const SLOW_STEP_MS = 20_000;

/** The operator's CLI against this run's server (it reaches the running server's admin socket). */
export async function admin(...args: string[]): Promise<unknown> {
  const { stdout } = await run('node', ['apps/api/dist/admin/main.js', ...args, '--json'], {
    cwd: repoRoot,
    env: { ...process.env, CAPTIO_DATA_DIR: dataDir },
  });
  return JSON.parse(stdout) as unknown;
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
