import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptionCodes } from '../../db/schema.js';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';
import { generateCode } from '../../admin/commands/codes.js';
import { REDEEM_ATTEMPTS } from './routes.js';
import { addCode, addPlan, ledgerOf, userRow } from './testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function post(url: string, headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

async function codeRow(code: string) {
  const [row] = await t.database.db
    .select()
    .from(redemptionCodes)
    .where(eq(redemptionCodes.code, code));
  return row;
}

/** Makes a code expire at `at` (the operator's `code create --expires`). */
async function expireCode(code: string, at: Date) {
  await t.database.db
    .update(redemptionCodes)
    .set({ expiresAt: at })
    .where(eq(redemptionCodes.code, code));
}

describe('POST /api/pricing/redeem/', () => {
  it('takes a code up to the moment it expires', async () => {
    const plan = await addPlan(t.database.db, { credits: 30 });
    const user = await signUp(t.app);
    const code = await addCode(t.database.db, plan.id);
    await expireCode(code, new Date(t.clock.now.getTime() + 1));
    expect((await post('/api/pricing/redeem/', user.headers, { code })).statusCode).toBe(200);
    expect((await userRow(t.database.db, user.userId)).point).toBe(30);
  });

  it('puts the user on the code’s plan, grants its credits and spends the code', async () => {
    const plan = await addPlan(t.database.db, {
      name: 'Oncely lifetime',
      durationDays: null,
      credits: 300,
    });
    const code = await addCode(t.database.db, plan.id, 'oncely');
    const user = await signUp(t.app);

    const response = await post('/api/pricing/redeem/', user.headers, { code, channel: 'oncely' });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { userdata: Record<string, unknown> }; message: string }>(response);
    expect(body.message).toBe('Code redeemed. Your plan is now Oncely lifetime.');
    expect(body.data.userdata).toMatchObject({
      level: 1,
      point: 300,
      never_expires: true,
      level_data: { name: 'Oncely lifetime', level: 1 },
    });
    expect(await codeRow(code)).toMatchObject({ redeemedBy: user.userId });
    expect(await ledgerOf(t.database.db, user.userId)).toEqual([
      { delta: 300, reason: `plan:${plan.id}`, ref: code },
    ]);
  });

  it.each<[string, string, (code: string) => string]>([
    ['in lower case', generateCode(), (code) => code.toLowerCase()],
    ['with spaces around it', generateCode(), (code) => ` ${code.toLowerCase()} `],
    ['with spaces and a tab inside', generateCode(), (code) => code.replace(/-/g, ' - \t')],
    ['in mixed case', generateCode(), (code) => code.replace(/[A-Z]/g, (c) => c.toLowerCase())],
    ['in upper case, issued in lower case', 'as-key_lower', (code) => code.toUpperCase()],
  ])('takes a code typed %s, and spends the code as issued', async (_case, issued, typed) => {
    const plan = await addPlan(t.database.db, { credits: 40 });
    await t.database.db
      .insert(redemptionCodes)
      .values({ code: issued, channel: 'oncely', planId: plan.id });
    const user = await signUp(t.app);

    const response = await post('/api/pricing/redeem/', user.headers, { code: typed(issued) });

    expect(response.statusCode).toBe(200);
    expect((await userRow(t.database.db, user.userId)).point).toBe(40);
    expect(await codeRow(issued)).toMatchObject({ redeemedBy: user.userId });
    expect(await ledgerOf(t.database.db, user.userId)).toEqual([
      { delta: 40, reason: `plan:${plan.id}`, ref: issued },
    ]);
    const again = await post('/api/pricing/redeem/', (await signUp(t.app)).headers, {
      code: issued,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a second code that differs from one by case alone', async () => {
    const plan = await addPlan(t.database.db);
    await t.database.db
      .insert(redemptionCodes)
      .values({ code: 'CASE-ONLY', channel: 'oncely', planId: plan.id });
    await expect(
      t.database.db
        .insert(redemptionCodes)
        .values({ code: 'case-only', channel: 'oncely', planId: plan.id }),
    ).rejects.toThrow();
  });

  it('answers in the request’s language', async () => {
    const plan = await addPlan(t.database.db, { name: 'VIP' });
    const user = await signUp(t.app);
    const response = await post(
      '/api/pricing/redeem/',
      { ...user.headers, 'accept-language': 'ja-JP' },
      { code: await addCode(t.database.db, plan.id) },
    );
    expect(json<{ message: string }>(response).message).toBe(
      'コードを適用しました。現在のプランは VIP です。',
    );
  });

  it.each([
    [
      'an unknown code',
      'nope',
      undefined,
      404,
      'code_not_found',
      'This code is not valid. Check it and try again.',
    ],
    ['a used code', 'used', undefined, 409, 'code_used', 'This code has already been redeemed.'],
    [
      'a code of another channel',
      'appsumo',
      'oncely',
      400,
      'code_wrong_channel',
      'This code cannot be redeemed here: it belongs to another partner offer.',
    ],
    [
      'a code past its expiry',
      'expired',
      undefined,
      400,
      'code_expired',
      'This code has expired and can no longer be redeemed.',
    ],
  ] as const)('refuses %s', async (_case, kind, channel, status, code, message) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    let value = 'NO-SUCH-CODE';
    if (kind === 'used') {
      value = await addCode(t.database.db, plan.id);
      const other = await signUp(t.app);
      expect((await post('/api/pricing/redeem/', other.headers, { code: value })).statusCode).toBe(
        200,
      );
    }
    if (kind === 'appsumo') value = await addCode(t.database.db, plan.id, 'appsumo');
    if (kind === 'expired') {
      value = await addCode(t.database.db, plan.id);
      await expireCode(value, t.clock.now);
    }

    const response = await post('/api/pricing/redeem/', user.headers, { code: value, channel });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ code, message });
    const row = await userRow(t.database.db, user.userId);
    expect({ level: row.level, point: row.point }).toEqual({ level: 0, point: 0 });
  });

  it.each([
    ['no code', {}],
    ['an empty code', { code: '   ' }],
    ['a number', { code: 12345 }],
    ['an unknown channel', { code: 'X', channel: 'groupon' }],
    ['an extra field', { code: 'X', plan_id: 'unlimited' }],
  ])('answers 400 with field errors for %s', async (_case, payload) => {
    const user = await signUp(t.app);
    const response = await post('/api/pricing/redeem/', user.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(json<{ code: string; errors: unknown[] }>(response)).toMatchObject({
      code: 'invalid_request',
      errors: expect.any(Array),
    });
  });

  it('needs a session and its CSRF token', async () => {
    const plan = await addPlan(t.database.db);
    const code = await addCode(t.database.db, plan.id);
    const user = await signUp(t.app);
    const anonymous = await post('/api/pricing/redeem/', {}, { code });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await post(
      '/api/pricing/redeem/',
      { authorization: `Token ${user.token}` },
      { code },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect((await codeRow(code))?.redeemedAt).toBeNull();
  });

  it('lets exactly one of two simultaneous redemptions of a code win', async () => {
    const plan = await addPlan(t.database.db, { credits: 50 });
    const code = await addCode(t.database.db, plan.id);
    const users = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const responses = await Promise.all(
      users.map((user) => post('/api/pricing/redeem/', user.headers, { code })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = users[responses.findIndex((response) => response.statusCode === 200)];
    expect((await codeRow(code))?.redeemedBy).toBe(winner?.userId);
    const points = await Promise.all(users.map((user) => userRow(t.database.db, user.userId)));
    expect(points.map((row) => row.point).sort()).toEqual([0, 0, 50]);
  });

  it(`stops guessing after ${REDEEM_ATTEMPTS} attempts (429)`, async () => {
    const user = await signUp(t.app);
    for (let attempt = 0; attempt < REDEEM_ATTEMPTS; attempt++) {
      const response = await post('/api/pricing/redeem/', user.headers, {
        code: `GUESS-${attempt}`,
      });
      expect(response.statusCode).toBe(404);
    }
    const blocked = await post('/api/pricing/redeem/', user.headers, { code: 'GUESS-LAST' });
    expect(blocked.statusCode).toBe(429);
    expect(json<{ code: string }>(blocked).code).toBe('too_many_requests');
    // Another session is not blocked by this one's guesses.
    const other = await signUp(t.app);
    expect(
      (await post('/api/pricing/redeem/', other.headers, { code: 'GUESS-0' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/auth/activate_appsumo/', () => {
  it('activates an AppSumo license key and returns the user with the new plan', async () => {
    const plan = await addPlan(t.database.db, {
      name: 'AppSumo tier 1',
      durationDays: null,
      level: 2,
    });
    const key = await addCode(t.database.db, plan.id, 'appsumo');
    const user = await signUp(t.app);
    const response = await post('/api/auth/activate_appsumo/', user.headers, { license_key: key });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { userdata: Record<string, unknown> }; message: string }>(response);
    expect(body.message).toBe('AppSumo plan activated. Your plan is now AppSumo tier 1.');
    expect(body.data.userdata).toMatchObject({
      level: 2,
      never_expires: true,
      level_data: { name: 'AppSumo tier 1', level: 2 },
    });
    const again = await post('/api/auth/activate_appsumo/', user.headers, { license_key: key });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['an unknown key', false, 404, 'code_not_found'],
    ['an oncely code', true, 400, 'code_wrong_channel'],
  ])('refuses %s', async (_case, oncely, status, code) => {
    const plan = await addPlan(t.database.db);
    const licenseKey = oncely ? await addCode(t.database.db, plan.id, 'oncely') : 'UNKNOWN-KEY';
    const user = await signUp(t.app);
    const response = await post('/api/auth/activate_appsumo/', user.headers, {
      license_key: licenseKey,
    });
    expect(response.statusCode).toBe(status);
    expect(json<{ code: string }>(response).code).toBe(code);
    expect((await userRow(t.database.db, user.userId)).level).toBe(0);
  });
});
