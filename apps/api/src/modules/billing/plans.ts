import type { Plan } from '@captio/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { plans } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { driveCapacity } from '../plans/levels.js';
import { billingMessages } from './messages.js';

export type PlanRow = typeof plans.$inferSelect;

export function toPlan(row: PlanRow): Plan {
  return {
    plan_id: row.id,
    name: row.name,
    level: row.level,
    subscription_type: row.subscriptionType,
    price: row.price,
    currency: row.currency,
    duration_days: row.durationDays,
    credits: row.credits,
    drive_size: driveCapacity(row.level, row.subscriptionType),
  };
}

/**
 * The plans on sale as the api and the pages show them, kept in memory until the database
 * announces a change to the plans.
 */
export function publicPlans(context: Pick<AppContext, 'db' | 'site'>): Promise<Plan[]> {
  return context.site.activePlans(async () => (await listActivePlans(context.db)).map(toPlan));
}

/** The plans on sale, cheapest level first. */
export async function listActivePlans(db: Queryable): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.level), asc(plans.price), asc(plans.id));
}

/** A plan on sale, or the 404 a buyer should see. */
export async function findActivePlan(db: Queryable, planId: string): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
    .limit(1);
  if (!plan) throw notFound('plan_not_found', billingMessages.planNotFound);
  return plan;
}
