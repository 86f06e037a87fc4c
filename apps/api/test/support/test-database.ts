import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { OpenDatabase } from '../../src/db/database.js';
import { openDatabase, type PgliteStart } from '../../src/db/open.js';

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

/** A new, empty database in the machine's Postgres, and how to drop it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `captio_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(POSTGRES_ADMIN_URL, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

let pgliteStart: Promise<PgliteStart> | undefined;

/** Node's WebAssembly global, which the type libraries this project builds with leave out. */
const { compile } = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteStart['engine']> };
  }
).WebAssembly;

/**
 * One migrated PGlite data directory and one compiled engine per test process: every test file
 * after the first starts from them instead of compiling the engine and running initdb and the
 * migrations again (seconds each time, most of a short test file's time).
 */
function sharedPgliteStart(): Promise<PgliteStart> {
  pgliteStart ??= (async () => {
    const wasm = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'));
    const engine = await compile(await readFile(wasm));
    const first = await openDatabase({});
    try {
      if (first.connection.kind !== 'pglite') throw new Error('openDatabase({}) is PGlite');
      return { dataDir: await first.connection.client.dumpDataDir('none'), engine };
    } finally {
      await first.close();
    }
  })();
  return pgliteStart;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new Postgres database (dropped on close),
 * so that test files never see each other's rows and can run in parallel.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (TEST_DB_KIND === 'pglite') return openDatabase({ pgliteStart: await sharedPgliteStart() });
  const created = await createPostgresDatabase();
  const opened = await openDatabase({ databaseUrl: created.url, poolSize: 8 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await created.drop();
    },
  };
}
