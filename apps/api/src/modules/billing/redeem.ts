import type { RedeemChannel } from '@captio/api-client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { plans, redemptionCodes, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { applyPlan, wouldLowerPlan } from './apply-plan.js';
import { billingMessages } from './messages.js';
import type { PlanRow } from './plans.js';

export interface Redemption {
  userId: number;
  code: string;
  /** The channel the page or call is for; a code of another channel is refused. */
  channel: RedeemChannel | undefined;
  now: Date;
}

/**
 * A code as people type it, in the form codes are told apart by: spaces and case do not
 * matter, as for invite codes. Stored codes hold no spaces (`code create` refuses them) and no
 * two differ by case alone (a unique index on their upper case), so this finds one code at most.
 */
export function normalizeRedemptionCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/**
 * Spends a deal-channel code on the user's account. The code is claimed with a conditional
 * UPDATE inside the same transaction as the plan, so of two redemptions at once exactly one
 * wins and the other sees the code as used. Deal plans need not be on sale: they are sold by
 * the channel, not on the pricing page.
 */
export async function redeemCode(
  db: Queryable,
  redemption: Redemption,
): Promise<{ user: UserRow; plan: PlanRow }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        code: redemptionCodes.code,
        channel: redemptionCodes.channel,
        expiresAt: redemptionCodes.expiresAt,
        plan: plans,
      })
      .from(redemptionCodes)
      .innerJoin(plans, eq(plans.id, redemptionCodes.planId))
      .where(eq(sql`upper(${redemptionCodes.code})`, normalizeRedemptionCode(redemption.code)))
      .limit(1);
    if (!found) throw notFound('code_not_found', billingMessages.codeNotFound);
    if (redemption.channel && found.channel !== redemption.channel) {
      throw badRequest('code_wrong_channel', billingMessages.codeWrongChannel);
    }
    if (found.expiresAt && found.expiresAt.getTime() <= redemption.now.getTime()) {
      throw badRequest('code_expired', billingMessages.codeExpired);
    }
    const [held] = await tx.select().from(users).where(eq(users.id, redemption.userId));
    if (held && wouldLowerPlan(held, found.plan, redemption.now)) {
      throw conflict('plan_lower', billingMessages.lowerPlan);
    }
    const [claimed] = await tx
      .update(redemptionCodes)
      .set({ redeemedBy: redemption.userId, redeemedAt: redemption.now })
      .where(and(eq(redemptionCodes.code, found.code), isNull(redemptionCodes.redeemedAt)))
      .returning({ code: redemptionCodes.code });
    if (!claimed) throw conflict('code_used', billingMessages.codeUsed);
    const user = await applyPlan(tx, {
      userId: redemption.userId,
      plan: found.plan,
      ref: found.code,
      now: redemption.now,
    });
    return { user, plan: found.plan };
  });
}
