import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { OpenDatabase } from '../../src/db/database.js';
import { openDatabase, type PgliteStart } from '../../src/db/open.js';
import {
  createRunDatabase,
  installQueue,
  PGLITE_DUMPS,
  pgliteDumpFile,
  pgliteFingerprint,
  POSTGRES_ADMIN_URL,
  type PostgresDatabase,
  type PostgresRun,
} from './test-database-names.js';

export { POSTGRES_ADMIN_URL };

/** Which database the suite runs on: the vitest project sets it (see vitest.config.ts). */
export const TEST_DB_KIND = process.env['CAPTIO_TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';

/**
 * The run this test file belongs to, which the global setup (test-database-setup.ts) started:
 * the databases made here are named after it, so that the run drops those a test leaves.
 */
function postgresRun(): PostgresRun {
  const run = inject('captioPostgresRun');
  if (!run) throw new Error('test databases on Postgres need the api vitest config global setup');
  return run;
}

/**
 * A new database in the machine's Postgres, and how to drop it: empty, or a copy of `template`
 * (CREATE DATABASE copies its files, which is quicker than running the migrations again).
 */
export function createPostgresDatabase(template?: string): Promise<PostgresDatabase> {
  return createRunDatabase(postgresRun().id, template);
}

let pgliteStart: Promise<PgliteStart> | undefined;

/** Node's WebAssembly global, which the type libraries this project builds with leave out. */
const { compile } = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteStart['engine']> };
  }
).WebAssembly;

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
    const kept = join(PGLITE_DUMPS, pgliteDumpFile(await pgliteFingerprint()));
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
 * migrated template (dropped on close, or at the end of the run when a test leaves it), so that
 * test files never see each other's rows and can run in parallel. Opening still checks the migrations, and finds them all applied.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (TEST_DB_KIND === 'pglite') return openDatabase({ pgliteStart: await sharedPgliteStart() });
  const created = await createPostgresDatabase(postgresRun().template);
  const opened = await openDatabase({ databaseUrl: created.url, poolSize: 8 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await created.drop();
    },
  };
}
