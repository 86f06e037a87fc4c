import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { plans } from '../../db/schema.js';
import { PAY_AS_YOU_GO } from '../../modules/plans/levels.js';
import { noArguments, optionalInteger, positionals, requiredValue, integer } from '../args.js';
import { defineCommand } from '../command.js';
import { money, table } from '../table.js';

export const planParams = z.strictObject({
  id: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{0,63}$/,
      'a plan id is up to 64 lower-case letters, digits and . _ -',
    ),
  name: z.string().trim().min(1, 'a plan needs a name').max(100),
  level: z.number().int().min(0, 'a level is 0 or more').max(1000, 'a level is at most 1000'),
  price: z.number().int().min(0, 'the price is 0 or more (in cents)'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'a currency is a three-letter code such as USD'),
  /** null: the plan never ends. */
  days: z
    .number()
    .int()
    .min(1, 'a plan lasts 1 day or more')
    .max(36_500, 'a plan lasts at most 36500 days')
    .nullable(),
  credits: z.number().int().min(0, 'credits are 0 or more'),
  ugo: z.boolean(),
  active: z.boolean(),
});
export type PlanParams = z.infer<typeof planParams>;

export interface PlanRecord {
  plan_id: string;
  name: string;
  level: number;
  subscription_type: string | null;
  price: number;
  currency: string;
  duration_days: number | null;
  credits: number;
  active: boolean;
  created_time: string;
}

function toRecord(row: typeof plans.$inferSelect): PlanRecord {
  return {
    plan_id: row.id,
    name: row.name,
    level: row.level,
    subscription_type: row.subscriptionType,
    price: row.price,
    currency: row.currency,
    duration_days: row.durationDays,
    credits: row.credits,
    active: row.active,
    created_time: row.createdAt.toISOString(),
  };
}

/** Creates the plan or replaces every field of it: `plan set` describes a plan completely. */
export async function setPlan(
  db: Queryable,
  params: PlanParams,
  now: Date,
): Promise<{ created: boolean; plan: PlanRecord }> {
  const fields = {
    name: params.name,
    level: params.level,
    subscriptionType: params.ugo ? PAY_AS_YOU_GO : null,
    price: params.price,
    currency: params.currency,
    durationDays: params.days,
    credits: params.credits,
    active: params.active,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, params.id));
    const [row] = await tx
      .insert(plans)
      .values({ id: params.id, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: plans.id, set: fields })
      .returning();
    if (!row) throw new Error(`setPlan: no row for ${params.id}`);
    return { created: !existing, plan: toRecord(row) };
  });
}

export async function planList(db: Queryable): Promise<PlanRecord[]> {
  const rows = await db
    .select()
    .from(plans)
    .orderBy(asc(plans.level), asc(plans.price), asc(plans.id));
  return rows.map(toRecord);
}

const duration = (days: number | null) => (days === null ? 'never ends' : `${days} days`);

export const planCommands = [
  defineCommand({
    name: 'plan set',
    usage:
      '<id> --name <n> --level <level> --price <cents> --currency USD [--days N] [--credits N] [--ugo] [--inactive]',
    summary:
      'Creates or replaces a plan. Without --days it never ends; --ugo makes it pay-as-you-go; --inactive takes it off sale.',
    options: {
      name: 'value',
      level: 'value',
      price: 'value',
      currency: 'value',
      days: 'value',
      credits: 'value',
      ugo: 'flag',
      inactive: 'flag',
    },
    params: planParams,
    parse: (args) => ({
      id: positionals(args, ['id']).id,
      name: requiredValue(args, 'name'),
      level: integer(requiredValue(args, 'level'), '--level'),
      price: integer(requiredValue(args, 'price'), '--price'),
      currency: requiredValue(args, 'currency').toUpperCase(),
      days: optionalInteger(args, 'days') ?? null,
      credits: optionalInteger(args, 'credits') ?? 0,
      ugo: args.flags.has('ugo'),
      active: !args.flags.has('inactive'),
    }),
    run: setPlan,
    format: ({ created, plan }: { created: boolean; plan: PlanRecord }) =>
      `${created ? 'created' : 'updated'} plan ${plan.plan_id}: ${plan.name}, level ${plan.level}${
        plan.subscription_type ? ` (${plan.subscription_type})` : ''
      }, ${money(plan.price, plan.currency)}, ${duration(plan.duration_days)}, ${plan.credits} credits${
        plan.active ? '' : ', not on sale'
      }`,
  }),
  defineCommand({
    name: 'plan list',
    usage: '',
    summary: 'Every plan, on sale or not.',
    params: z.strictObject({}),
    parse: noArguments,
    run: (db) => planList(db),
    format: (list: PlanRecord[]) =>
      table(
        ['ID', 'NAME', 'LEVEL', 'TYPE', 'PRICE', 'DURATION', 'CREDITS', 'ON SALE'],
        list.map((p) => [
          p.plan_id,
          p.name,
          p.level,
          p.subscription_type,
          money(p.price, p.currency),
          duration(p.duration_days),
          p.credits,
          p.active ? 'yes' : 'no',
        ]),
        'no plans yet',
      ),
  }),
];
