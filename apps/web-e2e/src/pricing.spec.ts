import { expect, test, type Page } from '@playwright/test';

// The plans the api puts on sale on a new database (its default plans); the browser would ask
// for them at GET /api/pricing/plans/. Packs are named by their credits, in the page's language.
const PLAN_NAMES = ['VIP', 'Unlimited', '100 credits', '500 credits'];

function watch(page: Page): { errors: string[]; planCalls: string[] } {
  const errors: string[] = [];
  const planCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/pricing/plans'))
      planCalls.push(request.url());
  });
  return { errors, planCalls };
}

test.describe('the pricing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, buy, names } of [
    { path: '/pricing', heading: 'Plans and pricing', buy: 'Sign in to buy', names: PLAN_NAMES },
    {
      path: '/de-DE/pricing',
      heading: 'Tarife und Preise',
      buy: 'Zum Kaufen anmelden',
      names: ['VIP', 'Unlimited', '100 Credits', '500 Credits'],
    },
  ]) {
    test(`${path} has every plan on sale in its HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      for (const name of names) {
        await expect(page.getByRole('heading', { level: 3, name }).first()).toBeVisible();
      }
      await expect(page.getByRole('button', { name: buy }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test('the browser takes the plans from the page: no second fetch, no hydration warning', async ({
  page,
}) => {
  const { errors, planCalls } = watch(page);
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 3, name: 'Unlimited' })).toBeVisible();
  // Hydrated: the buy button is the app's, and takes a visitor to sign in first.
  await page.getByRole('button', { name: 'Sign in to buy' }).first().click();
  await expect(page).toHaveURL(/\/users\/signin\?redirect=%2Fpricing$/);
  expect(planCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('an in-app visit loads the plans before the page shows', async ({ page }) => {
  const { errors, planCalls } = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 3, name: 'VIP' }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(planCalls).toHaveLength(1);
  expect(errors).toEqual([]);
});
