import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { plans, redemptionCodes, users } from '../../db/schema.js';
import { UsageError, optionalInteger, positionals, requiredValue } from '../args.js';
import { CommandError, defineCommand } from '../command.js';
import { isRealTime } from './coupons.js';
import { shortTime, table } from '../table.js';

const channelSchema = z.enum(['oncely', 'appsumo'], { error: 'the channel is oncely or appsumo' });
type Channel = z.infer<typeof channelSchema>;

export const MAX_CODES_AT_ONCE = 10_000;

export const codeCreateParams = z
  .strictObject({
    channel: channelSchema,
    plan: z.string().min(1).max(64),
    count: z
      .number()
      .int()
      .min(1, 'at least 1')
      .max(MAX_CODES_AT_ONCE, `at most ${MAX_CODES_AT_ONCE} at once`),
    /** A code of the operator's choosing (a license key the channel issued); one at a time. */
    code: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,99}$/, 'a code is 3 to 100 letters, digits, _ or -')
      .nullable(),
    /** ISO 8601, as for coupons; none: the codes never expire. */
    expires: z
      .string()
      .refine(isRealTime, 'expiry is a real ISO date: 2025-01-31 or 2025-01-31T23:59:00Z')
      .nullable(),
  })
  .refine((p) => p.code === null || p.count === 1, {
    message: '--code makes one code: leave out --count',
    path: ['count'],
  });
export type CodeCreateParams = z.infer<typeof codeCreateParams>;

/** Crockford's base 32: no I, L, O or U to misread; 32 symbols, so 5 bits map without bias. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** XXXX-XXXX-XXXX-XXXX: 80 random bits, easy to read out and type. */
export function generateCode(): string {
  const bytes = randomBytes(16);
  const letters = Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

export interface CreatedCodes {
  channel: Channel;
  plan_id: string;
  codes: string[];
}

export async function createCodes(
  db: Queryable,
  params: CodeCreateParams,
  now: Date,
): Promise<CreatedCodes> {
  const expiresAt = params.expires === null ? null : new Date(params.expires);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new CommandError(`${params.expires} is already past: the codes would never work`);
  }
  return db.transaction(async (tx) => {
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, params.plan));
    if (!plan) throw new CommandError(`there is no plan ${params.plan} (see: plan list)`);
    const row = (code: string) => ({
      code,
      channel: params.channel,
      planId: params.plan,
      createdAt: now,
      expiresAt,
    });
    if (params.code !== null) {
      const inserted = await tx
        .insert(redemptionCodes)
        .values(row(params.code))
        .onConflictDoNothing()
        .returning({ code: redemptionCodes.code });
      if (inserted.length === 0) throw new CommandError(await clashMessage(tx, params.code));
      return { channel: params.channel, plan_id: params.plan, codes: [params.code] };
    }
    const codes: string[] = [];
    // 80 random bits make a clash next to impossible; a clash just draws again.
    for (let attempt = 0; codes.length < params.count && attempt < 5; attempt++) {
      const wanted = Array.from({ length: params.count - codes.length }, generateCode);
      const inserted = await tx
        .insert(redemptionCodes)
        .values(wanted.map(row))
        .onConflictDoNothing()
        .returning({ code: redemptionCodes.code });
      codes.push(...inserted.map((r) => r.code));
    }
    if (codes.length < params.count) throw new Error('createCodes: could not draw unique codes');
    return { channel: params.channel, plan_id: params.plan, codes };
  });
}

/** Why a code the operator chose is refused: it is taken, maybe in another case. */
async function clashMessage(db: Queryable, code: string): Promise<string> {
  const [taken] = await db
    .select({ code: redemptionCodes.code })
    .from(redemptionCodes)
    .where(eq(sql`upper(${redemptionCodes.code})`, code.toUpperCase()));
  if (!taken || taken.code === code) return `code ${code} already exists`;
  // Users type codes in any case, so a code differing by case alone would be the same one.
  return `code ${code} already exists as ${taken.code} (codes are redeemed in any case)`;
}

export const codeListParams = z.strictObject({
  channel: channelSchema.nullable(),
  unused: z.boolean(),
});
export type CodeListParams = z.infer<typeof codeListParams>;

export interface CodeRecord {
  code: string;
  channel: Channel;
  plan_id: string;
  created_time: string;
  expires_time: string | null;
  redeemed_by: string | null;
  redeemed_time: string | null;
}

export async function codeList(db: Queryable, params: CodeListParams): Promise<CodeRecord[]> {
  const rows = await db
    .select({
      code: redemptionCodes.code,
      channel: redemptionCodes.channel,
      planId: redemptionCodes.planId,
      createdAt: redemptionCodes.createdAt,
      expiresAt: redemptionCodes.expiresAt,
      redeemedBy: users.email,
      redeemedAt: redemptionCodes.redeemedAt,
    })
    .from(redemptionCodes)
    .leftJoin(users, eq(users.id, redemptionCodes.redeemedBy))
    .where(
      and(
        params.channel ? eq(redemptionCodes.channel, params.channel) : undefined,
        params.unused ? isNull(redemptionCodes.redeemedAt) : undefined,
      ),
    )
    .orderBy(asc(redemptionCodes.createdAt), asc(redemptionCodes.code));
  return rows.map((r) => ({
    code: r.code,
    channel: r.channel,
    plan_id: r.planId,
    created_time: r.createdAt.toISOString(),
    expires_time: r.expiresAt?.toISOString() ?? null,
    redeemed_by: r.redeemedBy,
    redeemed_time: r.redeemedAt?.toISOString() ?? null,
  }));
}

export const codeCommands = [
  defineCommand({
    name: 'code create',
    usage: '--channel oncely|appsumo --plan <id> [--count N] [--code X] [--expires ISO]',
    summary: 'Makes redemption codes (or records one license key) for a plan; prints the codes.',
    options: { channel: 'value', plan: 'value', count: 'value', code: 'value', expires: 'value' },
    params: codeCreateParams,
    parse: (args) => {
      positionals(args, []);
      const code = args.values.get('code') ?? null;
      if (code !== null && args.values.has('count')) {
        throw new UsageError('--code makes one code: leave out --count');
      }
      return {
        channel: requiredValue(args, 'channel'),
        plan: requiredValue(args, 'plan'),
        count: optionalInteger(args, 'count') ?? 1,
        code,
        expires: args.values.get('expires') ?? null,
      };
    },
    run: createCodes,
    // One code a line, so that the output can go straight into a file or a spreadsheet.
    format: (created: CreatedCodes) => created.codes.join('\n'),
  }),
  defineCommand({
    name: 'code list',
    usage: '[--channel oncely|appsumo] [--unused]',
    summary: 'Redemption codes, oldest first, with who redeemed each.',
    options: { channel: 'value', unused: 'flag' },
    params: codeListParams,
    parse: (args) => {
      positionals(args, []);
      return {
        channel: args.values.get('channel') ?? null,
        unused: args.flags.has('unused'),
      };
    },
    run: codeList,
    format: (list: CodeRecord[]) =>
      table(
        ['CODE', 'CHANNEL', 'PLAN', 'CREATED', 'EXPIRES', 'REDEEMED BY', 'REDEEMED'],
        list.map((c) => [
          c.code,
          c.channel,
          c.plan_id,
          shortTime(c.created_time),
          shortTime(c.expires_time),
          c.redeemed_by,
          shortTime(c.redeemed_time),
        ]),
        'no codes',
      ),
  }),
];
