import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { coupons } from '../../db/schema.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2024-06-01T00:00:00Z');
const USAGE =
  '(usage: captio admin coupon create <code> (--percent N | --amount <cents>) [--expires ISO] [--max N])';

describe('coupon create', () => {
  it.each([
    [
      ['coupon', 'create', 'SUMMER', '--percent', '20', '--expires', '2024-09-01', '--max', '100'],
      'created coupon SUMMER: 20% off, uses 0/100, until 2024-09-01 00:00 UTC',
      {
        code: 'SUMMER',
        percentOff: 20,
        amountOff: null,
        maxRedemptions: 100,
        expiresAt: new Date('2024-09-01T00:00:00Z'),
      },
    ],
    [
      ['coupon', 'create', 'five-off', '--amount', '500', '--expires', '2024-06-30T23:59:00+02:00'],
      'created coupon five-off: 500 cents off, uses 0/unlimited, until 2024-06-30 21:59 UTC',
      {
        code: 'five-off',
        percentOff: null,
        amountOff: 500,
        maxRedemptions: null,
        expiresAt: new Date('2024-06-30T21:59:00Z'),
      },
    ],
    [
      ['coupon', 'create', 'FOREVER', '--percent', '100'],
      'created coupon FOREVER: 100% off, uses 0/unlimited, no end date',
      { code: 'FOREVER', percentOff: 100, expiresAt: null },
    ],
  ])('%j', async (words, text, row) => {
    const run = await admin(database.db, words, NOW);
    expect(run.text).toBe(text);
    const [stored] = (await database.db.select().from(coupons)).filter((c) => c.code === row.code);
    expect(stored).toMatchObject({ ...row, timesRedeemed: 0 });
  });

  it.each([
    [['coupon', 'create', 'SUMMER', '--percent', '5'], 'coupon SUMMER already exists'],
    [
      ['coupon', 'create', 'LATE', '--percent', '5', '--expires', '2024-05-31'],
      '2024-05-31 is already past: the coupon would never work',
    ],
  ])('refuses %j and adds nothing', async (words, message) => {
    const run = await admin(database.db, words, NOW);
    expect(run.outcome).toEqual({ ok: false, kind: 'refused', message });
    expect(await database.db.select().from(coupons)).toHaveLength(3);
  });

  it.each([
    [['coupon', 'create', '--percent', '5'], 'missing <code>'],
    [['coupon', 'create', 'X'], 'give either --percent or --amount'],
    [
      ['coupon', 'create', 'X', '--percent', '5', '--amount', '100'],
      'give either --percent or --amount',
    ],
    [['coupon', 'create', 'X', '--percent', '0'], 'percent: 1 to 100'],
    [['coupon', 'create', 'X', '--percent', '101'], 'percent: 1 to 100'],
    [['coupon', 'create', 'X', '--amount', '0'], 'amount: at least 1 (cent)'],
    [
      ['coupon', 'create', 'X', '--percent', '5', '--expires', 'next week'],
      'expires: expiry is a real ISO date: 2025-01-31 or 2025-01-31T23:59:00Z',
    ],
    [['coupon', 'create', 'X', '--percent', '5', '--max', '0'], 'max: at least 1 use'],
    [
      ['coupon', 'create', 'TWO WORDS', '--percent', '5'],
      'code: a coupon code is up to 64 letters, digits, _ or -',
    ],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(`${message} ${USAGE}`);
  });

  it.each(['2025-02-30', '2025-13-01', '2025-01-31T24:00Z', '2025-01-31T23:60Z'])(
    'refuses %s, which is not in the calendar',
    async (date) => {
      expect(await usageError(['coupon', 'create', 'X', '--percent', '5', '--expires', date])).toBe(
        `expires: expiry is a real ISO date: 2025-01-31 or 2025-01-31T23:59:00Z ${USAGE}`,
      );
    },
  );
});

describe('coupon list', () => {
  it('lists coupons by code with their uses', async () => {
    const run = await admin(database.db, ['coupon', 'list']);
    expect(
      run.text?.split('\n').map((l) => l.replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC$/, 'TIME')),
    ).toEqual([
      'CODE      DISCOUNT       USES         EXPIRES               CREATED               OFFERED',
      'FOREVER   100% off       0/unlimited  -                     TIME',
      'SUMMER    20% off        0/100        2024-09-01 00:00 UTC  TIME',
      'five-off  500 cents off  0/unlimited  2024-06-30 21:59 UTC  TIME',
    ]);
  });
});

describe('coupon offer', () => {
  const offered = async () =>
    (await database.db.select().from(coupons)).filter((c) => c.offered).map((c) => c.code);

  it.each([
    [
      ['coupon', 'offer', 'SUMMER'],
      'offering coupon SUMMER to free users: 20% off, uses 0/100, until 2024-09-01 00:00 UTC',
      ['SUMMER'],
    ],
    [
      ['coupon', 'offer', 'five-off'],
      'offering coupon five-off to free users: 500 cents off, uses 0/unlimited, until 2024-06-30 21:59 UTC',
      ['five-off'],
    ],
    [['coupon', 'offer', '--none'], 'no coupon is offered now', []],
  ])('%j', async (words, text, codes) => {
    const run = await admin(database.db, words, NOW);
    expect(run.text).toBe(text);
    expect(await offered()).toEqual(codes);
  });

  it('marks the offered coupon in the list', async () => {
    await admin(database.db, ['coupon', 'offer', 'FOREVER'], NOW);
    const run = await admin(database.db, ['coupon', 'list']);
    expect(run.text?.split('\n')[1]).toMatch(/^FOREVER .* yes$/);
  });

  it.each([
    [['coupon', 'offer', 'NOPE'], 'there is no coupon NOPE'],
    [['coupon', 'offer', 'SUMMER'], 'coupon SUMMER ended 2024-09-01 00:00 UTC'],
  ])('refuses %j and keeps the offer as it was', async (words, message) => {
    const run = await admin(database.db, words, new Date('2024-10-01T00:00:00Z'));
    expect(run.outcome).toEqual({ ok: false, kind: 'refused', message });
    expect(await offered()).toEqual(['FOREVER']);
  });

  it('refuses a coupon that is used up', async () => {
    await database.db.insert(coupons).values({
      code: 'GONE',
      percentOff: 5,
      maxRedemptions: 2,
      timesRedeemed: 2,
    });
    const run = await admin(database.db, ['coupon', 'offer', 'GONE'], NOW);
    expect(run.outcome).toEqual({
      ok: false,
      kind: 'refused',
      message: 'coupon GONE is used up (2 uses)',
    });
    expect(await offered()).toEqual(['FOREVER']);
  });

  it.each([
    [['coupon', 'offer'], 'missing <code>'],
    [['coupon', 'offer', 'X', '--none'], 'give a code or --none, not both'],
  ])('%j is a usage error', async (words, message) => {
    expect(await usageError(words)).toContain(message);
  });
});
