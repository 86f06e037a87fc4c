import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, OpenDatabase } from './database.js';
import { PgliteChangeFeed } from './pglite-change-feed.js';
import { PostgresChangeFeed } from './postgres-change-feed.js';
import * as schema from './schema.js';

/** The SQL migrations drizzle-kit writes; shipped beside the build. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export class DatabaseLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is open in another process (pid ${pid}). PGlite is one process: stop that one, or set DATABASE_URL to use Postgres.`,
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes opening one PGlite directory corrupt it without a word, so the first one takes
 * a lock file (O_EXCL) with its pid; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'captio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(dataDir, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** A migrated data directory and the compiled engine, to open a PGlite from (tests). */
export interface PgliteStart {
  dataDir: Blob;
  engine: NonNullable<PGliteOptions['pgliteWasmModule']>;
}

export interface OpenOptions {
  /** Postgres connection string; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when absent (tests). */
  dataDir?: string | undefined;
  /** Connections in the Postgres pool. */
  poolSize?: number;
  /**
   * PGlite only: a dump of a data directory to start from instead of running initdb, with the
   * engine already compiled. Tests open hundreds of databases; initdb and compiling the engine
   * cost seconds each time, loading a migrated copy a fraction of that.
   */
  pgliteStart?: PgliteStart | undefined;
}

/**
 * Any number of api and worker processes may start at once on one Postgres. drizzle's migrator
 * reads the applied list, then applies the rest, with nothing stopping a second process from
 * doing the same in between (the second one then fails on a type or table the first created).
 * A session-level advisory lock, held on one connection for the whole run, makes the others wait
 * and then find nothing left to apply.
 */
async function migratePostgresOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client) as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {
        // A connection that cannot unlock cannot go back to the pool holding the lock.
        broken = true;
      });
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The advisory lock key of migrations: any fixed 64-bit number no other lock of the app uses. */
export const MIGRATION_LOCK_KEY = '7142283926420573257';

/** Opens the database and applies every migration not yet applied. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      await migratePostgresOnce(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const changes = await PostgresChangeFeed.start(options.databaseUrl, pool);
    return {
      db,
      kind: 'postgres',
      changes,
      connection: { kind: 'postgres', url: options.databaseUrl },
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    const start = options.pgliteStart;
    const client = await PGlite.create(
      options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      start ? { loadDataDir: start.dataDir, pgliteWasmModule: start.engine } : {},
    );
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    const changes = await PgliteChangeFeed.start(client);
    return {
      db,
      kind: 'pglite',
      changes,
      connection: { kind: 'pglite', client },
      close: async () => {
        await changes.close();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
