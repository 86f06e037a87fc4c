import { and, desc, eq, notExists } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { versionViews, versions } from '../../db/schema.js';

export type VersionRow = typeof versions.$inferSelect;

/** Newest first; versions made in the same instant keep a stable order. */
const NEWEST_FIRST = [desc(versions.createdAt), desc(versions.version)] as const;

export async function listVersions(db: Queryable): Promise<VersionRow[]> {
  return db
    .select()
    .from(versions)
    .orderBy(...NEWEST_FIRST);
}

/** A version's release notes as the api and the pages show them. */
export function toVersionRecord(row: VersionRow) {
  return {
    version: row.version,
    version_name: row.versionName,
    version_info: row.versionInfo,
    created_time: row.createdAt.toISOString(),
    importance: row.importance,
  };
}

export type VersionRecord = ReturnType<typeof toVersionRecord>;

/**
 * The newest version (null: none yet), which a visitor's pages announce, kept in memory until
 * the database announces a change to the versions.
 */
export function newestVersion(
  context: Pick<AppContext, 'db' | 'site'>,
): Promise<VersionRecord | null> {
  return context.site.newestVersion(async () => {
    const [row] = await context.db
      .select()
      .from(versions)
      .orderBy(...NEWEST_FIRST)
      .limit(1);
    return row ? toVersionRecord(row) : null;
  });
}

/** Version numbers the user has not seen, newest first; every version when nobody is signed in. */
export async function notViewedVersions(
  db: Queryable,
  userId: number | undefined,
): Promise<string[]> {
  const seen = (id: number) =>
    db
      .select({ one: versionViews.version })
      .from(versionViews)
      .where(and(eq(versionViews.userId, id), eq(versionViews.version, versions.version)));
  const rows = await db
    .select({ version: versions.version })
    .from(versions)
    .where(userId === undefined ? undefined : notExists(seen(userId)))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => row.version);
}

/** Records that the user saw one version; false when there is no such version. */
export async function markVersionViewed(
  db: Queryable,
  userId: number,
  version: string,
): Promise<boolean> {
  const [known] = await db
    .select({ version: versions.version })
    .from(versions)
    .where(eq(versions.version, version));
  if (!known) return false;
  await db.insert(versionViews).values({ userId, version }).onConflictDoNothing();
  return true;
}

/** Records that the user saw every version there is now. */
export async function markAllVersionsViewed(db: Queryable, userId: number): Promise<void> {
  const all = await db.select({ version: versions.version }).from(versions);
  if (all.length === 0) return;
  await db
    .insert(versionViews)
    .values(all.map((row) => ({ userId, version: row.version })))
    .onConflictDoNothing();
}

export interface NewVersion {
  version: string;
  versionName: string;
  versionInfo: string;
  importance: number;
}

/** Adds release notes; undefined when the version number is taken (nothing changes). */
export async function addVersion(
  db: Queryable,
  version: NewVersion,
  now: Date,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .insert(versions)
    .values({ ...version, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}
