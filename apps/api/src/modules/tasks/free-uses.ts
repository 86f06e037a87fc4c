import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { users, visitorUses } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LocalizedText } from '../../i18n/locale.js';
import { FREE_RUNS_PER_DAY, utcDay } from '../plans/levels.js';
import { taskMessages } from './messages.js';

/** Free transcriptions a visitor without an account gets, in all (3). */
export const VISITOR_FREE_USES = 3;

export interface VisitorIdentity {
  visitorId: string;
  /** The client's network address as the server sees it. */
  address: string;
  /** The device fingerprint the browser sent, if any. */
  fingerprint?: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * The keys a visitor's uses are counted under: their cookie, their address and their device's
 * fingerprint, the last two hashed (nothing stored names an address). Clearing cookies leaves
 * the other two; visitors behind one address (an office) share its three uses.
 */
export function visitorKeys(identity: VisitorIdentity): string[] {
  const keys = [`visitor:${identity.visitorId}`, `address:${digest(identity.address)}`];
  const fingerprint = identity.fingerprint?.trim();
  if (fingerprint) keys.push(`fingerprint:${digest(fingerprint)}`);
  return keys.sort();
}

/**
 * 403 free_uses_exhausted, in the words of the job refused: an account transcribes free every
 * day but pays its translations, so the two are not promised the same way out.
 */
export class FreeUsesExhaustedError extends AppError {
  constructor(refusal: LocalizedText = taskMessages.freeUsesExhausted) {
    super(403, 'free_uses_exhausted', refusal, {
      values: { count: VISITOR_FREE_USES },
    });
  }
}

/**
 * Takes one of a visitor's free uses inside the caller's transaction, or throws
 * FreeUsesExhaustedError. A visitor has used the most any of their keys has used, and each use
 * lifts every key to that count plus one, so a key seen for the first time inherits the count of
 * the others. The rows are locked in key order, so two requests of one visitor wait for each
 * other instead of both taking the last use (or deadlocking).
 */
export async function takeVisitorUse(
  tx: Queryable,
  keys: readonly string[],
  refusal?: LocalizedText,
): Promise<void> {
  await tx
    .insert(visitorUses)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ used: visitorUses.used })
    .from(visitorUses)
    .where(inArray(visitorUses.key, [...keys]))
    .orderBy(visitorUses.key)
    .for('update');
  const used = mostUsed(rows);
  if (used >= VISITOR_FREE_USES) throw new FreeUsesExhaustedError(refusal);
  await tx
    .update(visitorUses)
    .set({ used: used + 1, updatedAt: sql`now()` })
    .where(inArray(visitorUses.key, [...keys]));
}

/**
 * Takes one of a level-0 user's daily free runs inside the caller's transaction: false when none
 * is left today. One conditional UPDATE, so two requests cannot take the same last run.
 */
export async function takeUserFreeRun(tx: Queryable, userId: number, now: Date): Promise<boolean> {
  const today = utcDay(now);
  const [row] = await tx
    .update(users)
    .set({
      freeRemaining: sql`CASE WHEN ${users.freeDay} = ${today} THEN ${users.freeRemaining} - 1 ELSE ${FREE_RUNS_PER_DAY - 1} END`,
      freeDay: today,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.freeDay} IS DISTINCT FROM ${today} OR ${users.freeRemaining} > 0)`,
      ),
    )
    .returning({ id: users.id });
  return row !== undefined;
}

/** How many of the 3 free uses a visitor has left: the most any of their keys has used. */
export async function visitorUsesLeft(db: Queryable, keys: readonly string[]): Promise<number> {
  const rows = await db
    .select({ used: visitorUses.used })
    .from(visitorUses)
    .where(inArray(visitorUses.key, [...keys]));
  return Math.max(0, VISITOR_FREE_USES - mostUsed(rows));
}

/** A visitor has used what the most used of their keys has. */
const mostUsed = (rows: readonly { used: number }[]): number =>
  Math.max(0, ...rows.map((row) => row.used));
