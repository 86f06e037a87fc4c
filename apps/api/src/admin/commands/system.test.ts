import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { coupons, mailOutbox, plans, routeRedirects, users, versions } from '../../db/schema.js';
import { readFlags } from '../../modules/system/flags.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('maintenance and notice', () => {
  it.each([
    [['maintenance', 'on'], 'maintenance is on', { maintenance: true, show_notice: false }],
    [['notice', 'on'], 'notice is on', { maintenance: true, show_notice: true }],
    [['maintenance', 'off'], 'maintenance is off', { maintenance: false, show_notice: true }],
    [['maintenance', 'off'], 'maintenance is off', { maintenance: false, show_notice: true }],
    [['notice', 'off'], 'notice is off', { maintenance: false, show_notice: false }],
  ])('%j says "%s" and leaves the switches at %j', async (words, text, switches) => {
    const run = await admin(database.db, words);
    expect(run.text).toBe(text);
    expect(run.result).toEqual(switches);
    expect(await readFlags(database.db)).toEqual(switches);
  });

  it.each([
    [['maintenance'], 'missing <on|off>'],
    [['notice', 'yes'], 'expected on or off, not "yes"'],
    [['maintenance', 'on', 'now'], 'unexpected argument "now"'],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(`${message} (usage: captio admin ${words[0]} on|off)`);
  });
});

describe('status', () => {
  it('shows the switches and what the operator has set up', async () => {
    const db = database.db;
    await db.insert(users).values([{ email: 'a@example.com' }, { email: 'b@example.com' }]);
    await db.insert(versions).values([
      { version: '1.0', versionName: 'a', versionInfo: 'a', createdAt: new Date('2024-01-01') },
      { version: '1.1', versionName: 'b', versionInfo: 'b', createdAt: new Date('2024-02-01') },
    ]);
    await db.insert(plans).values([
      { id: 'vip', name: 'VIP', level: 1, price: 900 },
      { id: 'old', name: 'Old', level: 1, price: 500, active: false },
    ]);
    await db.insert(coupons).values({ code: 'TEN', percentOff: 10 });
    await db.insert(routeRedirects).values({ path: '/a', target: '/b' });
    await db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 's', body: 'b' },
      { to: 'b@example.com', subject: 's', body: 'b', sentAt: new Date() },
    ]);
    await admin(db, ['notice', 'on']);

    const run = await admin(db, ['status']);
    expect(run.result).toEqual({
      maintenance: false,
      show_notice: true,
      users: 2,
      latest_version: '1.1',
      active_plans: 1,
      unused_codes: 0,
      coupons: 1,
      redirects: 1,
      unsent_mail: 1,
    });
    expect(run.text).toBe(
      [
        'maintenance:    off',
        'notice:         on',
        'users:          2',
        'latest version: 1.1',
        'active plans:   1',
        'unused codes:   0',
        'coupons:        1',
        'redirects:      1',
        'unsent mail:    1',
      ].join('\n'),
    );
  });

  it('takes no arguments', async () => {
    expect(await usageError(['status', 'now'])).toBe(
      'unexpected argument "now" (usage: captio admin status)',
    );
  });
});
