import { PGlite } from '@electric-sql/pglite';
import { expect, request as apiRequest, test } from '@playwright/test';
import { join } from 'node:path';
import { newAccount, signUp } from './support/accounts.js';
import { admin } from './support/admin.js';
import { privateServer, type PrivateServer } from './support/private-server.js';

// Files reach the drive by upload, which the product does not have yet. The test puts a file's
// row in the drive table itself, the way an upload records it, while its own server is stopped
// (PGlite is one process), then serves the data again.
test.describe.configure({ mode: 'serial' });

const account = newAccount('Frances Allen');
const FILE_HASH = 'b'.repeat(64);
let server: PrivateServer;

async function recordDriveFile(dataDir: string, email: string) {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    await db.query(
      `INSERT INTO drive_files (user_id, file_hash, file_name, file_size, content_type)
       SELECT id, $2, 'interview.mp4', 12345678, 'video/mp4' FROM users WHERE email = $1`,
      [email, FILE_HASH],
    );
  } finally {
    await db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = await privateServer('drive');
  await server.start();
  const request = await apiRequest.newContext();
  await signUp(request, account, server.url);
  await request.dispose();
  await admin(server.dataDir, 'user', 'set-level', account.email, '1', '--days', '30');
  await server.stop();
  await recordDriveFile(server.dataDir, account.email);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

test('the drawer lists the cloud files with the storage banner, and deletes one', async ({
  page,
}) => {
  test.slow(); // a delete, a reload and the drawer again
  const signin = await page.request.post(`${server.url}/api/auth/signin/`, {
    data: { email: account.email, password: account.password },
  });
  expect(signin.status()).toBe(200);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Account: Frances Allen' }).click();
  await page.getByRole('menuitem', { name: 'Cloud files' }).click();

  const drawer = page.getByTestId('cloud-file-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Cloud storage' })).toBeVisible();
  await expect(drawer.getByRole('progressbar')).toBeVisible();
  await expect(drawer).toContainText('Storage used: 0.01 GB');
  await expect(drawer.getByTestId('plan-label')).toContainText('vip · expires on');
  const file = drawer.getByRole('link', { name: 'interview.mp4' });
  await expect(file).toHaveAttribute('href', `/result/${FILE_HASH}`);
  await expect(drawer).toContainText('11.77 MB');

  await drawer.getByRole('button', { name: 'Delete interview.mp4' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete interview.mp4' });
  await expect(confirm).toContainText('cannot be recovered');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(file).toBeVisible();

  await drawer.getByRole('button', { name: 'Delete interview.mp4' }).click();
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted', { exact: true })).toBeVisible();
  // The page reloads 1.5 s after the delete, with the drawer closed; opened again, it is empty.
  await reloaded;
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: 'Account: Frances Allen' }).click();
  await page.getByRole('menuitem', { name: 'Cloud files' }).click();
  await expect(drawer.getByText('No files yet')).toBeVisible();
  const list = await (await page.request.get(`${server.url}/api/drive/file_list/`)).json();
  expect(list.data.result).toEqual([]);
});
