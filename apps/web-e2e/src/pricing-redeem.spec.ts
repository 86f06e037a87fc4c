import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signedInUser } from './support/accounts.js';
import { admin, createExpiringSoon, sharedDataDir } from './support/admin.js';

const expect = baseExpect.configure({ timeout: 20_000 });
// Signing up hashes a password, slow on purpose.
test.describe.configure({ timeout: 90_000 });

/** An operator-made code of a deal channel for the yearly VIP plan (7,200 credits, 365 days). */
async function dealCode(channel: 'appsumo' | 'oncely', ...options: string[]): Promise<string> {
  const code = `E2E-${channel}-${randomUUID().slice(0, 8)}`;
  await admin(
    sharedDataDir(),
    'code',
    'create',
    '--channel',
    channel,
    '--plan',
    'vip-year',
    '--code',
    code,
    ...options,
  );
  return code;
}

async function redeem(page: Page, label: string, submit: string, code: string) {
  const field = page.getByLabel(label);
  await field.fill(code);
  await page.getByRole('button', { name: submit }).click();
  return field;
}

test('a deal code adds its plan and credits; the same code again is refused beside the field', async ({
  page,
  context,
}) => {
  await signedInUser(context, 'redeemer');
  const code = await dealCode('appsumo');
  // The channel of the link is read on load, in any letter case.
  await page.goto('/pricing/package-redeem?c_code=AppSumo');
  await expect(page.getByText('Code from AppSumo', { exact: true })).toBeVisible();

  const field = await redeem(page, 'Your code', 'Redeem', code);
  await expect(page.getByRole('status').filter({ hasText: 'Code redeemed' })).toHaveText(
    /^Code redeemed\. VIP · expires on /,
  );
  await expect(field).toHaveValue('');
  await expect(field).not.toHaveAttribute('aria-invalid');

  await redeem(page, 'Your code', 'Redeem', code);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Error: This code has already been redeemed.');

  await page.goto('/credits');
  await expect(page.getByText('7,200 credits', { exact: true })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText(/^VIP · expires on /)).toBeVisible();
});

test('a wrong, expired or other channel’s code is refused in the page’s language', async ({
  page,
  context,
}) => {
  // Made first: it expires while the rest of the test runs.
  const { made: expiring, expiry } = await createExpiringSoon(({ iso }) =>
    dealCode('appsumo', '--expires', iso),
  );
  await signedInUser(context, 'einloeser');
  const oncely = await dealCode('oncely');
  await page.goto('/de-DE/pricing/package-redeem?c_code=appsumo');
  await expect(page.getByText('Code von AppSumo', { exact: true })).toBeVisible();

  const field = await redeem(page, 'Ihr Code', 'Einlösen', 'E2E-NO-SUCH-CODE');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    'Fehler: Dieser Code ist ungültig. Prüfen Sie ihn und versuchen Sie es erneut.',
  );
  await redeem(page, 'Ihr Code', 'Einlösen', oncely);
  await expect(field).toHaveAccessibleDescription(
    /^Fehler: Dieser Code kann hier nicht eingelöst werden/,
  );
  await expect.poll(() => Date.now()).toBeGreaterThan(expiry.at.getTime());
  await redeem(page, 'Ihr Code', 'Einlösen', expiring);
  await expect(field).toHaveAccessibleDescription(
    'Fehler: Dieser Code ist abgelaufen und kann nicht mehr eingelöst werden.',
  );

  // Nothing was given (the plan's line also links to the plans).
  await page.goto('/de-DE/settings');
  await expect(page.getByText('Kein aktiver Tarif')).toBeVisible();
});

test('a visitor is asked to sign in first, and is brought back with the channel', async ({
  page,
}) => {
  await page.goto('/fr-FR/pricing/package-redeem?c_code=oncely');
  await expect(page.getByText('Code Oncely', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' }).last()).toHaveAttribute(
    'href',
    `/fr-FR/users/signin?redirect=${encodeURIComponent('/fr-FR/pricing/package-redeem?c_code=oncely')}`,
  );
});
