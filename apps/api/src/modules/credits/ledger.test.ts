import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { Database, OpenDatabase } from '../../db/database.js';
import { pointLedger, pointReservations, users } from '../../db/schema.js';
import { translate } from '../../i18n/locale.js';
import {
  InsufficientCreditsError,
  changePoints,
  refundReservation,
  reservePoints,
  settleReservation,
} from './ledger.js';
import { creditMessages } from './messages.js';

let database: OpenDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  // A switch to make the ledger insert fail from inside the database, as a full disk or a
  // broken constraint would: any ledger row whose reason matches a pattern in this table.
  await db.execute(sql`CREATE TABLE test_ledger_faults (reason_like text NOT NULL)`);
  await db.execute(
    sql.raw(`CREATE FUNCTION test_ledger_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM test_ledger_faults WHERE NEW.reason LIKE reason_like) THEN
          RAISE EXCEPTION 'ledger insert refused by the test';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql`CREATE TRIGGER test_ledger_fault BEFORE INSERT ON point_ledger FOR EACH ROW EXECUTE FUNCTION test_ledger_fault()`,
  );
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;

/** A user with `credits` granted through the ledger, so that the ledger explains the balance. */
async function userWith(credits: number): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({ email: `ledger${counter}@example.com` })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  if (credits > 0) await changePoints(db, { userId: row.id, delta: credits, reason: 'test:grant' });
  return row.id;
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, userId));
  return row?.point ?? Number.NaN;
}

async function ledgerOf(userId: number) {
  return db
    .select()
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId))
    .orderBy(asc(pointLedger.id));
}

/**
 * The ledger explains the balance: each row's balance is the running sum of the deltas up to it,
 * no balance is ever negative, and the last one is users.point.
 */
async function expectLedgerExplainsBalance(userId: number): Promise<void> {
  const rows = await ledgerOf(userId);
  let running = 0;
  for (const row of rows) {
    running += row.delta;
    expect(row.balance).toBe(running);
    expect(row.balance).toBeGreaterThanOrEqual(0);
  }
  expect(await balanceOf(userId)).toBe(running);
}

async function reservationStatus(id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: pointReservations.status })
    .from(pointReservations)
    .where(eq(pointReservations.id, id));
  return row?.status;
}

async function expectInsufficient(
  action: Promise<unknown>,
  needed: number,
  balance: number,
): Promise<void> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InsufficientCreditsError);
  const insufficient = error as InsufficientCreditsError;
  expect(insufficient.status).toBe(402);
  expect(insufficient.code).toBe('insufficient_credits');
  expect(insufficient.values).toEqual({ needed, balance });
  expect(insufficient.text).toBe(creditMessages.insufficient);
}

describe('the insufficient-credits message', () => {
  it.each([
    ['en-US', 1, 0, 'You do not have enough credits: you need 1 credit and have 0 credits left.'],
    [
      'en-US',
      1000,
      1,
      'You do not have enough credits: you need 1,000 credits and have 1 credit left.',
    ],
    ['de-DE', 1, 0, 'Sie haben nicht genug Credits: 1 Credit benötigt, 0 Credits übrig.'],
    [
      'fr-FR',
      2,
      0,
      'Vous n’avez pas assez de crédits\u00a0: 2 crédits nécessaires, 0 crédit restant.',
    ],
    ['es-ES', 2, 1, 'No tienes créditos suficientes: necesitas 2 créditos y tienes 1 crédito.'],
    ['ru-RU', 21, 2, 'Недостаточно кредитов: нужен 21 кредит, осталось 2 кредита.'],
    ['ru-RU', 5, 1, 'Недостаточно кредитов: нужно 5 кредитов, остался 1 кредит.'],
    ['ja-JP', 31, 30, 'クレジットが足りません（必要：31、残り：30）。'],
  ] as const)('reads right in %s for %i needed, %i left', (locale, needed, balance, text) => {
    expect(translate(creditMessages.insufficient, locale, { needed, balance })).toBe(text);
  });
});

describe('changePoints', () => {
  it.each([
    { name: 'a grant to an empty balance', start: 0, delta: 100, balance: 100 },
    { name: 'a grant on top of a balance', start: 40, delta: 15, balance: 55 },
    { name: 'a spend within the balance', start: 100, delta: -30, balance: 70 },
    { name: 'a spend of the whole balance', start: 100, delta: -100, balance: 0 },
  ])('applies $name and writes its ledger row', async ({ start, delta, balance }) => {
    const userId = await userWith(start);
    const returned = await changePoints(db, {
      userId,
      delta,
      reason: 'test:change',
      ref: 'ref-1',
    });
    expect(returned).toBe(balance);
    expect(await balanceOf(userId)).toBe(balance);
    const last = (await ledgerOf(userId)).at(-1);
    expect(last).toMatchObject({ delta, balance, reason: 'test:change', ref: 'ref-1' });
    await expectLedgerExplainsBalance(userId);
  });

  it.each([
    { name: 'an empty balance', start: 0, spend: 1 },
    { name: 'a balance one short', start: 50, spend: 51 },
    { name: 'a much smaller balance', start: 3, spend: 1000 },
  ])(
    'refuses to spend more than $name holds (402 with the figures) and changes nothing',
    async ({ start, spend }) => {
      const userId = await userWith(start);
      const before = await ledgerOf(userId);
      await expectInsufficient(
        changePoints(db, { userId, delta: -spend, reason: 'test:spend' }),
        spend,
        start,
      );
      expect(await balanceOf(userId)).toBe(start);
      expect(await ledgerOf(userId)).toEqual(before);
    },
  );

  it.each([0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, -(2 ** 31)])(
    'refuses a delta of %s as a programming error, changing nothing',
    async (delta) => {
      const userId = await userWith(10);
      await expect(changePoints(db, { userId, delta, reason: 'test:bad' })).rejects.toThrow(
        /delta must be a non-zero integer/,
      );
      expect(await balanceOf(userId)).toBe(10);
      expect(await ledgerOf(userId)).toHaveLength(1);
    },
  );
});

describe('reservations', () => {
  it.each([
    { name: 'settled in full', close: 'settle', spent: undefined, after: 60 },
    { name: 'settled for the whole amount', close: 'settle', spent: 40, after: 60 },
    { name: 'settled in part: the unused part comes back', close: 'settle', spent: 25, after: 75 },
    { name: 'settled for nothing: all of it comes back', close: 'settle', spent: 0, after: 100 },
    { name: 'refunded', close: 'refund', spent: undefined, after: 100 },
  ] as const)(
    'holds 40 of 100, then $name; closing it again is a no-op',
    async ({ close, spent, after }) => {
      const userId = await userWith(100);
      const id = await reservePoints(db, { userId, amount: 40, reason: 'task', ref: 'task-1' });
      expect(await balanceOf(userId)).toBe(60);
      expect(await reservationStatus(id)).toBe('held');

      const closed =
        close === 'settle'
          ? await settleReservation(db, id, spent)
          : await refundReservation(db, id);
      expect(closed).toBe(true);
      expect(await balanceOf(userId)).toBe(after);
      expect(await reservationStatus(id)).toBe(close === 'settle' ? 'settled' : 'refunded');

      const ledgerAfterClose = await ledgerOf(userId);
      expect(await settleReservation(db, id)).toBe(false);
      expect(await settleReservation(db, id, 0)).toBe(false);
      expect(await refundReservation(db, id)).toBe(false);
      expect(await balanceOf(userId)).toBe(after);
      expect(await ledgerOf(userId)).toEqual(ledgerAfterClose);

      const rows = ledgerAfterClose.filter((row) => row.ref === id);
      expect(rows[0]).toMatchObject({ delta: -40, reason: 'reserve:task' });
      const back = after - 60;
      if (back > 0) {
        expect(rows[1]).toMatchObject({
          delta: back,
          reason: close === 'refund' ? 'refund:task' : 'unused:task',
        });
      }
      expect(rows).toHaveLength(back > 0 ? 2 : 1);
      await expectLedgerExplainsBalance(userId);
    },
  );

  it('refuses to hold more than the balance: no reservation, nothing changed', async () => {
    const userId = await userWith(30);
    await expectInsufficient(reservePoints(db, { userId, amount: 31, reason: 'task' }), 31, 30);
    expect(await balanceOf(userId)).toBe(30);
    const held = await db
      .select()
      .from(pointReservations)
      .where(eq(pointReservations.userId, userId));
    expect(held).toEqual([]);
    await expectLedgerExplainsBalance(userId);
  });

  it('refuses to settle for more than was held, and the reservation stays held', async () => {
    const userId = await userWith(100);
    const id = await reservePoints(db, { userId, amount: 10, reason: 'task' });
    await expect(settleReservation(db, id, 11)).rejects.toThrow(/more than the 10 held/);
    expect(await reservationStatus(id)).toBe('held');
    expect(await balanceOf(userId)).toBe(90);
    expect(await refundReservation(db, id)).toBe(true);
    expect(await balanceOf(userId)).toBe(100);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', ''])(
    'answers false for an unknown reservation %j',
    async (id) => {
      expect(await settleReservation(db, id)).toBe(false);
      expect(await refundReservation(db, id)).toBe(false);
    },
  );
});

describe('concurrency (no lost update, never negative)', () => {
  it('lets exactly 10 of 40 concurrent spends of 10 through a balance of 100', async () => {
    const userId = await userWith(100);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        changePoints(db, { userId, delta: -10, reason: 'test:race', ref: String(i) }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const failed = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(failed).toHaveLength(30);
    for (const result of failed) expect(result.reason).toBeInstanceOf(InsufficientCreditsError);
    // Each success saw a different balance: 90, 80, ... 0.
    expect(succeeded.map((result) => result.value).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    expect(await balanceOf(userId)).toBe(0);
    const debits = (await ledgerOf(userId)).filter((row) => row.delta < 0);
    expect(debits).toHaveLength(10);
    await expectLedgerExplainsBalance(userId);
  });

  it('keeps every concurrent grant and spend (the balance is the sum of what succeeded)', async () => {
    const userId = await userWith(20);
    const deltas = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 7 : -4));
    const results = await Promise.allSettled(
      deltas.map((delta) => changePoints(db, { userId, delta, reason: 'test:mixed' })),
    );
    const applied = deltas.filter((_, i) => results[i]?.status === 'fulfilled');
    // Every grant succeeds; spends fail only for want of credits.
    expect(applied.filter((delta) => delta > 0)).toHaveLength(20);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toBeInstanceOf(InsufficientCreditsError);
    }
    expect(await balanceOf(userId)).toBe(20 + applied.reduce((sum, delta) => sum + delta, 0));
    expect(await ledgerOf(userId)).toHaveLength(1 + applied.length);
    await expectLedgerExplainsBalance(userId);
  });

  it('holds exactly 10 of 40 concurrent reservations of 10, then refunds each once', async () => {
    const userId = await userWith(100);
    const reserved = await Promise.allSettled(
      Array.from({ length: 40 }, () => reservePoints(db, { userId, amount: 10, reason: 'race' })),
    );
    const ids = reserved.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(ids).toHaveLength(10);
    expect(await balanceOf(userId)).toBe(0);
    const rows = await db
      .select()
      .from(pointReservations)
      .where(eq(pointReservations.userId, userId));
    expect(rows).toHaveLength(10);

    // Each reservation refunded three times at once: one refund each goes through.
    const refunds = await Promise.all(
      [...ids, ...ids, ...ids].map((id) => refundReservation(db, id)),
    );
    expect(refunds.filter(Boolean)).toHaveLength(10);
    expect(await balanceOf(userId)).toBe(100);
    await expectLedgerExplainsBalance(userId);
  });

  it('closes a reservation once when settles and refunds race on it', async () => {
    const userId = await userWith(50);
    const id = await reservePoints(db, { userId, amount: 50, reason: 'race' });
    const outcomes = await Promise.all([
      settleReservation(db, id, 20),
      refundReservation(db, id),
      settleReservation(db, id),
      refundReservation(db, id),
      settleReservation(db, id, 0),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes.indexOf(true);
    // What each call would leave: settle 20 of 50, refund, settle all, refund, settle none.
    expect(await balanceOf(userId)).toBe([30, 50, 0, 50, 50][winner]);
    expect(await reservationStatus(id)).toBe(winner % 2 === 1 ? 'refunded' : 'settled');
    await expectLedgerExplainsBalance(userId);
  });
});

describe('a transaction that fails midway changes nothing', () => {
  async function failingLedgerFor(pattern: string, run: () => Promise<unknown>): Promise<unknown> {
    await db.execute(sql`INSERT INTO test_ledger_faults VALUES (${pattern})`);
    try {
      return await run().then(
        () => undefined,
        (error: unknown) => error,
      );
    } finally {
      await db.execute(sql`DELETE FROM test_ledger_faults`);
    }
  }

  it('keeps the balance when the ledger insert of a spend fails', async () => {
    const userId = await userWith(100);
    const error = await failingLedgerFor('test:doomed', () =>
      changePoints(db, { userId, delta: -30, reason: 'test:doomed' }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(await balanceOf(userId)).toBe(100);
    await expectLedgerExplainsBalance(userId);
  });

  it('keeps no reservation when the ledger insert of a reservation fails', async () => {
    const userId = await userWith(100);
    const error = await failingLedgerFor('reserve:%', () =>
      reservePoints(db, { userId, amount: 30, reason: 'task' }),
    );
    expect(error).toBeInstanceOf(Error);
    expect(await balanceOf(userId)).toBe(100);
    const held = await db
      .select()
      .from(pointReservations)
      .where(eq(pointReservations.userId, userId));
    expect(held).toEqual([]);
  });

  it('leaves the reservation held when its refund cannot be written, so it can be refunded later', async () => {
    const userId = await userWith(100);
    const id = await reservePoints(db, { userId, amount: 30, reason: 'task' });
    const error = await failingLedgerFor('refund:%', () => refundReservation(db, id));
    expect(error).toBeInstanceOf(Error);
    expect(await reservationStatus(id)).toBe('held');
    expect(await balanceOf(userId)).toBe(70);
    expect(await refundReservation(db, id)).toBe(true);
    expect(await balanceOf(userId)).toBe(100);
    await expectLedgerExplainsBalance(userId);
  });

  it('rolls a change back with the caller transaction that fails after it', async () => {
    const userId = await userWith(100);
    await expect(
      db.transaction(async (tx) => {
        await changePoints(tx, { userId, delta: -60, reason: 'test:in-outer' });
        throw new Error('the work after the charge failed');
      }),
    ).rejects.toThrow('the work after the charge failed');
    expect(await balanceOf(userId)).toBe(100);
    await expectLedgerExplainsBalance(userId);
  });
});
