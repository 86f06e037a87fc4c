import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.js';
import { newAccount, signUp } from './support/accounts.js';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`the shell has no serious axe violation, ${colorScheme}, ${width}px`, async ({ page }) => {
      test.slow(); // two axe runs
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await signUp(page.request, newAccount('Annie Easley'));
      await page.goto('/de-DE');
      const account =
        width > 1279
          ? page.getByRole('banner').getByRole('button', { name: /Annie Easley/ })
          : page.getByRole('button', { name: 'Menü öffnen' });
      await expect(account).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}

test('an open header menu leaves nothing focusable hidden from screen readers', async ({
  page,
}) => {
  test.slow(); // an axe run per menu
  await signUp(page.request, newAccount('Annie Easley'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Annie Easley/ }),
  ).toBeVisible();
  // Services, YouTube to MP4, the language and the account.
  const buttons = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  await expect(buttons).toHaveCount(4);
  for (const button of await buttons.all()) {
    const name = await button.innerText();
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousAxeViolations(page), name).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});
