import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';
import { nextTerm } from './apply-plan.js';
import { addCode, addPlan, ledgerOf, userRow } from './testing/fixtures.js';

const DAY = 86_400_000;
const GIB = 1024 ** 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface UserData {
  level: number;
  point: number;
  subscription_type: string | null;
  never_expires: boolean;
  drive_size: number;
  level_data: { name: string; level: number };
  level_point: { expiry_date: string | null };
}

async function redeem(headers: Record<string, string>, code: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pricing/redeem/',
    headers,
    payload: { code },
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: { userdata: UserData } }>(response).data.userdata;
}

async function checkLogin(headers: Record<string, string>): Promise<UserData> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/check_login/', headers });
  return json<{ data: { userdata: UserData } }>(response).data.userdata;
}

describe('GET /api/pricing/plans/', () => {
  it('lists the plans on sale with their drive size, cheapest level first', async () => {
    const unlimited = await addPlan(t.database.db, {
      id: 'list-unlimited',
      name: 'Unlimited yearly',
      level: 2,
      price: 9900,
      durationDays: 365,
    });
    const vip = await addPlan(t.database.db, { id: 'list-vip', name: 'VIP monthly', level: 1 });
    const pack = await addPlan(t.database.db, {
      id: 'list-pack',
      name: 'Pay as you go 500',
      level: 1,
      price: 499,
      subscriptionType: 'ugo',
      durationDays: null,
      credits: 500,
    });
    await addPlan(t.database.db, { id: 'list-retired', name: 'Old plan', active: false });

    const response = await t.app.inject({ method: 'GET', url: '/api/pricing/plans/' });
    expect(response.statusCode).toBe(200);
    const { result } = json<{ data: { result: Record<string, unknown>[] } }>(response).data;
    expect(result.map((plan) => plan['plan_id'])).toEqual([pack.id, vip.id, unlimited.id]);
    expect(result[0]).toEqual({
      plan_id: 'list-pack',
      name: 'Pay as you go 500',
      level: 1,
      subscription_type: 'ugo',
      price: 499,
      currency: 'USD',
      duration_days: null,
      credits: 500,
      drive_size: 0,
    });
    expect(result[1]?.['drive_size']).toBe(10 * GIB);
    expect(result[2]?.['drive_size']).toBe(100 * GIB);
  });
});

