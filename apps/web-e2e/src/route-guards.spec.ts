import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import {
  FIXED_PAGE_NAMES,
  isLocalized,
  pathTo,
  PATTERN_PAGE_NAMES,
  resolve,
  runGuards,
  type PageName,
  type PatternPageName,
} from '@captio/routing-rules';
import { freshEmail, PASSWORD, signedInUser, signUpByApi } from './support/accounts.js';
import { admin, sharedDataDir } from './support/admin.js';

const expect = baseExpect.configure({ timeout: 20_000 });
// Signing up hashes a password, slow on purpose: the tests that do wait longer.
test.describe.configure({ timeout: 90_000 });

/**
 * The pages of each guard kind, derived from the route table rather than listed by hand, so that
 * a page given a guard later is checked here too. Only pages without parameters have one path.
 */
function pathOf(name: PageName): string | undefined {
  try {
    return pathTo(name as never, {} as never, 'en-US');
  } catch {
    return undefined;
  }
}
const FIXED_PATHS = FIXED_PAGE_NAMES.flatMap((name) => {
  const path = pathOf(name);
  return path === undefined ? [] : [{ name, path }];
});
function guardOf(path: string, loggedIn: boolean) {
  const outcome = runGuards(path, { loggedIn });
  return outcome.kind === 'redirect' ? outcome.guard : undefined;
}
const LOGIN_REQUIRED = FIXED_PATHS.filter(({ path }) => guardOf(path, false) === 'login');
const GUEST_ONLY = FIXED_PATHS.filter(({ path }) => guardOf(path, true) === 'signed-in');
const UNLOCALIZED = FIXED_PATHS.filter(({ path }) => !isLocalized(path));

/** A value each pattern page refuses (section 2: an invalid parameter goes to /404). */
const INVALID_PARAMETERS: Record<PatternPageName, string> = {
  'sns-to-format': '/myspace-to-mp4',
  'media-translator': '/image-translator',
  'media-text-converter': '/image-text-converter',
  'subtitle-generator': '/ass-generator',
  'subtitle-generator-language': '/subtitle-generator-klingon',
  'transcribe-language': '/transcribe-klingon',
  // Served by development builds only.
  'transcribe-fileExt-to-text': '/transcribe-mp4-to-text',
  'convert-t1-to-t2': '/convert-srt-to-xyz',
  'translate-l1-media-to-l2': '/translate-english-media-to-english',
};

/** The server's first answer to a path, redirects not followed: what curl or a crawler sees. */
async function firstAnswer(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers()['location'] };
}

/** Each path's first answer is a 302 to its target. */
async function expectRedirects(request: APIRequestContext, cases: readonly [string, string][]) {
  for (const [from, to] of cases) {
    expect(await firstAnswer(request, from), from).toEqual({ status: 302, location: to });
  }
}

test('the route table has pages of every guard kind', () => {
  expect(LOGIN_REQUIRED.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['credits', 'settings']),
  );
  expect(GUEST_ONLY.map(({ name }) => name).sort()).toEqual(['users-signin', 'users-signup']);
  expect(UNLOCALIZED.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['workspace', 'podcast']),
  );
  expect(Object.keys(INVALID_PARAMETERS).sort()).toEqual([...PATTERN_PAGE_NAMES].sort());
});

test.describe('login required', () => {
  test('the server sends a visitor to sign in, with the way back, in the page’s locale', async ({
    request,
  }) => {
    await expectRedirects(request, [
      ...LOGIN_REQUIRED.map(({ path }): [string, string] => [
        path,
        `/users/signin?redirect=${encodeURIComponent(path)}`,
      ]),
      [
        '/fr-FR/credits?page=2',
        `/fr-FR/users/signin?redirect=${encodeURIComponent('/fr-FR/credits?page=2')}`,
      ],
    ]);
  });

  test('a visitor signs in on the French sign-in page and is back on the page asked for', async ({
    page,
    request,
  }) => {
    const email = freshEmail('guard-login');
    await signUpByApi(request, email);
    await page.goto('/fr-FR/settings');
    await expect(page).toHaveURL(/\/fr-FR\/users\/signin\?redirect=%2Ffr-FR%2Fsettings$/);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/fr-FR\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres');
  });
});

