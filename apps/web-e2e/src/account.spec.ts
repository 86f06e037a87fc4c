import { expect as baseExpect, test } from '@playwright/test';
import {
  admin,
  collectErrors,
  signOutByApi,
  SLOW_STEP_MS,
  SLOW_TEST_MS,
} from './account-support.js';
import {
  freshEmail,
  PASSWORD,
  signedInUser,
  signInByApi,
  signUpByApi,
} from './support/accounts.js';
import { openWithScriptsHeld } from './support/held-scripts.js';
import { openHydrated } from './support/open-hydrated.js';

const expect = baseExpect.configure({ timeout: SLOW_STEP_MS });
test.describe.configure({ timeout: SLOW_TEST_MS });

test.describe('sign-up', () => {
  test('a taken address is refused beside its field, then a new one creates the account', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const taken = freshEmail('taken');
    await signUpByApi(request, taken);

    await page.goto('/users/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your Captio account');
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('E-mail address').fill(taken);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    const email = page.getByLabel('E-mail address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Error: An account with this e-mail address already exists. Sign in instead.',
    );
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
    await expect(summary.getByRole('link')).toHaveText(
      'An account with this e-mail address already exists. Sign in instead.',
    );
    await expect(page).toHaveURL(/\/users\/signup$/);

    await email.fill(freshEmail('grace'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/workspace$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workspace');
    expect(errors).toEqual([]);
  });

  test('a password that is too short is caught before sending, in the page’s language', async ({
    page,
  }) => {
    await page.goto('/de-DE/users/signup');
    await page.getByLabel('Ihr Name').fill('Grace Hopper');
    await page.getByLabel('E-Mail-Adresse').fill(freshEmail('short'));
    const password = page.getByLabel('Passwort', { exact: true });
    await password.fill('kurz');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Verwenden Sie mindestens 8 Zeichen\./);
    // The error summary takes the focus, so that it is read out first.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie' }).locator('..'),
    ).toBeFocused();
  });

  test('the invite code of the link is filled in and sent', async ({ page, request }) => {
    const inviter = freshEmail('inviter');
    await signUpByApi(request, inviter);
    // The invite code is made by the profile bootstrap.
    const context = page.context();
    await signInByApi(context, inviter);
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
    const profile = await context.request.post('/api/auth/update_profile/', {
      data: {},
      headers: { 'X-CSRFtoken': csrf ?? '' },
    });
    const code = ((await profile.json()) as { data: { userdata: { invite_code: string } } }).data
      .userdata.invite_code;
    await signOutByApi(context);

    await page.goto('/users/signup?invite_code=NOTACODE');
    await expect(page.getByLabel('Invite code (optional)')).toHaveValue('NOTACODE');
    await page.getByLabel('Name', { exact: true }).fill('Invited Friend');
    await page.getByLabel('E-mail address').fill(freshEmail('invited'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    const invite = page.getByLabel('Invite code (optional)');
    await expect(invite).toHaveAccessibleDescription(/This invite code does not exist/);

    await invite.fill(code);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/workspace$/);
  });
});

test.describe('sign-in', () => {
  test('a wrong password is said plainly; the right one goes back to the page asked for', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const email = freshEmail('signin');
    await signUpByApi(request, email);

    await page.goto('/credits');
    await expect(page).toHaveURL(/\/users\/signin\?redirect=%2Fcredits$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The e-mail address or password is incorrect.',
    );

    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credits');
    expect(errors).toEqual([]);
  });

  test('typed and sent before the page’s code runs, a form is sent as typed and its fields keep the text', async ({
    page,
    request,
  }) => {
    const email = freshEmail('early');
    await signUpByApi(request, email);
    const release = await openWithScriptsHeld(page, '/users/signin');
    await page.getByLabel('E-mail address').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    release();

    await expect(page.getByRole('alert')).toContainText(
      'The e-mail address or password is incorrect.',
    );
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('not the password');
  });

  test('after signing out, per-user pages send the visitor to sign in again', async ({
    page,
    context,
  }) => {
    await signedInUser(context, 'signout');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await signOutByApi(context);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/users\/signin\?redirect=%2Fsettings$/);
  });
});

