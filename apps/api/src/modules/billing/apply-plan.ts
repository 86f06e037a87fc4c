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

/** The plan a user has, as far as buying another one is concerned. */
export interface HeldPlan extends PlanTerm {
  level: number;
  subscriptionType: string | null;
}

const isPack = (plan: { subscriptionType: string | null }) => plan.subscriptionType === 'ugo';

/** Whether a paid plan with an end (not a pack of credits) is running now. */
function timedPlanRunning(held: HeldPlan, now: Date): boolean {
  if (held.level <= 0 || isPack(held)) return false;
  return held.neverExpires || (held.expiryDate?.getTime() ?? 0) > now.getTime();
}

/**
 * Whether buying `plan` would take away part of the running plan: a plan of a lower level while
 * a higher one runs. Such a purchase is refused (checkout, redemption) until the running plan
 * ends, rather than paid for and lost.
 */
export function wouldLowerPlan(
  held: HeldPlan,
  plan: Pick<PlanRow, 'level' | 'subscriptionType'>,
  now: Date,
): boolean {
  return !isPack(plan) && timedPlanRunning(held, now) && plan.level < held.level;
}

/**
 * Whether a purchase only adds its credits: a pack of credits bought while a timed plan runs
 * (the plan, its cloud space and its end stay), or a lower plan that got past the checks.
 */
export function onlyAddsCredits(
  held: HeldPlan,
  plan: Pick<PlanRow, 'level' | 'subscriptionType'>,
  now: Date,
): boolean {
  return (isPack(plan) && timedPlanRunning(held, now)) || wouldLowerPlan(held, plan, now);
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
 * credits, all or nothing; a pack of credits bought while a timed plan runs only adds its
 * credits (see onlyAddsCredits). A plan with cloud space keeps the files the user still holds, as far
 * as they fit (see keepHeldFiles). The user's row is locked first, so two grants at once both count.
 */
export async function applyPlan(db: Queryable, grant: PlanGrant): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        expiryDate: users.expiryDate,
        neverExpires: users.neverExpires,
        level: users.level,
        subscriptionType: users.subscriptionType,
      })
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
    if (onlyAddsCredits(current, grant.plan, grant.now)) {
      const [kept] = await tx.select().from(users).where(eq(users.id, grant.userId));
      if (!kept) throw new Error(`applyPlan: user ${grant.userId} vanished`);
      return kept;
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
