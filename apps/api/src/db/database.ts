import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ChangeFeed } from './change-feed.js';
import type * as schema from './schema.js';

/** The same Drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle; inside a transaction, use only this (PGlite has one connection). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the whole database or a transaction: what services take to run queries. */
export type Queryable = Database | Transaction;

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** What other processes (and this one) change, for what the api keeps in memory. */
  readonly changes: ChangeFeed;
  /**
   * What the job queue connects through: PGlite's one in-process connection, or the Postgres
   * address (the queue keeps a pool of its own there).
   */
  readonly connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close(): Promise<void>;
}

/** Postgres error code (SQLSTATE) of an error thrown by a query; drizzle wraps it in `cause`. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
