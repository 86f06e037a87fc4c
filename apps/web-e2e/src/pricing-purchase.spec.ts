import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshEmail, PASSWORD, signedInUser, signUpByApi } from './support/accounts.js';
import { admin, createExpiringSoon, sharedDataDir } from './support/admin.js';

const expect = baseExpect.configure({ timeout: 20_000 });
// Signing up hashes a password, slow on purpose, and a purchase is several page loads.
test.describe.configure({ timeout: 90_000 });

/** A plan's card on the pricing page, by its heading and a text only it shows (its period). */
function planCard(page: Page, name: string, text: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .filter({ hasText: text });
}

/** The local provider's page: its heading, then the pay button. */
async function payOnLocalCheckout(page: Page, heading: string, button: string | RegExp) {
  await expect(page).toHaveURL(/\/api\/pay\/local\/tx_[\w-]+\/\?locale=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.getByRole('button', { name: button }).click();
}

test('a subscription bought with an operator’s coupon: thanked once, credited, on the plan', async ({
  page,
  context,
}) => {
  await signedInUser(context, 'buyer');
  const coupon = `E2E-HALF-${randomUUID().slice(0, 8).toUpperCase()}`;
  await admin(sharedDataDir(), 'coupon', 'create', coupon, '--percent', '50');

  await page.goto('/pricing');
  await page.getByLabel('Coupon code').fill(coupon);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'applied' })).toHaveText(
    `Coupon ${coupon} applied`,
  );
  const vip = planCard(page, 'VIP', 'per month');
  // Half of $9.99: the half cent goes to the buyer.
  await expect(vip).toContainText('$4.99');
  await expect(vip).toContainText('was $9.99');
  await vip.getByRole('button', { name: 'Buy' }).click();

  await expect(page.getByText('$4.99', { exact: true })).toBeVisible();
  await payOnLocalCheckout(page, 'Complete your purchase', 'Pay $4.99');

  const thanks = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText('Thank you for your purchase of $4.99.');
  // The query is cleared, and the dialog is not shown again for this transaction.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await thanks.getByRole('button', { name: 'Close' }).first().click();
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace' }),
  ).toBeVisible();
  await expect(thanks).toHaveCount(0);

  await page.goto('/credits');
  await expect(page.getByText('600 credits', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Included in the' });
  await expect(row.getByRole('cell')).toHaveText([/\d/, 'Included in the VIP plan', '+600', '600']);
  await page.goto('/settings');
  await expect(page.getByText(/^VIP · expires on /)).toBeVisible();
});

test('a pay-as-you-go pack bought from /fr-FR/pricing comes back in French', async ({
  page,
  context,
}) => {
  await signedInUser(context, 'acheteur');
  await page.goto('/fr-FR/pricing');
  const pack = planCard(page, '100 crédits', '4,99');
  await expect(
    page.getByRole('region', { name: 'Paiement à l’usage' }).getByRole('article'),
  ).toHaveCount(2);
  await pack.getByRole('button', { name: 'Acheter' }).click();

  // The browser asks for English (Playwright's en-US); the checkout speaks the page's French.
  await payOnLocalCheckout(page, 'Finalisez votre achat', /^Payer 4,99/);

  const thanks = page.getByRole('dialog', { name: 'Paiement réussi' });
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(/\/fr-FR$/);
  await page.goto('/fr-FR/credits');
  await expect(page.getByText('100 crédits', { exact: true })).toBeVisible();
});

test('a visitor who clicks buy signs in first and comes back to pricing', async ({
  page,
  request,
}) => {
  const email = freshEmail('visitor');
  await signUpByApi(request, email);
  await page.goto('/es-ES/pricing');
  await planCard(page, 'Unlimited', 'al mes')
    .getByRole('button', { name: 'Inicia sesión para comprar' })
    .click();
  await expect(page).toHaveURL(/\/es-ES\/users\/signin\?redirect=%2Fes-ES%2Fpricing$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es-ES\/pricing$/);
  await expect(
    planCard(page, 'Unlimited', 'al mes').getByRole('button', { name: 'Comprar' }),
  ).toBeVisible();
});

test('a cancelled checkout says nothing was charged and changes nothing', async ({
  page,
  context,
}) => {
  await signedInUser(context, 'quitter');
  await page.goto('/pricing');
  await planCard(page, 'Unlimited', 'per month').getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('button', { name: 'Pay $29.99' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/pricing\?payment=cancelled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toHaveText(
    'Payment cancelled. You have not been charged, and your plan and credits are unchanged.',
  );
  await page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace' }).click();
  await expect(page.getByRole('menuitem', { name: 'Credits: 0' })).toBeVisible();
  await page.goto('/settings');
  // The plan's line also links to the plans.
  await expect(page.getByText('No active plan')).toBeVisible();
});

test('a Buy button waits for the session check, so a signed-in buyer is not sent to sign in', async ({
  page,
  context,
}) => {
  await signedInUser(context, 'eager');
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/check_login/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  const buy = planCard(page, 'Unlimited', 'per month').getByRole('button', { name: 'Buy' });
  await expect(buy).toBeDisabled();
  answer();
  await buy.click();
  await expect(page.getByRole('button', { name: 'Pay $29.99' })).toBeVisible();
});

test('an expired coupon is refused beside its field, in the page’s language, prices unchanged', async ({
  page,
  context,
}) => {
  await signedInUser(context, 'late');
  const coupon = `E2E-OLD-${randomUUID().slice(0, 8).toUpperCase()}`;
  const { expiry } = await createExpiringSoon(({ iso }) =>
    admin(sharedDataDir(), 'coupon', 'create', coupon, '--amount', '500', '--expires', iso),
  );
  await page.goto('/de-DE/pricing');
  const field = page.getByLabel('Gutscheincode');
  await field.fill(coupon);
  await expect.poll(() => Date.now()).toBeGreaterThan(expiry.at.getTime());
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Dieser Gutschein ist abgelaufen.');
  await expect(planCard(page, 'VIP', 'pro Monat')).toContainText('9,99');
});