describe('applying a plan', () => {
  it('adds the days to the time left, starts from now once expired, and counts credits once per grant', async () => {
    const plan = await addPlan(t.database.db, {
      name: 'VIP monthly',
      durationDays: 30,
      credits: 100,
    });
    const user = await signUp(t.app);
    const start = new Date('2030-01-01T00:00:00.000Z');
    t.clock.set(start);

    const first = await redeem(user.headers, await addCode(t.database.db, plan.id));
    expect(first).toMatchObject({
      level: 1,
      point: 100,
      subscription_type: null,
      never_expires: false,
      drive_size: 10 * GIB,
      level_data: { name: 'VIP monthly', level: 1 },
      level_point: { expiry_date: new Date(start.getTime() + 30 * DAY).toISOString() },
    });

    // Ten days in, with twenty left: the new thirty come after them.
    t.clock.advance(10 * DAY);
    const second = await redeem(user.headers, await addCode(t.database.db, plan.id));
    expect(second.level_point.expiry_date).toBe(new Date(start.getTime() + 60 * DAY).toISOString());
    expect(second.point).toBe(200);

    // Past the end the plan no longer counts...
    t.clock.set(new Date(start.getTime() + 61 * DAY));
    expect(await checkLogin(user.headers)).toMatchObject({
      level: 0,
      drive_size: 0,
      level_point: { expiry_date: null },
    });
    // ...and a new one starts from now, not from the old end.
    const third = await redeem(user.headers, await addCode(t.database.db, plan.id));
    expect(third.level_point.expiry_date).toBe(new Date(start.getTime() + 91 * DAY).toISOString());

    const ledger = await ledgerOf(t.database.db, user.userId);
    expect(ledger).toHaveLength(3);
    expect(ledger.every((row) => row.delta === 100 && row.reason === `plan:${plan.id}`)).toBe(true);
  });

  it('makes a plan without a duration never expire, and pay-as-you-go packs ugo without a drive', async () => {
    const pack = await addPlan(t.database.db, {
      name: 'Pay as you go 500',
      subscriptionType: 'ugo',
      durationDays: null,
      credits: 500,
    });
    const user = await signUp(t.app);
    t.clock.set(new Date('2031-06-01T00:00:00.000Z'));
    const userdata = await redeem(user.headers, await addCode(t.database.db, pack.id));
    expect(userdata).toMatchObject({
      level: 1,
      subscription_type: 'ugo',
      never_expires: true,
      drive_size: 0,
      point: 500,
      level_point: { expiry_date: null },
    });
    t.clock.advance(5000 * DAY);
    expect((await checkLogin(user.headers)).level).toBe(1);
    const row = await userRow(t.database.db, user.userId);
    expect(row).toMatchObject({ neverExpires: true, expiryDate: null, planName: pack.name });
  });

  it('keeps a running plan when a pack of credits is bought, adding only the credits', async () => {
    const unlimited = await addPlan(t.database.db, {
      name: 'Unlimited',
      level: 2,
      durationDays: 30,
      credits: 0,
    });
    const pack = await addPlan(t.database.db, {
      name: 'Pay as you go 100',
      subscriptionType: 'ugo',
      durationDays: null,
      credits: 100,
    });
    const user = await signUp(t.app);
    const start = new Date('2032-01-01T00:00:00.000Z');
    t.clock.set(start);
    await redeem(user.headers, await addCode(t.database.db, unlimited.id));
    const after = await redeem(user.headers, await addCode(t.database.db, pack.id));
    expect(after).toMatchObject({
      level: 2,
      point: 100,
      subscription_type: null,
      drive_size: expect.any(Number),
      level_data: { name: 'Unlimited', level: 2 },
      level_point: { expiry_date: new Date(start.getTime() + 30 * DAY).toISOString() },
    });
    expect(after.drive_size).toBeGreaterThan(0);
    // Once it has ended, a pack makes the account pay-as-you-go.
    t.clock.set(new Date(start.getTime() + 31 * DAY));
    const later = await redeem(user.headers, await addCode(t.database.db, pack.id));
    expect(later).toMatchObject({ level: 1, subscription_type: 'ugo', point: 200 });
  });

  it('refuses a lower plan while a higher one runs, and keeps the code for later', async () => {
    const unlimited = await addPlan(t.database.db, {
      name: 'Unlimited',
      level: 2,
      durationDays: 30,
    });
    const vip = await addPlan(t.database.db, { name: 'VIP', level: 1, durationDays: 30 });
    const user = await signUp(t.app);
    t.clock.set(new Date('2033-01-01T00:00:00.000Z'));
    await redeem(user.headers, await addCode(t.database.db, unlimited.id));
    const code = await addCode(t.database.db, vip.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/redeem/',
      headers: { ...user.headers, 'accept-language': 'de-DE' },
      payload: { code },
    });
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'plan_lower',
      message: expect.stringContaining('Ihr aktueller Tarif'),
    });
    expect((await checkLogin(user.headers)).level_data.name).toBe('Unlimited');
    t.clock.advance(31 * DAY);
    expect((await redeem(user.headers, code)).level_data).toEqual({ name: 'VIP', level: 1 });
  });

  it('grants no ledger row for a plan without credits', async () => {
    const plan = await addPlan(t.database.db, { credits: 0 });
    const user = await signUp(t.app);
    await redeem(user.headers, await addCode(t.database.db, plan.id));
    expect(await ledgerOf(t.database.db, user.userId)).toEqual([]);
  });
});

describe('nextTerm', () => {
  const now = new Date('2030-03-01T00:00:00.000Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  it.each([
    ['nothing before', { expiryDate: null, neverExpires: false }, 30, at(30), false],
    ['time left', { expiryDate: at(5), neverExpires: false }, 30, at(35), false],
    ['expired', { expiryDate: at(-5), neverExpires: false }, 30, at(30), false],
    ['ending right now', { expiryDate: now, neverExpires: false }, 7, at(7), false],
    ['no duration', { expiryDate: at(5), neverExpires: false }, null, null, true],
  ])('%s', (_case, current, days, expiryDate, neverExpires) => {
    expect(nextTerm(current, days, now)).toEqual({ expiryDate, neverExpires });
  });
});
