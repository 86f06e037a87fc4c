import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { admin, sharedDataDir } from './support/admin.js';
import { seriousAxeViolations } from './support/axe.js';

/** The account menu's button, named "Account: {name}" in the page's language. */
function accountMenu(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

test('a new user sees the account menu with the credit balance, fetched when it opens', async ({
  page,
}) => {
  test.slow(); // the axe check
  const account = await signUp(page.request, newAccount('Grace Hopper'));
  await page.goto('/');
  const menu = accountMenu(page, 'Grace Hopper');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await admin(sharedDataDir(), 'user', 'grant', account.email, '25', '--reason', 'e2e');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Credits: 25' })).toBeVisible();
  for (const item of ['Cloud files', 'Invite friends', 'Settings', 'Log out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  // Checked with the menu closed: while a Radix menu is open, the app root is aria-hidden and
  // axe reports its (unreachable) focusable elements, a finding of the kit's menu, not the page.
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

// The page as the server sends it, before any script asks who is signed in: a reader with a
// session must not see "Log in / Sign up" flash there before the account menu replaces them.
test('a signed-in reader is not offered the sign-in links before the login check', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signUp(page.request, newAccount('Katherine Johnson'));
  await page.goto('/pricing');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Sign up free' })).toHaveCount(0);
  // Their place is kept, so nothing moves when the answer comes.
  const held = banner.locator('a[href="/users/signup"]');
  await expect(held).toBeHidden();
  expect((await held.boundingBox())?.width).toBeGreaterThan(0);
  await context.close();
});

test('the profile bootstrap gives a new account its invite code, shared from the menu', async ({
  page,
}) => {
  await signUp(page.request, newAccount('Alan Turing'));
  await page.goto('/');
  await accountMenu(page, 'Alan Turing').click();
  await page.getByRole('menuitem', { name: 'Invite friends' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite friends' });
  const link = dialog.getByTestId('invite-link');
  await expect(link).toHaveValue(/\/users\/signup\?invite_code=[A-Za-z0-9_-]+$/);
  const me = await (await page.request.get('/api/auth/check_login/')).json();
  expect(await link.inputValue()).toContain(me.data.userdata.invite_code);
  expect(me.data.userdata.timezone_setting).not.toBe('');
});

test('logging out resets the session and goes home', async ({ page, context }) => {
  await signUp(page.request, newAccount('Ada Lovelace'));
  await page.goto('/fr-FR');
  await accountMenu(page, 'Ada Lovelace').click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveURL(/\/fr-FR$/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('csrftoken');
  expect((await page.request.get('/api/auth/check_login/')).status()).toBe(401);
});

test('a session ended on the server: the next navigation resets the user and goes to sign in', async ({
  page,
  baseURL,
}) => {
  const account = await signUp(page.request, newAccount('Katherine Johnson'));
  await page.goto('/');
  await expect(accountMenu(page, 'Katherine Johnson')).toBeVisible();

  // Another session of the same user changes the password: every other session ends.
  const other = await apiRequest.newContext({ baseURL: baseURL ?? '' });
  const signin = await other.post('/api/auth/signin/', {
    data: { email: account.email, password: account.password },
  });
  const { csrftoken } = (await signin.json()).data as { csrftoken: string };
  const changed = await other.post('/api/auth/change_password/', {
    headers: { 'x-csrftoken': csrftoken },
    data: { old_password: account.password, new_password: 'another horse battery' },
  });
  expect(changed.status()).toBe(200);
  await other.dispose();

  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/users\/signin$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(accountMenu(page, 'Katherine Johnson')).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('csrftoken');
});

test('payment=success thanks for the user’s own payment once, never for a made-up one', async ({
  page,
  context,
}) => {
  await signUp(page.request, newAccount('Mary Jackson'));
  const dialog = page.getByRole('dialog', { name: 'Payment successful' });
  // A link anyone could type thanks no one, whatever amount it names.
  await page.goto('/?payment=success&transaction_id=tx-made-up&value=1000000&currency=USD');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, 'Mary Jackson')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);

  // A checkout of the user's own (the provider still confirming it): thanked, for its amount.
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  const started = await page.request.post('/api/pricing/checkout/', {
    data: { plan_id: 'ugo-100' },
    headers: { 'x-csrftoken': csrf ?? '' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { transaction_id } = (await started.json()).data as { transaction_id: string };
  const address = `/?payment=success&transaction_id=${transaction_id}&value=1000000&currency=USD`;
  await page.goto(address);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$4.99');
  await expect(page).toHaveURL(/\/$/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.goto(address);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, 'Mary Jackson')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('appsumo=activated says the plan is active; OK clears the query', async ({ page }) => {
  await page.goto('/?appsumo=activated');
  const dialog = page.getByRole('dialog', { name: 'AppSumo Plan Activated!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who came with a deal code is sent to redeem it once signed up', async ({
  page,
}) => {
  await page.goto('/de-DE?c_code=appsumo');
  await expect(page.getByTestId('app-version')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await signUp(page.request, newAccount('Lynn Conway'));
  await page.goto('/de-DE');
  await expect(page).toHaveURL(/\/de-DE\/pricing\/package-redeem\?c_code=appsumo$/);
  // Used once: the next visit stays where it is.
  await page.goto('/de-DE');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/de-DE$/);
});
