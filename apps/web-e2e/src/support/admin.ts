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

/**
 * An expiry a few seconds ahead, in whole seconds as the operator CLI takes it: it refuses one
 * already past, so a test of an expired coupon or code makes one that expires while it runs.
 * The margin covers the command itself on a busy machine.
 */
export function expiryAhead(ms = 8_000): { at: Date; iso: string } {
  const at = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);
  return { at, iso: at.toISOString().replace('.000Z', 'Z') };
}
