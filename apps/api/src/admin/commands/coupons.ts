import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { coupons } from '../../db/schema.js';
import { UsageError, noArguments, optionalInteger, positionals } from '../args.js';
import { CommandError, defineCommand } from '../command.js';
import { shortTime, table } from '../table.js';

/** 2025-01-31, or a date and time with an offset: 2025-01-31T23:59:00Z. */
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/** Date parses 2025-02-30 as 2 March: every part is checked against the calendar instead. */
export function isRealTime(text: string): boolean {
  const match = ISO_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] =
    match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours < 24 &&
    offsetMinutes < 60
  );
}

const couponCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a coupon code is up to 64 letters, digits, _ or -');

export const couponParams = z
  .strictObject({
    code: couponCode,
    percent: z.number().int().min(1, '1 to 100').max(100, '1 to 100').nullable(),
    /** Minor units (cents), taken off the price. */
    amount: z.number().int().min(1, 'at least 1 (cent)').nullable(),
    /** ISO 8601; a bare date means its first instant in UTC. */
    expires: z
      .string()
      .refine(isRealTime, 'expiry is a real ISO date: 2025-01-31 or 2025-01-31T23:59:00Z')
      .nullable(),
    max: z.number().int().min(1, 'at least 1 use').nullable(),
  })
  .refine((c) => (c.percent === null) !== (c.amount === null), {
    message: 'give either --percent or --amount',
    path: ['percent'],
  });
export type CouponParams = z.infer<typeof couponParams>;

export interface CouponRecord {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  expires_time: string | null;
  max_redemptions: number | null;
  times_redeemed: number;
  /** The coupon the popup offers free users. */
  offered: boolean;
  created_time: string;
}

function toRecord(row: typeof coupons.$inferSelect): CouponRecord {
  return {
    code: row.code,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    expires_time: row.expiresAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    offered: row.offered,
    created_time: row.createdAt.toISOString(),
  };
}

export async function createCoupon(
  db: Queryable,
  params: CouponParams,
  now: Date,
): Promise<CouponRecord> {
  const expiresAt = params.expires === null ? null : new Date(params.expires);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new CommandError(`${params.expires} is already past: the coupon would never work`);
  }
  const [row] = await db
    .insert(coupons)
    .values({
      code: params.code,
      percentOff: params.percent,
      amountOff: params.amount,
      expiresAt,
      maxRedemptions: params.max,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new CommandError(`coupon ${params.code} already exists`);
  return toRecord(row);
}

export async function couponList(db: Queryable): Promise<CouponRecord[]> {
  // Byte order, the same on every server whatever its locale.
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(asc(sql`${coupons.code} collate "C"`));
  return rows.map(toRecord);
}

/**
 * Makes `code` the coupon the popup offers free users, in place of any other (null: none is
 * offered). A coupon that has ended or is used up is refused: the popup would offer nothing.
 */
export async function offerCoupon(
  db: Queryable,
  params: { code: string | null },
  now: Date,
): Promise<CouponRecord | null> {
  return db.transaction(async (tx) => {
    await tx.update(coupons).set({ offered: false }).where(eq(coupons.offered, true));
    if (params.code === null) return null;
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, params.code));
    if (!row) throw new CommandError(`there is no coupon ${params.code}`);
    if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) {
      throw new CommandError(`coupon ${row.code} ended ${shortTime(row.expiresAt.toISOString())}`);
    }
    if (row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions) {
      throw new CommandError(`coupon ${row.code} is used up (${row.timesRedeemed} uses)`);
    }
    const [offered] = await tx
      .update(coupons)
      .set({ offered: true })
      .where(eq(coupons.code, row.code))
      .returning();
    return toRecord(offered ?? row);
  });
}

const discount = (c: CouponRecord) =>
  c.percent_off !== null ? `${c.percent_off}% off` : `${c.amount_off} cents off`;
const uses = (c: CouponRecord) =>
  `${c.times_redeemed}/${c.max_redemptions === null ? 'unlimited' : c.max_redemptions}`;

export const couponCommands = [
  defineCommand({
    name: 'coupon create',
    usage: '<code> (--percent N | --amount <cents>) [--expires ISO] [--max N]',
    summary: 'Makes a coupon: a percentage or an amount off, until a date, for a number of uses.',
    options: { percent: 'value', amount: 'value', expires: 'value', max: 'value' },
    params: couponParams,
    parse: (args) => {
      const { code } = positionals(args, ['code']);
      if (args.values.has('percent') === args.values.has('amount')) {
        throw new UsageError('give either --percent or --amount');
      }
      return {
        code,
        percent: optionalInteger(args, 'percent') ?? null,
        amount: optionalInteger(args, 'amount') ?? null,
        expires: args.values.get('expires') ?? null,
        max: optionalInteger(args, 'max') ?? null,
      };
    },
    run: createCoupon,
    format: (c: CouponRecord) =>
      `created coupon ${c.code}: ${discount(c)}, uses ${uses(c)}, ${
        c.expires_time ? `until ${shortTime(c.expires_time)}` : 'no end date'
      }`,
  }),
  defineCommand({
    name: 'coupon offer',
    usage: '<code> | --none',
    summary:
      'Has the popup offer a coupon to free users (one at a time), or none: they see its code and discount.',
    options: { none: 'flag' },
    params: z.strictObject({ code: couponCode.nullable() }),
    parse: (args) => {
      if (args.flags.has('none')) {
        if (args.positionals.length > 0) throw new UsageError('give a code or --none, not both');
        return { code: null };
      }
      return { code: positionals(args, ['code']).code };
    },
    run: offerCoupon,
    format: (c: CouponRecord | null) =>
      c === null
        ? 'no coupon is offered now'
        : `offering coupon ${c.code} to free users: ${discount(c)}, uses ${uses(c)}, ${
            c.expires_time ? `until ${shortTime(c.expires_time)}` : 'no end date'
          }`,
  }),
  defineCommand({
    name: 'coupon list',
    usage: '',
    summary: 'Every coupon with its uses.',
    params: z.strictObject({}),
    parse: noArguments,
    run: (db) => couponList(db),
    format: (list: CouponRecord[]) =>
      table(
        ['CODE', 'DISCOUNT', 'USES', 'EXPIRES', 'CREATED', 'OFFERED'],
        list.map((c) => [
          c.code,
          discount(c),
          uses(c),
          shortTime(c.expires_time),
          shortTime(c.created_time),
          c.offered ? 'yes' : '',
        ]),
        'no coupons',
      ),
  }),
];