test.describe('settings', () => {
  test('a new name and interface language are saved and kept', async ({ page, context }) => {
    await signedInUser(context, 'settings');
    await page.goto('/settings');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Ada Lovelace');
    await name.fill('Ada King');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your changes have been saved.');

    const preferences = page.getByRole('region', { name: 'Language and time zone' });
    await preferences.getByLabel('Interface language').selectOption('de-DE');
    await preferences.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/de-DE\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');

    await page.reload();
    await expect(page.getByLabel('Ihr Name')).toHaveValue('Ada King');
    await expect(page.getByLabel('Sprache der Oberfläche')).toHaveValue('de-DE');
    const check = await context.request.get('/api/auth/check_login/');
    const { userdata } = (
      (await check.json()) as {
        data: { userdata: { name: string; language_setting: string } };
      }
    ).data;
    expect(userdata).toMatchObject({ name: 'Ada King', language_setting: 'de-DE' });
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe(
      'de-DE',
    );
  });

  test('after the header’s language switch, the settings show and keep the new language', async ({
    page,
    context,
  }) => {
    await signedInUser(context, 'settings-switch');
    await openHydrated(page, '/settings');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr-FR\/settings$/);
    const preferences = page.getByRole('region', { name: 'Langue et fuseau horaire' });
    await expect(preferences.getByLabel('Langue de l’interface')).toHaveValue('fr-FR');
    // Saving the time zone then keeps French: the select is not left on the old language.
    await preferences.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(preferences.getByRole('status')).toHaveText(
      'Vos modifications ont été enregistrées.',
    );
    const check = await context.request.get('/api/auth/check_login/');
    const me = (await check.json()) as { data: { userdata: { language_setting: string } } };
    expect(me.data.userdata.language_setting).toBe('fr-FR');
  });

  test('a field’s error reads in the new language once the interface language is changed', async ({
    page,
    context,
  }) => {
    await signedInUser(context, 'settings-words');
    await page.goto('/settings');
    const profile = page.getByRole('region', { name: 'Profile' });
    const name = profile.getByLabel('Name', { exact: true });
    await name.fill('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAccessibleDescription('Error: Fill in this field.');

    const preferences = page.getByRole('region', { name: 'Language and time zone' });
    await preferences.getByLabel('Interface language').selectOption('de-DE');
    await preferences.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/de-DE\/settings$/);
    const named = page.getByRole('region', { name: 'Profil' }).getByLabel('Ihr Name');
    await expect(named).toHaveAccessibleDescription(/Füllen Sie dieses Feld aus\./);
  });

  test('a password change takes effect: the new one signs in, the old one does not', async ({
    page,
    context,
  }) => {
    const email = await signedInUser(context, 'password');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Change your password' });
    await section.getByLabel('Current password').fill('wrong current password');
    await section.getByLabel('New password').fill('a brand new passphrase');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByLabel('Current password')).toHaveAccessibleDescription(
      'Error: The current password is incorrect.',
    );

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status').first()).toContainText(
      'Your password has been changed.',
    );
    await signOutByApi(context);

    await page.goto('/users/signin');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('incorrect');
    await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/workspace$/);
  });

  test('a forgotten password is reset from the e-mailed link', async ({ page, request }) => {
    const email = freshEmail('reset');
    await signUpByApi(request, email);
    await page.goto('/users/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses this address');

    const mail = (await admin('mail', 'list')) as { to: string; body: string }[];
    const body = mail.find((item) => item.to === email)?.body ?? '';
    const link = /https?:\/\/\S+\/users\/password\?token=\S+/.exec(body)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password').fill('reset passphrase here');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await page.getByRole('link', { name: 'Log in' }).first().click();

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('reset passphrase here');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/workspace$/);
  });

  test('the e-mail address is changed with the password', async ({ page, context }) => {
    await signedInUser(context, 'email');
    const next = freshEmail('moved');
    await page.goto('/users/update-email');
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(page.getByRole('status').first()).toContainText('has been changed');
    await expect(page.getByText(`Current address: ${next}`)).toBeVisible();
  });
});

test('credits: the balance and the ledger of a grant', async ({ page, context }) => {
  const email = await signedInUser(context, 'credits');
  await admin('user', 'grant', email, '50', '--reason', 'test');
  await page.goto('/credits');
  await expect(page.getByText('50 credits', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Added by Captio (test)' });
  await expect(row.getByRole('cell')).toHaveText([/\d/, 'Added by Captio (test)', '+50', '50']);
});

test.describe('API keys', () => {
  test('a user without an API plan is told why, and where to get one', async ({
    page,
    context,
  }) => {
    await signedInUser(context, 'noapi');
    await page.goto('/api-dashboard');
    await expect(page.getByText('API keys come with an API plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See API plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
  });

  test('created, shown once with copy, listed, then revoked', async ({ page, context }) => {
    const email = await signedInUser(context, 'apikey');
    await admin('user', 'set-level', email, '3');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api-dashboard');
    await page.getByLabel('Key name').fill('nightly export');
    await page.getByRole('button', { name: 'Create key' }).click();

    const field = page.getByLabel('Your new API key');
    await expect(field).toHaveValue(/^cap_[\w-]{43}$/);
    await expect(field).toBeFocused();
    const secret = await field.inputValue();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const works = await context.request.get('/api/point/count_point/', {
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(works.status()).toBe(200);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByLabel('Your new API key')).toHaveCount(0);
    await expect(page.getByLabel('Key name')).toBeFocused();
    const item = page.getByRole('listitem').filter({ hasText: 'nightly export' });
    await expect(item).toContainText(`${secret.slice(0, 8)}`);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'nightly export' })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Revoke nightly export' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    const revoked = page.getByRole('listitem').filter({ hasText: 'nightly export' });
    await expect(revoked).toContainText('Revoked');
    // Its Revoke button is gone: the focus is on the row that now says so, not on the body.
    await expect(revoked).toBeFocused();
    const refused = await context.request.get('/api/point/count_point/', {
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
  });
});

test('per-user pages stay out of search engines; sign-in is titled in its language', async ({
  request,
}) => {
  for (const path of ['/users/password', '/users/update-email']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
  }
  const signin = await (await request.get('/de-DE/users/signin')).text();
  expect(signin).toContain('<title>Anmelden · Captio</title>');
  expect(signin).not.toContain('noindex');
});
