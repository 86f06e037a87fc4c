import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';
import { addCoupon, addPlan } from './testing/fixtures.js';

const DAY = 86_400_000;

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signUp(t.app)).headers;
});
afterAll(async () => {
  await t?.close();
});

function check(payload: unknown, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pricing/coupon/',
    headers: { ...headers, ...extra },
    payload: payload as object,
  });
}

describe('POST /api/pricing/coupon/', () => {
  it.each([
    ['10% off', { percentOff: 10 }, 999, 899],
    ['a third off, rounded to the cent', { percentOff: 33 }, 999, 669],
    ['100% off', { percentOff: 100 }, 999, 0],
    ['2.50 off', { amountOff: 250, percentOff: null }, 999, 749],
    ['more off than the price', { amountOff: 5000, percentOff: null }, 999, 0],
  ])('gives the price after %s', async (_case, discount, price, expected) => {
    const plan = await addPlan(t.database.db, { price, currency: 'EUR' });
    const coupon = await addCoupon(t.database.db, discount);
    const response = await check({ code: coupon.code, plan_id: plan.id });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        coupon: {
          code: coupon.code,
          percent_off: coupon.percentOff,
          amount_off: coupon.amountOff,
          expires_time: null,
        },
        original_price: price,
        price: expected,
        currency: 'EUR',
      },
    });
  });

  it('accepts a coupon until its expiry and not after', async () => {
    t.clock.set(new Date('2030-05-01T12:00:00.000Z'));
    const plan = await addPlan(t.database.db);
    const coupon = await addCoupon(t.database.db, {
      expiresAt: new Date(t.clock.now.getTime() + DAY),
    });
    const before = await check({ code: coupon.code, plan_id: plan.id });
    expect(before.statusCode).toBe(200);
    expect(
      json<{ data: { coupon: { expires_time: string } } }>(before).data.coupon.expires_time,
    ).toBe('2030-05-02T12:00:00.000Z');
    t.clock.advance(DAY);
    const after = await check({ code: coupon.code, plan_id: plan.id });
    expect(after.statusCode).toBe(400);
    expect(json(after)).toEqual({ code: 'coupon_expired', message: 'This coupon has expired.' });
  });

  it.each([
    [
      'an unknown coupon',
      async () => 'NO-SUCH-COUPON',
      404,
      'coupon_not_found',
      'Este código de cupón no existe.',
    ],
    [
      'an expired coupon',
      async () => (await addCoupon(t.database.db, { expiresAt: new Date('2001-01-01') })).code,
      400,
      'coupon_expired',
      'Este cupón ha caducado.',
    ],
    [
      'a used-up coupon',
      async () => (await addCoupon(t.database.db, { maxRedemptions: 3, timesRedeemed: 3 })).code,
      400,
      'coupon_used_up',
      'Este cupón ya se ha usado todas las veces permitidas.',
    ],
  ])('refuses %s with a localized message', async (_case, makeCode, status, code, message) => {
    t.clock.set(new Date());
    const plan = await addPlan(t.database.db);
    const response = await check(
      { code: await makeCode(), plan_id: plan.id },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ code, message });
  });

  it.each([
    ['an unknown plan', 'no-such-plan'],
    ['a plan off sale', 'retired'],
  ])('answers 404 for %s', async (_case, planId) => {
    if (planId === 'retired') await addPlan(t.database.db, { id: 'retired', active: false });
    const coupon = await addCoupon(t.database.db);
    const response = await check({ code: coupon.code, plan_id: planId });
    expect(response.statusCode).toBe(404);
    expect(json<{ code: string }>(response).code).toBe('plan_not_found');
  });

  it.each([
    ['no plan', { code: 'SAVE' }],
    ['no code', { plan_id: 'x' }],
    ['a too long code', { code: 'X'.repeat(65), plan_id: 'x' }],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(json<{ code: string }>(response).code).toBe('invalid_request');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/coupon/',
      payload: { code: 'SAVE', plan_id: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
