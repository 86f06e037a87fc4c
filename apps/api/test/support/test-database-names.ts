import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import type { OpenDatabase } from '../../src/db/database.js';
import { MIGRATIONS_DIR } from '../../src/db/open.js';
import { JobQueue } from '../../src/jobs/queue.js';

/**
 * What the test databases are called, and what the global setup (test-database-setup.ts) and the
 * test files (test-database.ts) both need to make them. Everything the tests make in the machine's
 * Postgres is named `captio_test_...`, and nothing else is ever dropped by them.
 */

/** The machine's Postgres (trust auth); each test file gets a database of its own in it. */
export const POSTGRES_ADMIN_URL =
  process.env['CAPTIO_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Where migrated PGlite data directories are kept between runs: the repository's tmp/. */
export const PGLITE_DUMPS = fileURLToPath(new URL('../../../../tmp/test-pglite/', import.meta.url));

/** What the global setup gives the test files of a run on Postgres. */
export interface PostgresRun {
  /** The run's id: every database it makes is named after it (runDatabaseName). */
  id: string;
  /** The migrated database its test databases are copied from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    captioPostgresRun: PostgresRun;
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` on a connection to the machine's Postgres as its admin, then closes it. */
export async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const randomPart = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 36).toString(36)).join('');

export const newRunId = () => randomPart(10);

/** A database of run `run`: the sweep drops it once that run's lock is free (it ended). */
export const runDatabaseName = (run: string) => `captio_test_run_${run}_${randomPart(10)}`;
export const RUN_DATABASE = /^captio_test_run_([0-9a-z]{10})_[0-9a-z]{10}$/;

export interface PostgresDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A new database of run `run`: empty, or a copy of `template`. */
export async function createRunDatabase(run: string, template?: string): Promise<PostgresDatabase> {
  const name = runDatabaseName(run);
  await asAdmin((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    name,
    url: withDatabase(POSTGRES_ADMIN_URL, name),
    drop: async () => {
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export const templateName = (fingerprint: string) => `captio_test_template_${fingerprint}`;
export const TEMPLATE = /^captio_test_template_[0-9a-f]{16}$/;

/**
 * Databases of the code before runs had ids (`captio_test_<pid>_<Date.now() in base 36>_<random>`),
 * still made by checkouts of that code: their runs take no lock, so the sweep only tells from
 * these whether one may be under way.
 */
export const LEGACY_DATABASE = /^captio_test_\d+_([0-9a-z]{6,12})_[0-9a-z]{1,6}$/;

/**
 * The session-level advisory locks (two-key form, this namespace first) a run holds on the
 * admin database while it lasts: its own id exclusively, its template shared. The sweep drops a
 * run's databases or a template only when it can take the lock exclusively itself.
 */
const LOCK_NAMESPACE = 0x63617074; // 'capt'
export type LockKey = [namespace: number, what: string];
const lockKey = (what: string): LockKey => [LOCK_NAMESPACE, what];
export const runLock = (run: string) => lockKey(`run:${run}`);
export const templateLock = (template: string) => lockKey(`template:${template}`);

/**
 * An installed package's package.json, found as Node finds the package: the global setup runs
 * where import.meta.resolve is not available, and PGlite does not export its package.json.
 */
function packageJson(name: string): string {
  const require = createRequire(import.meta.url);
  for (const modules of require.resolve.paths(name) ?? []) {
    const path = join(modules, name, 'package.json');
    if (existsSync(path)) return path;
  }
  throw new Error(`${name} is not installed`);
}

/**
 * A name that changes with any migration and with the version of each package named (pg-boss,
 * PGlite), so that a kept copy never outlives the schema or the engine it was made with.
 */
export async function schemaFingerprint(packages: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const name of packages) hash.update(await readFile(packageJson(name)));
  const names = (await readdir(MIGRATIONS_DIR, { recursive: true })).sort();
  for (const name of names) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export const postgresFingerprint = () => schemaFingerprint(['pg-boss']);
export const pgliteFingerprint = () => schemaFingerprint(['pg-boss', '@electric-sql/pglite']);

/** The kept PGlite data directory of a fingerprint, and how its partial copies are named. */
export const pgliteDumpFile = (fingerprint: string) => `${fingerprint}.tar`;
export const PGLITE_DUMP = /^([0-9a-f]{16})\.tar$/;
export const PGLITE_PARTIAL = /^[0-9a-f]{16}\.tar\.(\d+)\.partial$/;

/**
 * Installs pg-boss's schema and queues as the api's first start does, so that the copies hold
 * them and a test app's queue starts without installing them again (its start still applies its
 * own settings to the queues). Tests of the install itself start from an empty database.
 */
export async function installQueue(database: OpenDatabase): Promise<void> {
  const queue = await JobQueue.start({
    database,
    settings: loadConfig({}).jobs,
    onError: () => {},
  });
  await queue.stop();
}
