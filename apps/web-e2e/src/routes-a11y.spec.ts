import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test as base, type Cookie, type Page } from '@playwright/test';
import type { Locale } from '@captio/routing-rules';
import { signedInUser } from './support/accounts.js';
import { COLOUR_RULES, seriousAxeViolations, showColourScheme, TEXT_RULES } from './support/axe.js';
import { PAGELESS_NAMES, ROUTE_KINDS, type RouteKind } from './support/route-kinds.js';

// A page of every route kind: in English, axe in light and dark, no sideways scrolling on a 360 px
// phone, and screenshots of the main pages for a person to look at; in a CJK locale and the
// locale with the longest words, what changes with the words (axe's name, label and language
// rules) and the phone width, which long words and CJK line breaking are the ones to break.

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * One account per worker, signed up once: its session cookies sign in each test's browser that
 * shows a signed-in page (signing up hashes a password, slow on purpose).
 */
const test = base.extend<object, { session: Cookie[] }>({
  session: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signedInUser(context, 'routes');
      const { cookies } = await context.storageState();
      await context.close();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
});
// Two full axe runs of a long landing page take minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** Checked fully; the other locales are checked for what their words change. */
const FULL_LOCALE: Locale = 'en-US';
const LOCALES: readonly Locale[] = [FULL_LOCALE, 'ja-JP', 'de-DE'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** The pages a person looks at first, screenshot in both schemes at both widths (en-US). */
const SCREENSHOT_KINDS: ReadonlySet<RouteKind['name']> = new Set([
  'index',
  'transcribe-audio',
  'convert-t1-to-t2',
  'pricing',
  'users-signin',
  'workspace',
  'result-hash',
  'not-found',
]);

/** Where the run keeps its screenshots: the test report's folder, else the system's tmp. */
const SCREENSHOT_DIR = join(
  process.env['CAPTIO_TEST_REPORT_DIR'] ?? join(tmpdir(), 'captio-e2e'),
  'screenshots',
);

async function screenshot(page: Page, kind: RouteKind, scheme: string, width: number) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${kind.name}-${scheme}-${width}.png`),
    fullPage: true,
  });
}

/** The page has loaded what it shows: its heading, and no loading placeholder left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role=status][aria-live]')).toHaveCount(0);
}

/**
 * How far the document is wider than the window, and the elements that stick out past its right
 * edge (the innermost ones: their parents only stick out because of them).
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    const innermost = out.filter(
      (element) => !out.some((other) => element.contains(other) && other !== element),
    );
    return {
      excess: document.documentElement.scrollWidth - width,
      elements: innermost.slice(0, 5).map((element) => {
        const name = element.tagName.toLowerCase();
        const classes = [...element.classList].join('.');
        return `${name}${classes ? `.${classes}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      }),
    };
  });
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    for (const kind of ROUTE_KINDS) {
      const path = kind.path(locale);
      test(`${kind.name}: ${path}`, async ({ page, context, session }) => {
        const full = locale === FULL_LOCALE;
        const shots = full && SCREENSHOT_KINDS.has(kind.name);
        if (kind.signedIn) await context.addCookies(session);
        await page.setViewportSize(DESKTOP);
        await page.emulateMedia({ colorScheme: 'light' });
        const response = await page.goto(path);
        expect(response?.status()).toBe(kind.name === 'not-found' ? 404 : 200);
        // Signed-in pages and guarded ones stay where they are: no redirect to sign in or away.
        expect(new URL(page.url()).pathname).toBe(path);
        await settled(page);

        if (full) {
          for (const scheme of ['light', 'dark'] as const) {
            await showColourScheme(page, scheme);
            const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
            expect.soft(await seriousAxeViolations(page, { rules }), `axe, ${scheme}`).toEqual([]);
            if (shots) await screenshot(page, kind, scheme, DESKTOP.width);
          }
        } else {
          const rules = TEXT_RULES;
          expect.soft(await seriousAxeViolations(page, { rules }), 'axe, words').toEqual([]);
        }

        await page.setViewportSize(PHONE);
        // The shell swaps in the phone header (a menu button for the main navigation) once
        // resizing has paused.
        await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
        const overflow = await sidewaysOverflow(page);
        expect
          .soft(
            overflow.excess,
            `px of sideways scrolling at 360 px: ${overflow.elements.join(', ')}`,
          )
          .toBe(0);
        if (shots) {
          await screenshot(page, kind, 'dark', PHONE.width);
          await showColourScheme(page, 'light');
          await screenshot(page, kind, 'light', PHONE.width);
        }
      });
    }
  });
}

test('the route names without a page of the web app answer 404', async ({ request }) => {
  for (const { name, path } of PAGELESS_NAMES) {
    const response = await request.get(path);
    expect(response.status(), `${name}: ${path}`).toBe(404);
  }
});
