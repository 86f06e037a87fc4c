import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { UserRow } from '../auth/sessions.js';
import { changePoints } from '../credits/ledger.js';
import { keepHeldFiles } from '../files/stored-files.js';
import { driveCapacity } from '../plans/levels.js';
import type { PlanRow } from './plans.js';

const DAY_MS = 86_400_000;

export interface PlanTerm {
  expiryDate: Date | null;
  neverExpires: boolean;
}

/**
 * When the plan ends: its days are added to whatever time the user still has (or to now when
 * nothing is left), so that buying early loses nothing; a plan without a duration never ends.
 */
export function nextTerm(current: PlanTerm, durationDays: number | null, now: Date): PlanTerm {
  if (durationDays === null) return { expiryDate: null, neverExpires: true };
  const unexpired =
    !current.neverExpires && current.expiryDate && current.expiryDate.getTime() > now.getTime();
  const start = unexpired && current.expiryDate ? current.expiryDate : now;
  return { expiryDate: new Date(start.getTime() + durationDays * DAY_MS), neverExpires: false };
}

export interface PlanGrant {
  userId: number;
  plan: PlanRow;
  /** What paid for it: a transaction id or a redemption code; kept in the ledger. */
  ref: string;
  now: Date;
}

/**
 * Puts a user on a plan: level, name, pay-as-you-go or not, the new end date and the plan's
 * credits, all or nothing. A plan with cloud space keeps the files the user still holds, as far
 * as they fit (see keepHeldFiles). The user's row is locked first, so two grants at once both count.
 */
export async function applyPlan(db: Queryable, grant: PlanGrant): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ expiryDate: users.expiryDate, neverExpires: users.neverExpires })
      .from(users)
      .where(eq(users.id, grant.userId))
      .for('update');
    if (!current) throw new Error(`applyPlan: no user ${grant.userId}`);
    if (grant.plan.credits > 0) {
      await changePoints(tx, {
        userId: grant.userId,
        delta: grant.plan.credits,
        reason: `plan:${grant.plan.id}`,
        ref: grant.ref,
      });
    }
    const term = nextTerm(current, grant.plan.durationDays, grant.now);
    const [updated] = await tx
      .update(users)
      .set({
        level: grant.plan.level,
        planName: grant.plan.name,
        subscriptionType: grant.plan.subscriptionType,
        expiryDate: term.expiryDate,
        neverExpires: term.neverExpires,
        // One-off purchases: nothing renews on its own.
        subscribeStat: false,
      })
      .where(eq(users.id, grant.userId))
      .returning();
    if (!updated) throw new Error(`applyPlan: user ${grant.userId} vanished`);
    await keepHeldFiles(
      tx,
      { userId: grant.userId, capacity: driveCapacity(updated.level, updated.subscriptionType) },
      grant.now,
    );
    return updated;
  });
}
