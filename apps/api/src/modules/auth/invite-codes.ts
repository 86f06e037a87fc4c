import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Queryable, UNIQUE_VIOLATION, sqlState } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../http/app-error.js';
import type { UserRow } from './sessions.js';
import { authMessages } from './messages.js';

/** No 0/O, 1/I/L: codes are read aloud and typed from screenshots. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;

/** A random code (31^8, about 8.5e11 of them); uniqueness is the database's unique index. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Codes are typed by people: spaces and case do not matter. */
export function normalizeInviteCode(code: string | undefined): string | undefined {
  const normalized = code?.replace(/\s+/g, '').toUpperCase();
  return normalized ? normalized : undefined;
}

/** The account whose invite code this is; an unknown code is refused (400). */
export async function findInviter(
  db: Queryable,
  code: string,
): Promise<Pick<UserRow, 'id' | 'dateJoined'>> {
  const [inviter] = await db
    .select({ id: users.id, dateJoined: users.dateJoined })
    .from(users)
    .where(eq(users.inviteCode, code))
    .limit(1);
  if (!inviter) throw badRequest('invite_code_unknown', authMessages.inviteCodeUnknown);
  return inviter;
}

/**
 * The inviter to record for an existing user from the code they entered, or undefined when there
 * is nothing to record: no code, the user's own code, or an inviter already recorded (the first
 * one wins). A code of an account younger than the user's is refused: an invite cannot come
 * after the account exists, and so two accounts cannot invite each other.
 */
export async function inviterToRecord(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'inviteCode' | 'invitedBy' | 'dateJoined'>,
  enteredCode: string | undefined,
): Promise<number | undefined> {
  const code = normalizeInviteCode(enteredCode);
  if (!code || user.invitedBy !== null || code === user.inviteCode) return undefined;
  const inviter = await findInviter(db, code);
  if (inviter.dateJoined > user.dateJoined) {
    throw badRequest('invite_code_too_late', authMessages.inviteCodeTooLate);
  }
  return inviter.id;
}

const FRESH_CODE_ATTEMPTS = 5;

/**
 * Runs a write that stores a new invite code, with another code when the last one was taken
 * (the unique index answers a collision; one in a billion codes per user, so a few tries do).
 * Run it outside a transaction: on Postgres a failed statement spoils the transaction around it.
 */
export async function withFreshInviteCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(newInviteCode());
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= FRESH_CODE_ATTEMPTS) throw error;
    }
  }
}
