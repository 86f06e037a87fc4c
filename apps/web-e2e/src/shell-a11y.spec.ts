import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`the shell has no serious axe violation, ${colorScheme}, ${width}px`, async ({ page }) => {
      test.slow(); // two axe runs
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await signUp(page.request, newAccount('Annie Easley'));
      await page.goto('/de-DE');
      const account =
        width > 1279
          ? page.getByRole('banner').getByRole('button', { name: /Annie Easley/ })
          : page.getByRole('button', { name: 'Menü öffnen' });
      await expect(account).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
