import { LEVEL } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { InsufficientCreditsError, changePoints } from '../../modules/credits/ledger.js';
import { integer, optionalInteger, positionals, requiredValue } from '../args.js';
import { CommandError, defineCommand } from '../command.js';
import { shortTime } from '../table.js';

const DAY_MS = 86_400_000;
const emailSchema = z.email('that is not an e-mail address').max(254);

/** The plan name a level set by hand shows (level_data.name). */
export function levelName(level: number): string {
  if (level === LEVEL.vip) return 'vip';
  if (level === LEVEL.unlimited) return 'unlimited';
  return `api-${level}`;
}

async function findUser(db: Queryable, email: string): Promise<{ id: number; email: string }> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new CommandError(`there is no user with the e-mail address ${email}`);
  return user;
}

export const setLevelParams = z
  .strictObject({
    email: emailSchema,
    level: z.number().int().min(0).max(1000),
    /** null: the level never ends. */
    days: z.number().int().min(1).max(36_500).nullable(),
  })
  .refine((p) => p.level > 0 || p.days === null, {
    message: 'level 0 is free: it takes no --days',
    path: ['days'],
  });
export type SetLevelParams = z.infer<typeof setLevelParams>;

export interface UserLevel {
  user_id: number;
  email: string;
  level: number;
  plan_name: string | null;
  expiry_date: string | null;
  never_expires: boolean;
}

/**
 * Puts a user on a level by hand (support, partners): for N days from now, or for good without
 * --days; level 0 clears the plan. It is not pay-as-you-go and does not renew.
 */
export async function setUserLevel(
  db: Queryable,
  params: SetLevelParams,
  now: Date,
): Promise<UserLevel> {
  const user = await findUser(db, params.email);
  const free = params.level === LEVEL.free;
  const [row] = await db
    .update(users)
    .set({
      level: params.level,
      planName: free ? null : levelName(params.level),
      subscriptionType: null,
      subscribeStat: false,
      expiryDate: params.days === null ? null : new Date(now.getTime() + params.days * DAY_MS),
      neverExpires: !free && params.days === null,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new CommandError(`the user ${params.email} was just deleted`);
  return {
    user_id: row.id,
    email: row.email,
    level: row.level,
    plan_name: row.planName,
    expiry_date: row.expiryDate?.toISOString() ?? null,
    never_expires: row.neverExpires,
  };
}

export const grantParams = z.strictObject({
  email: emailSchema,
  credits: z
    .number()
    .int()
    .refine((n) => n !== 0, 'grant a number of credits other than 0')
    .refine((n) => Math.abs(n) <= 1_000_000_000, 'that is too many credits'),
  reason: z.string().trim().min(1, 'say why with --reason').max(200),
});
export type GrantParams = z.infer<typeof grantParams>;

export interface Grant {
  user_id: number;
  email: string;
  delta: number;
  balance: number;
  reason: string;
}

/** Adds credits (or takes them back with a negative number) through the ledger, with a reason. */
export async function grantCredits(db: Queryable, params: GrantParams): Promise<Grant> {
  const user = await findUser(db, params.email);
  const reason = `grant:${params.reason}`;
  try {
    const balance = await changePoints(db, { userId: user.id, delta: params.credits, reason });
    return { user_id: user.id, email: user.email, delta: params.credits, balance, reason };
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new CommandError(
        `${user.email} has ${error.values['balance']} credits: cannot take ${-params.credits}`,
      );
    }
    throw error;
  }
}

export const userCommands = [
  defineCommand({
    name: 'user set-level',
    usage: '<email> <level> [--days N]',
    summary:
      'Sets a user’s level (0 free, 1 vip, 2 unlimited, above 2 API) for N days, or for good without --days.',
    options: { days: 'value' },
    params: setLevelParams,
    parse: (args) => {
      const { email, level } = positionals(args, ['email', 'level']);
      return {
        email,
        level: integer(level, '<level>'),
        days: optionalInteger(args, 'days') ?? null,
      };
    },
    run: setUserLevel,
    format: (u: UserLevel) =>
      u.level === LEVEL.free
        ? `${u.email} is on the free level`
        : `${u.email} is on level ${u.level} (${u.plan_name}) ${
            u.never_expires ? 'for good' : `until ${shortTime(u.expiry_date)}`
          }`,
  }),
  defineCommand({
    name: 'user grant',
    usage: '<email> <credits> --reason <text>',
    summary: 'Adds credits to a user’s balance (a negative number takes them back), in the ledger.',
    options: { reason: 'value' },
    params: grantParams,
    parse: (args) => {
      const { email, credits } = positionals(args, ['email', 'credits']);
      return {
        email,
        credits: integer(credits, '<credits>'),
        reason: requiredValue(args, 'reason'),
      };
    },
    run: (db, params) => grantCredits(db, params),
    format: (g: Grant) =>
      `${g.delta > 0 ? 'gave' : 'took'} ${Math.abs(g.delta)} credits ${g.delta > 0 ? 'to' : 'from'} ${g.email}; balance ${g.balance}`,
  }),
];
