import type { LocaleCode } from '@captio/api-client';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../http/app-error.js';
import { wouldLowerPlan } from './apply-plan.js';
import type { UserRow } from '../auth/sessions.js';
import { type CouponRow, discountedPrice, findUsableCoupon } from './coupons.js';
import { billingMessages } from './messages.js';
import {
  type PaymentRow,
  cancelUrl,
  completePayment,
  newTransactionId,
  successUrl,
} from './payments.js';
import { findActivePlan } from './plans.js';
import type { PaymentProvider } from './provider.js';

/** What pays when a coupon leaves nothing to pay: no provider is involved. */
export const FREE_PROVIDER = 'free';

export interface CheckoutStart {
  user: UserRow;
  planId: string;
  couponCode: string | undefined;
  /** The buyer's interface locale: the checkout and the way back speak it. */
  locale: LocaleCode;
}

async function markFailed(context: AppContext, transactionId: string): Promise<void> {
  await context.db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.transactionId, transactionId), eq(payments.status, 'pending')));
}

/**
 * Starts a purchase: the price comes from the plan and the coupon on the server, a pending
 * payment is recorded, then the provider opens its checkout. When the coupon leaves nothing to
 * pay, the purchase completes at once and the browser goes straight to the success page.
 */
export async function startCheckout(
  context: AppContext,
  provider: PaymentProvider,
  start: CheckoutStart,
  log: FastifyBaseLogger,
): Promise<{ payment: PaymentRow; checkoutUrl: string }> {
  const { db, config } = context;
  const now = context.now();
  const plan = await findActivePlan(db, start.planId);
  if (plan.price === 0) throw badRequest('plan_free', billingMessages.planFree);
  if (wouldLowerPlan(start.user, plan, now))
    throw conflict('plan_lower', billingMessages.lowerPlan);
  let coupon: CouponRow | undefined;
  if (start.couponCode) coupon = await findUsableCoupon(db, start.couponCode, now);
  const amount = coupon ? discountedPrice(plan.price, coupon) : plan.price;

  const [created] = await db
    .insert(payments)
    .values({
      transactionId: newTransactionId(),
      userId: start.user.id,
      planId: plan.id,
      provider: amount === 0 ? FREE_PROVIDER : provider.name,
      amount,
      currency: plan.currency,
      couponCode: coupon?.code ?? null,
      createdAt: now,
    })
    .returning();
  if (!created) throw new Error('startCheckout: insert returned no row');

  if (amount === 0) {
    try {
      const { payment } = await completePayment(db, { transactionId: created.transactionId, now });
      return { payment, checkoutUrl: successUrl(config.publicUrl, payment, start.locale) };
    } catch (error) {
      // The coupon's last use went to someone else meanwhile: this purchase did not happen.
      await markFailed(context, created.transactionId);
      throw error;
    }
  }

  try {
    const checkout = await provider.createCheckout({
      transactionId: created.transactionId,
      amount,
      currency: plan.currency,
      planName: plan.name,
      customerEmail: start.user.email,
      locale: start.locale,
      successUrl: successUrl(config.publicUrl, created, start.locale),
      cancelUrl: cancelUrl(config.publicUrl, start.locale),
    });
    const [updated] = await db
      .update(payments)
      .set({ providerRef: checkout.providerRef })
      .where(eq(payments.transactionId, created.transactionId))
      .returning();
    return { payment: updated ?? created, checkoutUrl: checkout.checkoutUrl };
  } catch (error) {
    await markFailed(context, created.transactionId);
    log.error({ err: error, transactionId: created.transactionId }, 'checkout could not start');
    throw new AppError(502, 'payment_provider_unavailable', billingMessages.providerUnavailable);
  }
}
