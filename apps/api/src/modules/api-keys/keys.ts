import { LEVEL } from '@captio/api-client';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { apiKeys, users } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../http/app-error.js';
import { hashToken, randomToken } from '../auth/tokens.js';
import { effectiveLevel, type LevelFacts } from '../plans/levels.js';
import { apiKeyMessages } from './messages.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Every key starts with this, so that a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_MARK = 'cap_';
/** Characters of the key kept in clear to tell keys apart: the mark and 8 random ones. */
export const API_KEY_PREFIX_LENGTH = 12;
/** Active keys one user may hold; revoked ones do not count. */
export const MAX_ACTIVE_API_KEYS = 10;

/** API keys belong to the API tiers, the levels above 2 (unlimited); an expired plan counts as free. */
export function mayUseApiKeys(user: LevelFacts, now: Date): boolean {
  return effectiveLevel(user, now) > LEVEL.unlimited;
}

/** A new secret: the mark and 32 random bytes in base64url (256 bits). */
export function newApiKeySecret(): string {
  return `${API_KEY_MARK}${randomToken(32)}`;
}

export interface ApiKeyData {
  id: string;
  name: string;
  prefix: string;
  created_time: string;
  last_used_time: string | null;
  revoked: boolean;
}

/** What the dashboard shows of a key: never the secret nor its hash. */
export function toApiKeyData(row: ApiKeyRow): ApiKeyData {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_time: row.createdAt.toISOString(),
    last_used_time: row.lastUsedAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
  };
}

/** The user's keys, newest first, revoked ones included (marked so). */
export async function listApiKeys(db: Queryable, userId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Creates a key for a user of an API tier and returns it with its secret, which is not kept:
 * only its SHA-256 is stored. The user's row is locked first, so that concurrent creations
 * cannot go past the limit together.
 */
export async function createApiKey(
  db: Queryable,
  input: { userId: number; name: string; now: Date },
): Promise<{ row: ApiKeyRow; secret: string }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        level: users.level,
        subscriptionType: users.subscriptionType,
        expiryDate: users.expiryDate,
        neverExpires: users.neverExpires,
      })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw new Error(`createApiKey: no user ${input.userId}`);
    if (!mayUseApiKeys(user, input.now)) {
      throw forbidden('api_plan_required', apiKeyMessages.planRequired);
    }
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, input.userId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError(409, 'too_many_api_keys', apiKeyMessages.tooMany, {
        values: { max: MAX_ACTIVE_API_KEYS },
      });
    }
    const secret = newApiKeySecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: input.userId,
        name: input.name,
        prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
        keyHash: hashToken(secret),
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('createApiKey: insert returned no row');
    return { row, secret };
  });
}

/**
 * Revokes one of the user's keys at once; revoking it again changes nothing. Another user's
 * key answers exactly like an unknown one.
 */
export async function revokeApiKey(
  db: Queryable,
  input: { userId: number; keyId: string; now: Date },
): Promise<void> {
  const [row] = await db
    .update(apiKeys)
    .set({
      revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${input.now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.userId, input.userId)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound('api_key_not_found', apiKeyMessages.notFound);
}
