import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { routeRedirects } from '../../db/schema.js';

export type RouteRedirectRow = typeof routeRedirects.$inferSelect;

const MAX_LENGTH = 2048;
/** Whitespace, control characters and backslashes (which browsers read as slashes). */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) return true;
  }
  return false;
}

/**
 * The form a path is stored and looked up in: no query, no fragment, no trailing slash. Case and
 * a locale prefix are kept, so /de-DE/pricing is an entry of its own.
 */
export function redirectKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Why a path cannot hold a redirect, or undefined when it can. */
export function invalidRedirectPath(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return 'a path starts with one "/"';
  if (path.length > MAX_LENGTH) return `a path has at most ${MAX_LENGTH} characters`;
  if (hasUnsafeCharacter(path)) return 'a path has no spaces, control characters or backslashes';
  if (/[?#]/.test(path)) return 'a path has no query or fragment (they are ignored on lookup)';
  return undefined;
}

/** Why a target is not a site path or an absolute http(s) URL, or undefined when it is one. */
export function invalidRedirectTarget(target: string): string | undefined {
  if (target.length > MAX_LENGTH) return `a target has at most ${MAX_LENGTH} characters`;
  if (hasUnsafeCharacter(target))
    return 'a target has no spaces, control characters or backslashes';
  if (target.startsWith('/')) {
    // "//host" leaves the site without saying so; external targets name their scheme.
    return target.startsWith('//') ? 'a site path starts with one "/"' : undefined;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'a target is a site path (/pricing) or an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'an external target is an http or https URL';
  }
  return url.host ? undefined : 'an external target names a host';
}

/** Where the operator sends this path, or null. */
export async function findRedirect(db: Queryable, path: string): Promise<string | null> {
  const [row] = await db
    .select({ target: routeRedirects.target })
    .from(routeRedirects)
    .where(eq(routeRedirects.path, redirectKey(path)));
  return row?.target ?? null;
}

/** Creates or replaces the redirect of a path (already checked by the callers). */
export async function saveRedirect(
  db: Queryable,
  path: string,
  target: string,
  now: Date,
): Promise<RouteRedirectRow> {
  const key = redirectKey(path);
  const [row] = await db
    .insert(routeRedirects)
    .values({ path: key, target, createdAt: now })
    .onConflictDoUpdate({ target: routeRedirects.path, set: { target, createdAt: now } })
    .returning();
  if (!row) throw new Error(`saveRedirect: no row for ${key}`);
  return row;
}

/** Removes the redirect of a path; false when there was none. */
export async function removeRedirect(db: Queryable, path: string): Promise<boolean> {
  const deleted = await db
    .delete(routeRedirects)
    .where(eq(routeRedirects.path, redirectKey(path)))
    .returning({ path: routeRedirects.path });
  return deleted.length > 0;
}

export async function listRedirects(db: Queryable): Promise<RouteRedirectRow[]> {
  // Byte order, the same on every server whatever its locale.
  return db
    .select()
    .from(routeRedirects)
    .orderBy(asc(sql`${routeRedirects.path} collate "C"`));
}
