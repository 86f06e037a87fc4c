import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { sessions, users } from '../../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  token: string;
  csrftoken: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  userId: number,
  days: number,
  userAgent = '',
): Promise<NewSession> {
  const token = randomToken();
  const csrftoken = randomToken();
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    csrfToken: csrftoken,
    expiresAt,
    userAgent: userAgent.slice(0, 512),
  });
  // Expired sessions of this user go as new ones come, so the table does not grow for ever.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return { token, csrftoken, expiresAt };
}

/** The session and its user for a token, or undefined when unknown or expired. */
export async function findSession(
  db: Queryable,
  token: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  return findSessionByHash(db, hashToken(token));
}

/** findSession for a token already hashed (hashToken). */
export async function findSessionByHash(
  db: Queryable,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but one (after a password change), or all of them. */
export async function deleteOtherSessions(
  db: Queryable,
  userId: number,
  keep?: string,
): Promise<void> {
  const sameUser = eq(sessions.userId, userId);
  if (!keep) {
    await db.delete(sessions).where(sameUser);
    return;
  }
  await db.delete(sessions).where(and(sameUser, ne(sessions.id, keep)));
}
