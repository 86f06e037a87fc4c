import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import type { OpenDatabase } from '../../src/db/database.js';
import { MIGRATIONS_DIR, openDatabase, type PgliteStart } from '../../src/db/open.js';
import { JobQueue } from '../../src/jobs/queue.js';

/** Which database the suite runs on: the vitest project sets it (see vitest.config.ts). */
export const TEST_DB_KIND = process.env['CAPTIO_TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';

/** The machine's Postgres (trust auth); each test file gets a database of its own in it. */
export const POSTGRES_ADMIN_URL =
  process.env['CAPTIO_TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` on a connection to the machine's Postgres as its admin, then closes it. */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A new database in the machine's Postgres, and how to drop it: empty, or a copy of `template`
 * (CREATE DATABASE copies its files, which is quicker than running the migrations again).
 */
export async function createPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = uniqueName('captio_test');
  await asAdmin((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: withDatabase(POSTGRES_ADMIN_URL, name),
    drop: async () => {
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A name that changes with any migration and with the version of each package named (pg-boss,
 * PGlite), so that a kept copy never outlives the schema or the engine it was made with.
 */
async function schemaFingerprint(packages: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const name of packages) {
    hash.update(await readFile(new URL('../package.json', import.meta.resolve(name))));
  }
  const names = (await readdir(MIGRATIONS_DIR, { recursive: true })).sort();
  for (const name of names) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Installs pg-boss's schema and queues as the api's first start does, so that the copies hold
 * them and a test app's queue starts without installing them again (its start still applies its
 * own settings to the queues). Tests of the install itself start from an empty database.
 */
async function installQueue(database: OpenDatabase): Promise<void> {
  const queue = await JobQueue.start({
    database,
    settings: loadConfig({}).jobs,
    onError: () => {},
  });
  await queue.stop();
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database to copy test databases from, made once for a set of migrations and kept
 * between runs. It is built under a name of its own and renamed when complete: processes that
 * build it at the same moment (other test runs on this Postgres) all end with one whole copy,
 * and a rename that loses the race only means another process's copy is used.
 */
function sharedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const template = `captio_test_template_${await schemaFingerprint(['pg-boss'])}`;
    const exists = await asAdmin(
      async (admin) =>
        (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount,
    );
    if (exists) return template;
    const building = await createPostgresDatabase();
    try {
      const opened = await openDatabase({ databaseUrl: building.url, poolSize: 1 });
      try {
        await installQueue(opened);
      } finally {
        await opened.close();
      }
      const buildingName = new URL(building.url).pathname.slice(1);
      await asAdmin(async (admin) => {
        // Nobody connects to a template by mistake: a copy needs it without sessions.
        await admin.query(`ALTER DATABASE ${buildingName} WITH ALLOW_CONNECTIONS false`);
        await admin.query(`ALTER DATABASE ${buildingName} RENAME TO ${template}`);
      });
    } catch (error) {
      await building.drop();
      if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database
    }
    return template;
  })();
  return postgresTemplate;
}

let pgliteStart: Promise<PgliteStart> | undefined;

/** Node's WebAssembly global, which the type libraries this project builds with leave out. */
const { compile } = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteStart['engine']> };
  }
).WebAssembly;

/** Where the migrated PGlite data directory is kept between runs: the repository's tmp/. */
const PGLITE_DUMPS = fileURLToPath(new URL('../../../../tmp/test-pglite/', import.meta.url));

/** A new PGlite in memory, migrated and with the queue installed, as a dump of its data. */
async function migratedPgliteDump(): Promise<Blob> {
  const first = await openDatabase({});
  try {
    if (first.connection.kind !== 'pglite') throw new Error('openDatabase({}) is PGlite');
    await installQueue(first);
    return await first.connection.client.dumpDataDir('none');
  } finally {
    await first.close();
  }
}

/**
 * One migrated PGlite data directory and one compiled engine per test process: every test file
 * after the first starts from them instead of compiling the engine and running initdb and the
 * migrations again (seconds each time, most of a short test file's time). The data directory is
 * kept under tmp/ for the next runs, named by the migrations and the versions it was made with;
 * it is written under a name of its own and renamed when whole. Tests of a new data directory
 * (the CLI's, the server's) start from none.
 */
function sharedPgliteStart(): Promise<PgliteStart> {
  pgliteStart ??= (async () => {
    const wasm = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'));
    const engine = await compile(await readFile(wasm));
    const kept = join(
      PGLITE_DUMPS,
      `${await schemaFingerprint(['pg-boss', '@electric-sql/pglite'])}.tar`,
    );
    const bytes = await readFile(kept).catch(() => undefined);
    if (bytes) return { dataDir: new Blob([bytes]), engine };
    const dataDir = await migratedPgliteDump();
    await mkdir(PGLITE_DUMPS, { recursive: true });
    const partial = `${kept}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dataDir.arrayBuffer()));
    await rename(partial, kept);
    return { dataDir, engine };
  })();
  return pgliteStart;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new Postgres database copied from the
 * migrated template (dropped on close), so that test files never see each other's rows and can
 * run in parallel. Opening still checks the migrations, and finds them all applied.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (TEST_DB_KIND === 'pglite') return openDatabase({ pgliteStart: await sharedPgliteStart() });
  const created = await createPostgresDatabase(await sharedPostgresTemplate());
  const opened = await openDatabase({ databaseUrl: created.url, poolSize: 8 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await created.drop();
    },
  };
}
