import { expect as baseExpect, test } from '@playwright/test';
import { SLOW_STEP_MS, SLOW_TEST_MS } from './account-support.js';
import { seriousAxeViolations } from './support/axe.js';

const expect = baseExpect.configure({ timeout: SLOW_STEP_MS });
test.describe.configure({ timeout: SLOW_TEST_MS });

// Every account page, signed in where it belongs, is checked in routes-a11y.spec.ts; here, the
// states a page reaches only by use.
test('axe: a refused form with its error summary and invalid fields', async ({ page }) => {
  await page.goto('/users/signin');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
