import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.js';
import { admin } from './support/admin.js';
import { COLOUR_RULES, seriousAxeViolations, showColourScheme } from './support/axe.js';
import { privateServer, type PrivateServer } from './support/private-server.js';

// Maintenance and release notes change what every visitor sees: these tests run on a server of
// their own, one after the other.
test.describe.configure({ mode: 'serial' });

const SECRET = 'e2e-maintenance-pass-0123456789';
let server: PrivateServer;

async function addVersion(version: string, name: string, info: string, importance = '0') {
  await admin(
    server.dataDir,
    'version',
    'add',
    version,
    '--name',
    name,
    '--info',
    info,
    '--importance',
    importance,
  );
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await privateServer('operator', { CAPTIO_MAINTENANCE_SECRET: SECRET });
  await server.start();
  await addVersion('1.0.0', 'First light', '<p>Transcripts of uploaded files</p>');
  await addVersion('1.1.0', 'Exports', '<p>PDF and DOCX export</p>', '1');
  await addVersion('2.0.0', 'Speakers', '<p>Speaker labels for every transcript</p>', '1');
});

test.afterAll(async () => {
  await server?.stop();
});

test('an important new version is announced once; "See all updates" opens the update log', async ({
  page,
}) => {
  await signUp(page.request, newAccount('Barbara Liskov'), server.url);
  await page.goto(`${server.url}/`);
  const latest = page.getByTestId('latest-updates');
  await expect(latest).toBeVisible();
  await expect(latest).toContainText('Version 2.0.0 is here');
  await expect(latest).toContainText('Speaker labels for every transcript');
  await latest.getByRole('button', { name: 'See all updates' }).click();

  const log = page.getByTestId('update-log');
  await expect(log).toBeVisible();
  // Newest first; the first two entries open.
  await expect(log.getByRole('button', { name: /2\.0\.0/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(log.getByRole('button', { name: /1\.1\.0/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(log.getByRole('button', { name: /1\.0\.0/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(log).toContainText('PDF and DOCX export');

  // Opening the log marks every version read, then lists them: nothing is left to confirm.
  const exports = log.getByRole('region', { name: /1\.1\.0/ });
  await expect(exports.getByText('Read')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('app-version')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(latest).toHaveCount(0);
  const versions = await (await page.request.get(`${server.url}/api/version/show_version/`)).json();
  expect(versions.data.not_viewed).toEqual([]);
});

/** Each test is a new visitor (a fresh browser), to whom the important version is announced. */
async function dismissAnnouncement(page: Page) {
  await page.getByTestId('latest-updates').getByRole('button', { name: 'Got it' }).click();
}

test('a visitor opens the update log from the header and the footer', async ({ page }) => {
  await page.goto(`${server.url}/pricing`);
  await dismissAnnouncement(page);
  await page.getByRole('banner').getByRole('button', { name: 'What’s new' }).click();
  const log = page.getByTestId('update-log');
  await expect(log).toContainText('Speakers');
  await expect(log.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('button', { name: 'What’s new' }).click();
  await expect(log).toBeVisible();
});

test('maintenance sends visitors to /maintenance; the pass lets the operator through', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, two switches of the operator CLI
  await admin(server.dataDir, 'maintenance', 'on');
  try {
    await page.goto(`${server.url}/pricing`);
    await expect(page).toHaveURL(`${server.url}/maintenance`);
    await dismissAnnouncement(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’ll be back soon');
    // The maintenance page is shown only here: the route-kind spec cannot reach it.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await showColourScheme(page, 'dark');
    expect(await seriousAxeViolations(page, { rules: COLOUR_RULES })).toEqual([]);
    await showColourScheme(page, 'light');

    const operator = await browser.newPage();
    await operator.goto(`${server.url}/maintenance?pass=${SECRET}`);
    await expect(operator).toHaveURL(`${server.url}/`);
    await dismissAnnouncement(operator);
    await operator.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(operator).toHaveURL(`${server.url}/pricing`);
    await operator.goto(`${server.url}/maintenance`);
    await expect(operator).toHaveURL(`${server.url}/`);
    await operator.close();

    // A wrong pass is no pass.
    await page.goto(`${server.url}/maintenance?pass=not-the-secret-at-all`);
    await expect(page).toHaveURL(`${server.url}/maintenance?pass=not-the-secret-at-all`);
    // Closed once on this device, the announcement is not made again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’ll be back soon');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('latest-updates')).toHaveCount(0);
  } finally {
    await admin(server.dataDir, 'maintenance', 'off');
  }
  // In the page already open, the next navigation asks again and sees that it is over.
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(`${server.url}/pricing`);
  await page.goto(`${server.url}/maintenance`);
  await expect(page).toHaveURL(`${server.url}/`);
});

/** Paths under /api/ the page requests from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

test('a visitor is told of the newest important version by the page itself: home asks the api nothing', async ({
  page,
}) => {
  const requested = apiRequests(page);
  await page.goto(`${server.url}/`);
  const latest = page.getByTestId('latest-updates');
  await expect(latest).toContainText('Version 2.0.0 is here');
  await dismissAnnouncement(page);
  await expect(latest).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // A version the operator adds is announced on the next page, from a process of its own.
  await addVersion('2.1.0', 'Glossaries', '<p>Terms kept as you spell them</p>', '1');
  await page.reload();
  await expect(latest).toContainText('Version 2.1.0 is here');
  await expect(latest).toContainText('Terms kept as you spell them');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
