import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { apiKeys, users } from '../../db/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import { API_KEY_MARK, type ApiKeyRow, mayUseApiKeys } from './keys.js';

/** last_used_at is a "when did this key last work" figure: a minute is precise enough. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The key and its user for a presented API key, or undefined when it is unknown, revoked, or its
 * user is no longer on an API tier (a lapsed plan stops its keys at once, without revoking them).
 * Records when the key was last used.
 */
export async function findUsableApiKey(
  db: Queryable,
  presented: string,
  now: Date,
): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  if (!presented.startsWith(API_KEY_MARK)) return undefined;
  const [found] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashToken(presented)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!found || !mayUseApiKeys(found.user, now)) return undefined;
  const lastUsed = found.key.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  // A busy key writes its row once a minute, not on every call.
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, found.key.id));
    found.key.lastUsedAt = now;
  }
  return found;
}
