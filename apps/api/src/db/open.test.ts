import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, TEST_DB_KIND } from '../../test/support/test-database.js';
import type { OpenDatabase } from './database.js';
import { MIGRATIONS_DIR, openDatabase } from './open.js';

const migrationCount = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;

describe.runIf(TEST_DB_KIND === 'postgres')(
  'processes starting together on one new Postgres',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    it.each([2, 6])('%i of them all start, and the migrations are applied once', async (count) => {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      const results = await Promise.allSettled(
        Array.from({ length: count }, () =>
          openDatabase({ databaseUrl: created.url, poolSize: 2 }),
        ),
      );
      for (const result of results) {
        if (result.status === 'fulfilled')
          cleanups.push(() => (result.value as OpenDatabase).close());
      }
      expect(results.map((result) => result.status)).toEqual(Array(count).fill('fulfilled'));

      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        const applied = await client.query(
          'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0].n).toBe(migrationCount);
        // Nobody is left holding the migration lock (in this database: pg_locks lists every
        // database's, and other runs on this Postgres hold theirs).
        const locks = await client.query(
          `SELECT count(*)::int AS n FROM pg_locks
           WHERE locktype = 'advisory'
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        expect(locks.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    });
  },
);
