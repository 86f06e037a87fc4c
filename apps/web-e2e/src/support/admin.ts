import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ADMIN_CLI = fileURLToPath(new URL('../../../api/dist/admin/main.js', import.meta.url));

/** This environment without DATABASE_URL: the servers of these tests run on PGlite. */
export function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _postgres, ...rest } = process.env;
  return rest;
}

/**
 * The operator CLI (`captio admin`) against a served data directory: the server holds the
 * PGlite data, so the command goes through its admin socket, as an operator's would.
 */
export async function admin(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [ADMIN_CLI, ...args], {
    env: { ...withoutDatabaseUrl(), CAPTIO_DATA_DIR: dataDir },
  });
  return stdout;
}

/** The data directory of the server playwright.config.ts starts for the whole run. */
export function sharedDataDir(): string {
  const port = Number(process.env['CAPTIO_E2E_PORT'] ?? 3100);
  return fileURLToPath(new URL(`../../../../tmp/e2e-data-${port}`, import.meta.url));
}

export interface Expiry {
  at: Date;
  iso: string;
}

/** An expiry `ms` ahead, in whole seconds as the operator CLI takes it. */
export function expiryAhead(ms: number): Expiry {
  const at = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  return { at, iso: at.toISOString().replace('.000Z', 'Z') };
}

/**
 * Makes something that expires soon (a coupon, a deal code) with `create(expiry)`: a test of an
 * expired one makes it expire while the test runs. The CLI refuses an expiry already past, and
 * on a busy machine the command itself can outlast a short window: then it is made again with a
 * window twice as long, so the test waits no longer than the machine needs.
 */
export async function createExpiringSoon<T>(
  create: (expiry: Expiry) => Promise<T>,
): Promise<{ made: T; expiry: Expiry }> {
  for (let ms = 8_000; ; ms *= 2) {
    const expiry = expiryAhead(ms);
    try {
      return { made: await create(expiry), expiry };
    } catch (error) {
      if (ms >= 64_000 || !String(error).includes('is already past')) throw error;
    }
  }
}
