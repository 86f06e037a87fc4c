import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { plans } from '../../db/schema.js';

type NewPlan = typeof plans.$inferInsert;

/**
 * The plans a fresh installation sells, so that pricing works the day it starts. They are only a
 * starting point: the operator replaces them with `./captio admin plan set` (and takes any off sale
 * with --inactive), and once the table holds any plan at all, nothing here is written again.
 */
export const DEFAULT_PLANS: readonly NewPlan[] = [
  {
    id: 'vip-month',
    name: 'VIP',
    level: 1,
    price: 999,
    currency: 'USD',
    durationDays: 30,
    credits: 600,
  },
  {
    id: 'vip-year',
    name: 'VIP',
    level: 1,
    price: 7999,
    currency: 'USD',
    durationDays: 365,
    credits: 7200,
  },
  {
    id: 'unlimited-month',
    name: 'Unlimited',
    level: 2,
    price: 2999,
    currency: 'USD',
    durationDays: 30,
    credits: 0,
  },
  {
    id: 'ugo-100',
    name: 'Pay as you go 100',
    level: 1,
    subscriptionType: 'ugo',
    price: 499,
    currency: 'USD',
    durationDays: null,
    credits: 100,
  },
  {
    id: 'ugo-500',
    name: 'Pay as you go 500',
    level: 1,
    subscriptionType: 'ugo',
    price: 1999,
    currency: 'USD',
    durationDays: null,
    credits: 500,
  },
];

/** Writes the default plans into an empty plans table; true when it did. */
export async function ensureDefaultPlans(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(plans);
  if ((row?.count ?? 0) > 0) return false;
  await db
    .insert(plans)
    .values([...DEFAULT_PLANS])
    .onConflictDoNothing();
  return true;
}
