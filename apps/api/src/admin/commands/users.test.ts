import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { pointLedger, users } from '../../db/schema.js';
import { toUserData } from '../../modules/users/userdata.js';

let database: OpenDatabase;
let adaId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [ada] = await database.db
    .insert(users)
    .values({ email: 'ada@example.com', subscriptionType: 'ugo', level: 1, planName: 'Pack' })
    .returning();
  adaId = ada?.id ?? 0;
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2024-06-01T00:00:00Z');
const ada = async () => {
  const [row] = await database.db.select().from(users).where(eq(users.id, adaId));
  if (!row) throw new Error('ada is gone');
  return row;
};

describe('user set-level', () => {
  it.each([
    [
      ['user', 'set-level', 'ada@example.com', '2', '--days', '30'],
      'ada@example.com is on level 2 (unlimited) until 2024-07-01 00:00 UTC',
      {
        level: 2,
        planName: 'unlimited',
        subscriptionType: null,
        expiryDate: new Date('2024-07-01T00:00:00Z'),
        neverExpires: false,
      },
    ],
    [
      ['user', 'set-level', 'ADA@Example.com', '1'],
      'ada@example.com is on level 1 (vip) for good',
      { level: 1, planName: 'vip', expiryDate: null, neverExpires: true },
    ],
    [
      ['user', 'set-level', 'ada@example.com', '3', '--days', '1'],
      'ada@example.com is on level 3 (api-3) until 2024-06-02 00:00 UTC',
      { level: 3, planName: 'api-3', neverExpires: false },
    ],
    [
      ['user', 'set-level', 'ada@example.com', '0'],
      'ada@example.com is on the free level',
      { level: 0, planName: null, expiryDate: null, neverExpires: false },
    ],
  ])('%j', async (words, text, row) => {
    const run = await admin(database.db, words, NOW);
    expect(run.text).toBe(text);
    expect(await ada()).toMatchObject(row);
  });

  it('gives the user the level and drive the api then reports', async () => {
    await admin(database.db, ['user', 'set-level', 'ada@example.com', '1', '--days', '10'], NOW);
    const userdata = toUserData(await ada(), NOW);
    expect(userdata).toMatchObject({
      level: 1,
      level_data: { name: 'vip', level: 1 },
      drive_size: 10 * 1024 ** 3,
    });
    expect(toUserData(await ada(), new Date('2024-06-12T00:00:00Z')).level).toBe(0);
  });

  it('refuses an unknown user', async () => {
    const run = await admin(database.db, ['user', 'set-level', 'bob@example.com', '1']);
    expect(run.outcome).toEqual({
      ok: false,
      kind: 'refused',
      message: 'there is no user with the e-mail address bob@example.com',
    });
  });

  it.each([
    [['user', 'set-level', 'ada@example.com'], 'missing <level>'],
    [['user', 'set-level', 'ada@example.com', 'vip'], '<level> must be a whole number, not "vip"'],
    [['user', 'set-level', 'ada', '1'], 'email: that is not an e-mail address'],
    [
      ['user', 'set-level', 'ada@example.com', '0', '--days', '3'],
      'days: level 0 is free: it takes no --days',
    ],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(
      `${message} (usage: captio admin user set-level <email> <level> [--days N])`,
    );
  });
});

describe('user grant', () => {
  it('adds credits through the ledger, with the reason', async () => {
    const run = await admin(database.db, [
      'user',
      'grant',
      'ada@example.com',
      '150',
      '--reason',
      'support ticket 42',
    ]);
    expect(run.text).toBe('gave 150 credits to ada@example.com; balance 150');
    expect((await ada()).point).toBe(150);
    const ledger = await database.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userId, adaId));
    expect(ledger).toEqual([
      expect.objectContaining({ delta: 150, balance: 150, reason: 'grant:support ticket 42' }),
    ]);
  });

  it('takes credits back with a negative number', async () => {
    const run = await admin(database.db, [
      'user',
      'grant',
      'ada@example.com',
      '-50',
      '--reason',
      'mistake',
    ]);
    expect(run.text).toBe('took 50 credits from ada@example.com; balance 100');
  });

  it('refuses to take more than the balance, and changes nothing', async () => {
    const run = await admin(database.db, [
      'user',
      'grant',
      'ada@example.com',
      '-101',
      '--reason',
      'too much',
    ]);
    expect(run.outcome).toEqual({
      ok: false,
      kind: 'refused',
      message: 'ada@example.com has 100 credits: cannot take 101',
    });
    expect((await ada()).point).toBe(100);
    expect(await database.db.select().from(pointLedger)).toHaveLength(2);
  });

  it.each([
    [['user', 'grant', 'ada@example.com', '10'], '--reason is required'],
    [
      ['user', 'grant', 'ada@example.com', '0', '--reason', 'x'],
      'credits: grant a number of credits other than 0',
    ],
    [
      ['user', 'grant', 'ada@example.com', '1.5', '--reason', 'x'],
      '<credits> must be a whole number, not "1.5"',
    ],
    [['user', 'grant', 'ada@example.com', '10', '--reason', '  '], 'reason: say why with --reason'],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(
      `${message} (usage: captio admin user grant <email> <credits> --reason <text>)`,
    );
  });
});