test.describe('guest only', () => {
  test('a signed-in user on sign-in or sign-up goes to the workspace, or back where sent from', async ({
    page,
    context,
  }) => {
    await signedInUser(context, 'guard-guest');
    const cases: [string, string][] = [
      ...GUEST_ONLY.map(({ path }): [string, string] => [path, '/workspace']),
      ['/de-DE/users/signup', '/workspace'],
      [
        `/users/signin?redirect=${encodeURIComponent('/pricing?coupon=true')}`,
        '/pricing?coupon=true',
      ],
      // Never off the site, and never back to sign-in.
      ['/users/signin?redirect=%2F%2Fevil.example', '/workspace'],
      ['/users/signin?redirect=%2Fusers%2Fsignup', '/workspace'],
      // A deal code replaces the workspace: the user came to redeem it.
      ['/ja-JP/users/signup?c_code=AppSumo', '/ja-JP/pricing/package-redeem?c_code=appsumo'],
    ];
    await expectRedirects(context.request, cases);

    await page.goto('/zh-CN/users/signin');
    await expect(page).toHaveURL(/\/workspace$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('parameter validation', () => {
  test('a value a pattern page does not take is a redirect to /404, prefix kept', async ({
    request,
  }) => {
    await expectRedirects(request, [
      ...Object.values(INVALID_PARAMETERS).map((path): [string, string] => [path, '/404']),
      ['/tiktok-to-mp3', '/404'],
      ['/ko-KR/convert-srt-to-srt', '/ko-KR/404'],
    ]);
  });

  test('in the browser, the 404 page says so in the page’s language', async ({ page }) => {
    await page.goto('/de-DE/transcribe-klingon');
    await expect(page).toHaveURL(/\/de-DE\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page.getByText('Seite nicht gefunden: /de-DE/404')).toBeVisible();
  });
});

test.describe('unknown paths', () => {
  const cases = [
    { path: '/no-such-page-e2e', message: 'Page not found: /no-such-page-e2e' },
    { path: '/fr-FR/pas-de-page', message: 'Page introuvable\u00a0: /fr-FR/pas-de-page' },
    { path: '/zh-TW/blog/a/b/c', message: '找不到頁面：/zh-TW/blog/a/b/c' },
  ];
  for (const { path, message } of cases) {
    test(`${path} answers 404 with its path, localized`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe('redirects of the route table and the operator', () => {
  test('unlocalized pages lose a locale prefix; misspelled addresses get their one spelling', async ({
    request,
  }) => {
    expect(UNLOCALIZED.length).toBeGreaterThan(0);
    const cases: [string, string][] = [
      ['/zh-CN/podcast', '/podcast'],
      ['/ru-RU/podcast/', '/podcast'],
      ['/es-ES/workspace', '/workspace'],
      ['/Pricing/?coupon=true', '/pricing?coupon=true'],
    ];
    await expectRedirects(request, cases);
    // The route table agrees: the browser app redirects the same way.
    for (const [from, to] of cases) expect(resolve(from)).toEqual({ kind: 'redirect', to });
  });

  test('an operator’s redirect answers 302, to a path in the page’s locale or another site', async ({
    page,
    request,
  }) => {
    const dataDir = sharedDataDir();
    await admin(dataDir, 'redirect', 'set', '/e2e-old-offer', '/pricing');
    await admin(dataDir, 'redirect', 'set', '/e2e-partner', 'https://partner.example/welcome');
    await expectRedirects(request, [
      ['/e2e-old-offer', '/pricing'],
      ['/e2e-partner', 'https://partner.example/welcome'],
    ]);

    await page.goto('/e2e-old-offer');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and pricing');
  });

  test('a signed-in user with a deal code anywhere goes to redeem it', async ({ context }) => {
    await signedInUser(context, 'guard-deal');
    await expectRedirects(context.request, [
      ['/it-IT/pricing?c_code=oncely', '/it-IT/pricing/package-redeem?c_code=oncely'],
    ]);
    // Any other code is no deal channel: the page is shown.
    expect((await firstAnswer(context.request, '/pricing?c_code=other')).status).toBe(200);
  });
});
