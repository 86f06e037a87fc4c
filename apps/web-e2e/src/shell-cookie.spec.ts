import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

test('a visitor sees the cookie notice on home and sign-in only, until accepting it', async ({
  page,
}) => {
  test.slow(); // five page loads
  await page.goto('/users/signin');
  await expect(banner(page)).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByTestId('app-version')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const privacy = banner(page).getByRole('link', { name: /privacy policy/i });
  await expect(privacy).toHaveAttribute('href', '/privacy-policy');
  await expect(privacy).toHaveAttribute('target', '_blank');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/users/signin');
  await page.goto('/');
  await expect(page.getByTestId('app-version')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a signed-in user who has not accepted sees it; accepting records it in the profile', async ({
  page,
}) => {
  await signUp(page.request, newAccount('Radia Perlman'));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const me = await (await page.request.get('/api/auth/check_login/')).json();
      return me.data.userdata.accept_cookies;
    })
    .toBe(true);
});
