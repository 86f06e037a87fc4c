import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  coupons,
  payments,
  plans,
  pointLedger,
  redemptionCodes,
  users,
} from '../../../db/schema.js';

let counter = 0;
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** A plan row as the operator would add it; defaults: vip for 30 days, 9.99 USD, 100 credits. */
export async function addPlan(
  db: Database,
  values: Partial<typeof plans.$inferInsert> = {},
): Promise<typeof plans.$inferSelect> {
  const [plan] = await db
    .insert(plans)
    .values({
      id: unique('plan'),
      name: 'VIP monthly',
      level: 1,
      price: 999,
      currency: 'USD',
      durationDays: 30,
      credits: 100,
      ...values,
    })
    .returning();
  if (!plan) throw new Error('addPlan: no row');
  return plan;
}

export async function addCode(
  db: Database,
  planId: string,
  channel: 'oncely' | 'appsumo' = 'oncely',
): Promise<string> {
  const code = unique(channel.toUpperCase());
  await db.insert(redemptionCodes).values({ code, channel, planId });
  return code;
}

export async function addCoupon(
  db: Database,
  values: Partial<typeof coupons.$inferInsert> = {},
): Promise<typeof coupons.$inferSelect> {
  const [coupon] = await db
    .insert(coupons)
    .values({ code: unique('SAVE'), percentOff: 10, ...values })
    .returning();
  if (!coupon) throw new Error('addCoupon: no row');
  return coupon;
}

export async function userRow(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

export async function ledgerOf(db: Database, userId: number) {
  return db
    .select({ delta: pointLedger.delta, reason: pointLedger.reason, ref: pointLedger.ref })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId))
    .orderBy(asc(pointLedger.id));
}

export async function paymentRow(db: Database, transactionId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
  if (!payment) throw new Error(`no payment ${transactionId}`);
  return payment;
}

export async function couponRow(db: Database, code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw new Error(`no coupon ${code}`);
  return coupon;
}
