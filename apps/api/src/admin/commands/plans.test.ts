import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { plans } from '../../db/schema.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const USAGE =
  '(usage: captio admin plan set <id> --name <n> --level <level> --price <cents> --currency USD [--days N] [--credits N] [--ugo] [--inactive])';
const vip = [
  'plan',
  'set',
  'vip-month',
  '--name',
  'VIP',
  '--level',
  '1',
  '--price',
  '999',
  '--currency',
  'usd',
];

describe('plan set', () => {
  it('creates a plan that never ends when no --days is given', async () => {
    const run = await admin(database.db, [...vip, '--credits', '100']);
    expect(run.text).toBe(
      'created plan vip-month: VIP, level 1, 9.99 USD, never ends, 100 credits',
    );
    const [row] = await database.db.select().from(plans);
    expect(row).toMatchObject({
      id: 'vip-month',
      name: 'VIP',
      level: 1,
      subscriptionType: null,
      price: 999,
      currency: 'USD',
      durationDays: null,
      credits: 100,
      active: true,
    });
  });

  it('replaces every field of an existing plan', async () => {
    const run = await admin(database.db, [...vip, '--days', '30', '--ugo', '--inactive']);
    expect(run.text).toBe(
      'updated plan vip-month: VIP, level 1 (ugo), 9.99 USD, 30 days, 0 credits, not on sale',
    );
    const rows = await database.db.select().from(plans);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subscriptionType: 'ugo',
      durationDays: 30,
      credits: 0,
      active: false,
    });
  });

  it.each([
    [['plan', 'set', '--name', 'x'], 'missing <id>'],
    [
      [
        'plan',
        'set',
        'Big Plan',
        '--name',
        'x',
        '--level',
        '1',
        '--price',
        '1',
        '--currency',
        'USD',
      ],
      'id: a plan id is up to 64 lower-case letters, digits and . _ -',
    ],
    [
      ['plan', 'set', 'p', '--level', '1', '--price', '1', '--currency', 'USD'],
      '--name is required',
    ],
    [
      ['plan', 'set', 'p', '--name', 'x', '--level', 'vip', '--price', '1', '--currency', 'USD'],
      '--level must be a whole number, not "vip"',
    ],
    [
      ['plan', 'set', 'p', '--name', 'x', '--level', '1', '--price', '9.99', '--currency', 'USD'],
      '--price must be a whole number, not "9.99"',
    ],
    [
      ['plan', 'set', 'p', '--name', 'x', '--level', '1', '--price', '-1', '--currency', 'USD'],
      'price: the price is 0 or more (in cents)',
    ],
    [
      ['plan', 'set', 'p', '--name', 'x', '--level', '1', '--price', '1', '--currency', 'dollars'],
      'currency: a currency is a three-letter code such as USD',
    ],
    [
      [
        'plan',
        'set',
        'p',
        '--name',
        'x',
        '--level',
        '1',
        '--price',
        '1',
        '--currency',
        'USD',
        '--days',
        '0',
      ],
      'days: a plan lasts 1 day or more',
    ],
    [
      [
        'plan',
        'set',
        'p',
        '--name',
        'x',
        '--level',
        '1',
        '--price',
        '1',
        '--currency',
        'USD',
        '--free',
      ],
      'unknown option --free',
    ],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(`${message} ${USAGE}`);
  });
});

describe('plan list', () => {
  it('lists every plan, by level and price, on sale or not', async () => {
    await admin(database.db, [
      'plan',
      'set',
      'unlimited-year',
      '--name',
      'Unlimited',
      '--level',
      '2',
      '--price',
      '9900',
      '--currency',
      'USD',
      '--days',
      '365',
    ]);
    await admin(database.db, [
      'plan',
      'set',
      'yen',
      '--name',
      'Yen pack',
      '--level',
      '1',
      '--price',
      '500',
      '--currency',
      'JPY',
      '--ugo',
      '--credits',
      '50',
    ]);
    const run = await admin(database.db, ['plan', 'list']);
    expect(run.text).toBe(
      [
        'ID              NAME       LEVEL  TYPE  PRICE      DURATION    CREDITS  ON SALE',
        'yen             Yen pack   1      ugo   500 JPY    never ends  50       yes',
        'vip-month       VIP        1      ugo   9.99 USD   30 days     0        no',
        'unlimited-year  Unlimited  2      -     99.00 USD  365 days    0        yes',
      ].join('\n'),
    );
  });
});
