// The coupon popup's offer: an operator offers one coupon (captio admin coupon offer), free users
// are told of it by check_login's show_coupon and read its code from GET coupon_offer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';
import { offerCoupon } from '../../admin/commands/coupons.js';
import { coupons, users } from '../../db/schema.js';
import { addCoupon, addPlan } from './testing/fixtures.js';

const DAY = 86_400_000;

let t: TestApp;
let free: Record<string, string>;
let vip: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2031-03-01T12:00:00.000Z'));
  await addPlan(t.database.db, { currency: 'EUR' });
  free = (await signUp(t.app)).headers;
  const paying = await signUp(t.app);
  vip = paying.headers;
  await t.database.db
    .update(users)
    .set({ level: 1, expiryDate: new Date(t.clock.now.getTime() + 30 * DAY) })
    .where(eq(users.id, paying.userId));
});
afterAll(async () => {
  await t?.close();
});

/** What each user is told: show_coupon of check_login, and the code the popup would show. */
async function told(headers: Record<string, string>) {
  const check = await t.app.inject({ method: 'GET', url: '/api/auth/check_login/', headers });
  const offer = await t.app.inject({ method: 'GET', url: '/api/pricing/coupon_offer/', headers });
  expect(offer.statusCode).toBe(200);
  return {
    show: json<{ data: { userdata: { show_coupon: boolean } } }>(check).data.userdata.show_coupon,
    code: json<{ data: { coupon: { code: string } | null } }>(offer).data.coupon?.code ?? null,
  };
}

describe('the coupon offer', () => {
  it('is nothing until the operator offers a coupon', async () => {
    await addCoupon(t.database.db, { code: 'NOT-OFFERED' });
    expect(await told(free)).toEqual({ show: false, code: null });
  });

  it('goes to free users, not to a paid plan, with its code and discount', async () => {
    await addCoupon(t.database.db, { code: 'WELCOME20', percentOff: 20 });
    await offerCoupon(t.database.db, { code: 'WELCOME20' }, t.clock.now);
    expect(await told(free)).toEqual({ show: true, code: 'WELCOME20' });
    expect(await told(vip)).toEqual({ show: false, code: null });
    const offer = await t.app.inject({
      method: 'GET',
      url: '/api/pricing/coupon_offer/',
      headers: free,
    });
    expect(json(offer)).toEqual({
      data: {
        coupon: { code: 'WELCOME20', percent_off: 20, amount_off: null, expires_time: null },
        // The currency of the plans on sale, in which an amount off would be taken.
        currency: 'EUR',
      },
    });
  });

  it('is one coupon at a time: offering another takes the first back', async () => {
    await addCoupon(t.database.db, { code: 'SPRING', amountOff: 300, percentOff: null });
    await offerCoupon(t.database.db, { code: 'SPRING' }, t.clock.now);
    expect(await told(free)).toEqual({ show: true, code: 'SPRING' });
    const offered = await t.database.db
      .select({ code: coupons.code })
      .from(coupons)
      .where(eq(coupons.offered, true));
    expect(offered).toEqual([{ code: 'SPRING' }]);
  });

  it('ends when the coupon is used up or past its date, and when the operator says none', async () => {
    await t.database.db
      .update(coupons)
      .set({ maxRedemptions: 1, timesRedeemed: 1 })
      .where(eq(coupons.code, 'SPRING'));
    expect(await told(free)).toEqual({ show: false, code: null });

    await addCoupon(t.database.db, {
      code: 'TODAY',
      expiresAt: new Date(t.clock.now.getTime() + DAY),
    });
    await offerCoupon(t.database.db, { code: 'TODAY' }, t.clock.now);
    expect(await told(free)).toEqual({ show: true, code: 'TODAY' });
    t.clock.advance(2 * DAY);
    expect(await told(free)).toEqual({ show: false, code: null });

    await addCoupon(t.database.db, { code: 'LATER' });
    await offerCoupon(t.database.db, { code: 'LATER' }, t.clock.now);
    expect(await told(free)).toEqual({ show: true, code: 'LATER' });
    await offerCoupon(t.database.db, { code: null }, t.clock.now);
    expect(await told(free)).toEqual({ show: false, code: null });
  });

  it('is only for a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pricing/coupon_offer/' });
    expect(response.statusCode).toBe(401);
  });
});
