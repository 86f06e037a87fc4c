import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { plans, redemptionCodes, users } from '../../db/schema.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(plans).values([
    { id: 'lifetime', name: 'Lifetime', level: 2, price: 0 },
    { id: 'vip', name: 'VIP', level: 1, price: 900 },
  ]);
});
afterAll(async () => {
  await database?.close();
});

const CREATE_USAGE =
  '(usage: captio admin code create --channel oncely|appsumo --plan <id> [--count N] [--code X] [--expires ISO])';
const GENERATED = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

describe('code create', () => {
  it('makes N distinct codes for the plan and prints one a line', async () => {
    const run = await admin(
      database.db,
      ['code', 'create', '--channel', 'oncely', '--plan', 'lifetime', '--count', '25'],
      new Date('2024-01-01T00:00:00Z'),
    );
    const printed = run.text?.split('\n') ?? [];
    expect(printed).toHaveLength(25);
    expect(new Set(printed).size).toBe(25);
    for (const code of printed) expect(code).toMatch(GENERATED);
    const rows = await database.db.select().from(redemptionCodes);
    expect(rows.map((r) => r.code).sort()).toEqual([...printed].sort());
    expect(new Set(rows.map((r) => `${r.channel}/${r.planId}/${r.redeemedAt}`))).toEqual(
      new Set(['oncely/lifetime/null']),
    );
  });

  it('records a license key the channel issued with --code', async () => {
    const run = await admin(database.db, [
      'code',
      'create',
      '--channel',
      'appsumo',
      '--plan',
      'vip',
      '--code',
      'AS-key_123',
    ]);
    expect(run.text).toBe('AS-key_123');
    const [row] = await database.db
      .select()
      .from(redemptionCodes)
      .where(eq(redemptionCodes.code, 'AS-key_123'));
    expect(row).toMatchObject({ channel: 'appsumo', planId: 'vip' });
  });

  it('gives codes an expiry with --expires; without it they never expire', async () => {
    await admin(
      database.db,
      [
        'code',
        'create',
        '--channel',
        'oncely',
        '--plan',
        'vip',
        '--code',
        'PROMO-2024',
        '--expires',
        '2024-06-30T23:59:00Z',
      ],
      new Date('2024-01-01T00:00:00Z'),
    );
    const [row] = await database.db
      .select()
      .from(redemptionCodes)
      .where(eq(redemptionCodes.code, 'PROMO-2024'));
    expect(row?.expiresAt).toEqual(new Date('2024-06-30T23:59:00Z'));
    const [key] = await database.db
      .select()
      .from(redemptionCodes)
      .where(eq(redemptionCodes.code, 'AS-key_123'));
    expect(key?.expiresAt).toBeNull();
    await database.db.delete(redemptionCodes).where(eq(redemptionCodes.code, 'PROMO-2024'));
  });

  it.each([
    [
      ['code', 'create', '--channel', 'appsumo', '--plan', 'vip', '--code', 'AS-key_123'],
      'code AS-key_123 already exists',
    ],
    [
      ['code', 'create', '--channel', 'appsumo', '--plan', 'vip', '--code', 'as-KEY_123'],
      'code as-KEY_123 already exists as AS-key_123 (codes are redeemed in any case)',
    ],
    [
      ['code', 'create', '--channel', 'oncely', '--plan', 'vip', '--expires', '2020-01-01'],
      '2020-01-01 is already past: the codes would never work',
    ],
    [
      ['code', 'create', '--channel', 'oncely', '--plan', 'gold'],
      'there is no plan gold (see: plan list)',
    ],
  ])('refuses %j and adds nothing', async (words, message) => {
    const before = (await database.db.select().from(redemptionCodes)).length;
    expect((await admin(database.db, words)).outcome).toEqual({
      ok: false,
      kind: 'refused',
      message,
    });
    expect(await database.db.select().from(redemptionCodes)).toHaveLength(before);
  });

  it.each([
    [['code', 'create', '--plan', 'vip'], '--channel is required'],
    [
      ['code', 'create', '--channel', 'ebay', '--plan', 'vip'],
      'channel: the channel is oncely or appsumo',
    ],
    [['code', 'create', '--channel', 'oncely'], '--plan is required'],
    [
      ['code', 'create', '--channel', 'oncely', '--plan', 'vip', '--count', '0'],
      'count: at least 1',
    ],
    [
      ['code', 'create', '--channel', 'oncely', '--plan', 'vip', '--count', '2', '--code', 'ABC'],
      '--code makes one code: leave out --count',
    ],
    [
      ['code', 'create', '--channel', 'oncely', '--plan', 'vip', '--code', 'a b'],
      'code: a code is 3 to 100 letters, digits, _ or -',
    ],
    [
      ['code', 'create', '--channel', 'oncely', '--plan', 'vip', '--expires', '2024-02-30'],
      'expires: expiry is a real ISO date: 2025-01-31 or 2025-01-31T23:59:00Z',
    ],
    [['code', 'create', 'vip'], 'unexpected argument "vip"'],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(`${message} ${CREATE_USAGE}`);
  });
});

describe('code list', () => {
  it('lists codes with who redeemed them, filtered by channel and use', async () => {
    const [user] = await database.db.insert(users).values({ email: 'ada@example.com' }).returning();
    await database.db
      .update(redemptionCodes)
      .set({ redeemedBy: user?.id, redeemedAt: new Date('2024-03-01T12:30:00Z') })
      .where(eq(redemptionCodes.code, 'AS-key_123'));

    const all = await admin(database.db, ['code', 'list']);
    expect(all.result).toHaveLength(26);

    const appsumo = await admin(database.db, ['code', 'list', '--channel', 'appsumo']);
    expect(appsumo.result).toEqual([
      {
        code: 'AS-key_123',
        channel: 'appsumo',
        plan_id: 'vip',
        created_time: expect.any(String),
        expires_time: null,
        redeemed_by: 'ada@example.com',
        redeemed_time: '2024-03-01T12:30:00.000Z',
      },
    ]);
    expect(appsumo.text?.split('\n')[1]).toMatch(
      /^AS-key_123 {2}appsumo {2}vip {3}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}- {8}ada@example\.com {2}2024-03-01 12:30 UTC$/,
    );

    const unused = await admin(database.db, ['code', 'list', '--unused']);
    expect((unused.result as { channel: string }[]).every((c) => c.channel === 'oncely')).toBe(
      true,
    );
    expect(unused.result).toHaveLength(25);

    expect(
      (await admin(database.db, ['code', 'list', '--channel', 'appsumo', '--unused'])).text,
    ).toBe('no codes');
  });
});
