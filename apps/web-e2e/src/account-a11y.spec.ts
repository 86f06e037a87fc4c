import { expect as baseExpect, test } from '@playwright/test';
import {
  seriousAxeViolations,
  signedInUser,
  SLOW_STEP_MS,
  SLOW_TEST_MS,
} from './account-support.js';

const expect = baseExpect.configure({ timeout: SLOW_STEP_MS });
test.describe.configure({ timeout: SLOW_TEST_MS });

/** The account pages; those of a signed-in user are checked with their data loaded. */
const PAGES = [
  { path: '/users/signin', signedIn: false, localized: true },
  { path: '/users/signup', signedIn: false, localized: true },
  { path: '/users/password', signedIn: false, localized: true },
  { path: '/users/update-email', signedIn: true, localized: true },
  { path: '/settings', signedIn: true, localized: true },
  { path: '/credits', signedIn: true, localized: true },
  { path: '/workspace', signedIn: true, localized: false },
  { path: '/api-dashboard', signedIn: true, localized: false },
] as const;

const LOCALES = [
  { prefix: '', scheme: 'light' },
  { prefix: '', scheme: 'dark' },
  { prefix: '/de-DE', scheme: 'light' },
  { prefix: '/ja-JP', scheme: 'light' },
] as const;

for (const { prefix, scheme } of LOCALES) {
  test.describe(`axe, ${prefix || 'en-US'}, ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    for (const { path, signedIn, localized } of PAGES) {
      // /workspace and /api-dashboard have no localized paths.
      if (prefix && !localized) continue;
      test(path, async ({ page, context }) => {
        if (signedIn) await signedInUser(context, 'axe');
        await page.goto(prefix + path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The loading skeletons are gone: the page shows its data.
        await expect(page.locator('[role=status][aria-live]')).toHaveCount(0);
        await expect(page.locator('main form, main section').first()).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test('axe: a refused form with its error summary and invalid fields', async ({ page }) => {
  await page.goto('/users/signin');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
