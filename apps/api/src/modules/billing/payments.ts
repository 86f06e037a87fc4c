import type { LocaleCode, Transaction } from '@captio/api-client';
import { withLocale } from '@captio/routing-rules';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { payments, plans } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { randomToken } from '../auth/tokens.js';
import { applyPlan } from './apply-plan.js';
import { countCouponUse } from './coupons.js';
import { billingMessages } from './messages.js';
import { majorUnits } from './money.js';

export type PaymentRow = typeof payments.$inferSelect;

/** Unguessable, URL-safe: it is in the success address and the local checkout page's path. */
export function newTransactionId(): string {
  return `tx_${randomToken(18)}`;
}

/**
 * Where the browser lands once paid: the home page in the buyer's language (the locale the
 * purchase started in), with payment=success and the transaction's id, amount and currency, the
 * query from which the web app opens its payment success dialog once per transaction.
 */
export function successUrl(publicUrl: string, payment: PaymentRow, locale: LocaleCode): string {
  const query = new URLSearchParams({
    payment: 'success',
    transaction_id: payment.transactionId,
    value: majorUnits(payment.amount, payment.currency),
    currency: payment.currency,
  });
  return `${publicUrl}${withLocale('/', locale)}?${query.toString()}`;
}

/**
 * Where the browser goes when the buyer gives up: back to pricing in their language, with
 * payment=cancelled so that the page says nothing was bought.
 */
export function cancelUrl(publicUrl: string, locale: LocaleCode): string {
  return `${publicUrl}${withLocale('/pricing', locale)}?payment=cancelled`;
}

export function toTransaction(payment: PaymentRow, planName: string): Transaction {
  return {
    transaction_id: payment.transactionId,
    plan_id: payment.planId,
    plan_name: planName,
    status: payment.status,
    amount: payment.amount,
    value: Number(majorUnits(payment.amount, payment.currency)),
    currency: payment.currency,
    coupon: payment.couponCode,
    provider: payment.provider,
    created_time: payment.createdAt.toISOString(),
    completed_time: payment.completedAt?.toISOString() ?? null,
  };
}

/** A payment of this user with its plan's name; another user's answers the same 404 as none. */
export async function findOwnPayment(
  db: Queryable,
  userId: number,
  transactionId: string,
): Promise<{ payment: PaymentRow; planName: string }> {
  const [found] = await db
    .select({ payment: payments, planName: plans.name })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.transactionId, transactionId), eq(payments.userId, userId)))
    .limit(1);
  if (!found) throw notFound('transaction_not_found', billingMessages.transactionNotFound);
  return found;
}

export interface CompletionRequest {
  transactionId: string;
  now: Date;
  /** Checks the payment against what the provider reports; throws to refuse (nothing changes). */
  verify?: (payment: PaymentRow) => void;
}

/**
 * Marks a payment completed and gives its plan, once. The status moves with a conditional
 * UPDATE (WHERE status = 'pending') in the same transaction as the plan and the coupon count:
 * a second completion, a replayed webhook or two at the same moment find nothing to update and
 * change nothing. `applied` says whether this call was the one that completed it.
 */
export async function completePayment(
  db: Queryable,
  request: CompletionRequest,
): Promise<{ payment: PaymentRow; applied: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payments)
      .where(eq(payments.transactionId, request.transactionId))
      .limit(1);
    if (!current) throw notFound('transaction_not_found', billingMessages.transactionNotFound);
    request.verify?.(current);
    if (current.status !== 'pending') return { payment: current, applied: false };

    const [claimed] = await tx
      .update(payments)
      .set({ status: 'completed', completedAt: request.now })
      .where(and(eq(payments.transactionId, request.transactionId), eq(payments.status, 'pending')))
      .returning();
    if (!claimed) {
      // Another completion won the race between the read and the update.
      const [settled] = await tx
        .select()
        .from(payments)
        .where(eq(payments.transactionId, request.transactionId));
      return { payment: settled ?? current, applied: false };
    }
    // The plan as it was sold, even if it has since been taken off sale.
    const [plan] = await tx.select().from(plans).where(eq(plans.id, claimed.planId)).limit(1);
    if (!plan) throw new Error(`completePayment: payment ${claimed.transactionId} has no plan`);
    await applyPlan(tx, {
      userId: claimed.userId,
      plan,
      ref: claimed.transactionId,
      now: request.now,
    });
    if (claimed.couponCode) {
      await countCouponUse(tx, claimed.couponCode, { withinLimit: claimed.amount === 0 });
    }
    return { payment: claimed, applied: true };
  });
}
