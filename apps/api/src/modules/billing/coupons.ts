import type { Coupon } from '@captio/api-client';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { coupons } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/app-error.js';
import { billingMessages } from './messages.js';

export type CouponRow = typeof coupons.$inferSelect;

export function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    expires_time: row.expiresAt?.toISOString() ?? null,
  };
}

function isExpired(coupon: CouponRow, now: Date): boolean {
  return coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime();
}

function isUsedUp(coupon: CouponRow): boolean {
  return coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions;
}

/** A coupon that can still be used now, or the 404/400 that says why not. */
export async function findUsableCoupon(db: Queryable, code: string, now: Date): Promise<CouponRow> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon) throw notFound('coupon_not_found', billingMessages.couponNotFound);
  if (isExpired(coupon, now)) throw badRequest('coupon_expired', billingMessages.couponExpired);
  if (isUsedUp(coupon)) throw badRequest('coupon_used_up', billingMessages.couponUsedUp);
  return coupon;
}

/** The price after the coupon, in minor units, never below 0. */
export function discountedPrice(price: number, coupon: CouponRow): number {
  const discount =
    coupon.percentOff !== null
      ? Math.round((price * coupon.percentOff) / 100)
      : (coupon.amountOff ?? 0);
  return Math.max(0, price - discount);
}

/**
 * Counts one use of a coupon. A paid purchase always counts (the money is taken, the coupon was
 * valid when the checkout began); a purchase the coupon made free counts only while uses are
 * left, so that its last use cannot be spent twice at once.
 */
export async function countCouponUse(
  db: Queryable,
  code: string,
  options: { withinLimit: boolean },
): Promise<void> {
  const room = options.withinLimit
    ? or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions))
    : undefined;
  const [counted] = await db
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
    .where(and(eq(coupons.code, code), room))
    .returning({ code: coupons.code });
  if (!counted && options.withinLimit) {
    throw badRequest('coupon_used_up', billingMessages.couponUsedUp);
  }
}

/**
 * The coupon offered to free users (see `captio admin coupon offer`) while it can still be used,
 * kept by each process until a coupon changes; undefined when none is.
 */
export async function offeredCoupon(
  context: Pick<AppContext, 'db' | 'site' | 'now'>,
): Promise<Coupon | undefined> {
  const coupon = await context.site.offeredCoupon(async () => {
    const [row] = await context.db.select().from(coupons).where(eq(coupons.offered, true)).limit(1);
    return row && !isUsedUp(row) ? toCoupon(row) : null;
  });
  // Kept while nothing changes, so its end is checked on each read.
  if (coupon === null) return undefined;
  const ends = coupon.expires_time;
  return ends !== null && Date.parse(ends) <= context.now().getTime() ? undefined : coupon;
}
