import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { systemFlags } from '../../db/schema.js';

export type FlagName = 'maintenance' | 'show_notice';

export async function readFlags(db: Queryable): Promise<Record<FlagName, boolean>> {
  const rows = await db.select().from(systemFlags);
  const value = (name: FlagName) => rows.find((row) => row.key === name)?.value ?? false;
  return { maintenance: value('maintenance'), show_notice: value('show_notice') };
}

export async function setFlag(db: Queryable, name: FlagName, value: boolean): Promise<void> {
  await db
    .insert(systemFlags)
    .values({ key: name, value })
    .onConflictDoUpdate({ target: systemFlags.key, set: { value, updatedAt: sql`now()` } });
}

export async function clearFlag(db: Queryable, name: FlagName): Promise<void> {
  await db.delete(systemFlags).where(eq(systemFlags.key, name));
}
