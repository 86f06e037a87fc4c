import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.js';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import {
  addCode,
  addCoupon,
  addPlan,
  couponRow,
  ledgerOf,
  paymentRow,
  userRow,
} from './testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface CheckoutData {
  transaction_id: string;
  checkout_url: string;
  provider: string;
  status: string;
}

async function checkout(user: SignedIn, payload: Record<string, unknown>, language = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/pricing/checkout/',
    headers: { ...user.headers, 'accept-language': language },
    payload,
  });
}

async function startPayment(
  user: SignedIn,
  payload: Record<string, unknown>,
  language?: string,
): Promise<CheckoutData> {
  const response = await checkout(user, payload, language);
  expect(response.statusCode).toBe(200);
  return json<{ data: CheckoutData }>(response).data;
}

/** What a browser sends when it navigates or posts a form. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

function page(transactionId: string, token?: string, language = 'en-US', query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/pay/local/${transactionId}/${query}`,
    headers: { 'accept-language': language, accept: BROWSER_ACCEPT },
    cookies: token ? { token } : {},
  });
}

function pay(
  transactionId: string,
  user: Pick<SignedIn, 'token' | 'csrftoken'>,
  csrf?: string,
  query = '',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/pay/local/${transactionId}/complete${query}`,
    headers: { 'content-type': FORM, accept: BROWSER_ACCEPT },
    cookies: { token: user.token },
    payload: new URLSearchParams({ csrftoken: csrf ?? user.csrftoken }).toString(),
  });
}

function transaction(user: SignedIn, transactionId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/pricing/transaction/${transactionId}/`,
    headers: user.headers,
  });
}

function successLocation(
  transactionId: string,
  value: string,
  currency: string,
  home = '/',
): string {
  return `${t.config.publicUrl}${home}?payment=success&transaction_id=${transactionId}&value=${value}&currency=${currency}`;
}

describe('checkout with the local provider', () => {
  it('starts a pending payment that the buyer can look up', async () => {
    const plan = await addPlan(t.database.db, { name: 'VIP monthly', price: 999 });
    const user = await signUp(t.app);
    const started = await startPayment(user, { plan_id: plan.id });
    expect(started).toEqual({
      transaction_id: expect.stringMatching(/^tx_[\w-]{24}$/),
      checkout_url: `${t.config.publicUrl}/api/pay/local/${started.transaction_id}/?locale=en-US`,
      provider: 'local',
      status: 'pending',
    });
    const response = await transaction(user, started.transaction_id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        transaction_id: started.transaction_id,
        plan_id: plan.id,
        plan_name: 'VIP monthly',
        status: 'pending',
        amount: 999,
        value: 9.99,
        currency: 'USD',
        coupon: null,
        provider: 'local',
        created_time: expect.any(String),
        completed_time: null,
      },
    });
  });

  it('serves an accessible, localized page without scripts', async () => {
    const plan = await addPlan(t.database.db, {
      name: 'Illimité <annuel>',
      price: 999,
      currency: 'EUR',
    });
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await page(transaction_id, user.token, 'fr-FR,fr;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = response.body;
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<title>Finalisez votre achat</title>');
    expect(html).toContain('Illimité &lt;annuel&gt;');
    expect(html).toMatch(/<button type="submit">Payer 9,99\s€<\/button>/u);
    expect(html).toContain(
      `<a href="${t.config.publicUrl}/fr-FR/pricing?payment=cancelled">Annuler</a>`,
    );
    expect(html).toContain(`action="/api/pay/local/${transaction_id}/complete?locale=fr-FR"`);
    expect(html).toContain(`name="csrftoken" value="${user.csrftoken}"`);
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it.each([
    ['USD', 999, '9.99'],
    ['EUR', 1000, '10.00'],
    ['JPY', 500, '500'],
  ])(
    'pays in %s, applies the plan and lands on the success address',
    async (currency, price, value) => {
      const plan = await addPlan(t.database.db, { price, currency, credits: 100 });
      const user = await signUp(t.app);
      const { transaction_id } = await startPayment(user, { plan_id: plan.id });

      const paid = await pay(transaction_id, user);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers['location']).toBe(successLocation(transaction_id, value, currency));

      const status = json<{ data: { status: string; completed_time: string } }>(
        await transaction(user, transaction_id),
      ).data;
      expect(status.status).toBe('completed');
      expect(status.completed_time).toEqual(expect.any(String));
      const row = await userRow(t.database.db, user.userId);
      expect({ level: row.level, point: row.point, planName: row.planName }).toEqual({
        level: 1,
        point: 100,
        planName: plan.name,
      });
      expect(await ledgerOf(t.database.db, user.userId)).toEqual([
        { delta: 100, reason: `plan:${plan.id}`, ref: transaction_id },
      ]);
    },
  );

  it('completes once however often the buyer pays, even at the same moment', async () => {
    const plan = await addPlan(t.database.db, { credits: 70 });
    const coupon = await addCoupon(t.database.db, { percentOff: 50 });
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id, coupon: coupon.code });

    const together = await Promise.all([0, 1, 2].map(() => pay(transaction_id, user)));
    const later = await pay(transaction_id, user);
    for (const response of [...together, later]) {
      expect(response.statusCode).toBe(303);
      // Half of 9.99: the half cent goes to the buyer.
      expect(response.headers['location']).toBe(successLocation(transaction_id, '4.99', 'USD'));
    }
    expect(await ledgerOf(t.database.db, user.userId)).toHaveLength(1);
    expect((await userRow(t.database.db, user.userId)).point).toBe(70);
    expect((await couponRow(t.database.db, coupon.code)).timesRedeemed).toBe(1);

    const again = await page(transaction_id, user.token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment is already complete.');
    expect(again.body).not.toContain('<form');
  });

  it('keeps a payment to its owner: another user gets 404 everywhere and changes nothing', async () => {
    const plan = await addPlan(t.database.db);
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { transaction_id } = await startPayment(owner, { plan_id: plan.id });

    const lookup = await transaction(other, transaction_id);
    expect(lookup.statusCode).toBe(404);
    expect(json(lookup)).toEqual({
      code: 'transaction_not_found',
      message: 'This payment does not exist.',
    });
    expect((await page(transaction_id, other.token)).statusCode).toBe(404);
    const paid = await pay(transaction_id, other);
    expect(paid.statusCode).toBe(404);
    expect(paid.body).toContain('This payment does not exist.');
    expect(paid.body).not.toContain(plan.name);

    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
    expect((await userRow(t.database.db, other.userId)).level).toBe(0);
    expect((await userRow(t.database.db, owner.userId)).level).toBe(0);
    expect((await transaction(owner, 'tx_unknown')).statusCode).toBe(404);
  });

  it.each([
    ['without a session cookie', 'none', 401, 'Please sign in to continue.'],
    ['without the page’s CSRF token', 'no-csrf', 403, 'The security token of this page is missing'],
    ['with a wrong CSRF token', 'wrong-csrf', 403, 'The security token of this page is missing'],
  ])('refuses to pay %s', async (_case, kind, status, text) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response =
      kind === 'none'
        ? await t.app.inject({
            method: 'POST',
            url: `/api/pay/local/${transaction_id}/complete`,
            headers: { 'content-type': FORM, accept: BROWSER_ACCEPT, ...user.headers },
            payload: `csrftoken=${user.csrftoken}`,
          })
        : await pay(transaction_id, user, kind === 'no-csrf' ? '' : 'x'.repeat(43));
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(text);
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
  });

  it.each([
    ['a number', () => ({ csrftoken: 123 })],
    ['a list', () => ({ csrftoken: ['a', 'b'] })],
    ['an object', () => ({ csrftoken: { value: 'a' } })],
    ['null', () => ({ csrftoken: null })],
    ['the right token', (user: SignedIn) => ({ csrftoken: user.csrftoken })],
  ])(
    'refuses a JSON body with %s as csrftoken: 415 (the page posts a form)',
    async (_case, body) => {
      const plan = await addPlan(t.database.db);
      const user = await signUp(t.app);
      const { transaction_id } = await startPayment(user, { plan_id: plan.id });
      const payload = JSON.stringify(body(user));
      const request = {
        method: 'POST' as const,
        url: `/api/pay/local/${transaction_id}/complete`,
        cookies: { token: user.token },
        payload,
      };
      const asBrowser = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json', accept: BROWSER_ACCEPT },
      });
      expect(asBrowser.statusCode).toBe(415);
      expect(asBrowser.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(asBrowser.body).toContain('This kind of request body is not accepted here.');
      const asProgram = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json' },
      });
      expect(asProgram.statusCode).toBe(415);
      expect(json(asProgram)).toEqual({
        message: 'This kind of request body is not accepted here.',
        code: 'unsupported_media_type',
      });
      expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
    },
  );

  it.each([
    ['a field it does not take', 'csrftoken=x&amount=0', 400, 'invalid_request'],
    ['the token twice, the last one wrong', 'csrftoken=%s&csrftoken=x', 403, 'csrf_failed'],
    ['no field', '', 403, 'csrf_failed'],
  ])('refuses a form with %s', async (_case, form, status, code) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/pay/local/${transaction_id}/complete`,
      headers: { 'content-type': FORM },
      cookies: { token: user.token },
      payload: form.replace('%s', user.csrftoken),
    });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ code });
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
  });

  it.each([
    ['the page without a session', 'GET', '/', 401, 'not_signed_in'],
    ['paying without a session', 'POST', '/complete', 401, 'not_signed_in'],
    ['the page of an unknown payment', 'GET', '/', 404, 'transaction_not_found'],
  ] as const)(
    'answers a client that does not ask for HTML with the api’s JSON failure: %s',
    async (_case, method, suffix, status, code) => {
      const user = await signUp(t.app);
      const response = await t.app.inject({
        method,
        url: `/api/pay/local/tx_unknown${suffix === '/' ? '/' : '/complete'}`,
        headers: {
          'accept-language': 'it-IT',
          ...(method === 'POST' ? { 'content-type': FORM } : {}),
        },
        cookies: status === 401 ? {} : { token: user.token },
        ...(method === 'POST' ? { payload: `csrftoken=${user.csrftoken}` } : {}),
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json(response)).toMatchObject({ code, message: expect.any(String) });
    },
  );

  it('shows a signed-out visitor a page that leads to sign-in', async () => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await page(transaction_id, undefined, 'de-DE');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain(
      `<a href="${t.config.publicUrl}/de-DE/users/signin">Anmelden</a>`,
    );
  });

  it('speaks the locale the purchase started in, whatever the browser says, and returns in it', async () => {
    const plan = await addPlan(t.database.db, { price: 1000, currency: 'EUR' });
    const user = await signUp(t.app);
    // The pricing page asks in its own language: /fr-FR/pricing.
    const started = await startPayment(user, { plan_id: plan.id }, 'fr-FR');
    const query = '?locale=fr-FR';
    expect(started.checkout_url).toBe(
      `${t.config.publicUrl}/api/pay/local/${started.transaction_id}/${query}`,
    );
    const shown = await page(started.transaction_id, user.token, 'en-US', query);
    expect(shown.body).toContain('<html lang="fr-FR">');
    expect(shown.body).toContain(
      `<a href="${t.config.publicUrl}/fr-FR/pricing?payment=cancelled">Annuler</a>`,
    );
    const paid = await pay(started.transaction_id, user, undefined, query);
    expect(paid.headers['location']).toBe(
      successLocation(started.transaction_id, '10.00', 'EUR', '/fr-FR'),
    );
    const again = await page(started.transaction_id, user.token, 'en-US', query);
    expect(again.body).toContain('Ce paiement est déjà effectué.');
  });

  it('refuses a locale it does not speak in the address', async () => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await page(transaction_id, user.token, 'en-US', '?locale=xx-XX');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="en-US">');
  });

  it('will not complete a payment that failed', async () => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    await t.database.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.transactionId, transaction_id));
    expect((await page(transaction_id, user.token)).statusCode).toBe(409);
    const paid = await pay(transaction_id, user);
    expect(paid.statusCode).toBe(409);
    expect((await userRow(t.database.db, user.userId)).level).toBe(0);
  });

  it('refuses a lower plan while a higher one runs, before anything is paid', async () => {
    const unlimited = await addPlan(t.database.db, { name: 'Unlimited', level: 2, price: 0 });
    const vip = await addPlan(t.database.db, { name: 'VIP', level: 1, price: 999 });
    const pack = await addPlan(t.database.db, {
      name: 'Pay as you go 100',
      subscriptionType: 'ugo',
      durationDays: null,
      price: 499,
    });
    const user = await signUp(t.app);
    const code = await addCode(t.database.db, unlimited.id);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/redeem/',
      headers: user.headers,
      payload: { code },
    });
    expect(redeemed.statusCode).toBe(200);
    const refused = await checkout(user, { plan_id: vip.id }, 'fr-FR');
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'plan_lower',
      message: expect.stringContaining('Votre forfait actuel'),
    });
    const before = await t.database.db.select().from(payments);
    expect(before.filter((payment) => payment.userId === user.userId)).toEqual([]);
    // Credits can still be bought on top of it.
    await startPayment(user, { plan_id: pack.id });
  });

  it('prices the payment with the coupon on the server', async () => {
    const plan = await addPlan(t.database.db, { price: 999 });
    const coupon = await addCoupon(t.database.db, { percentOff: 10 });
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id, coupon: coupon.code });
    const { data } = json<{ data: Record<string, unknown> }>(
      await transaction(user, transaction_id),
    );
    expect(data).toMatchObject({ amount: 899, value: 8.99, coupon: coupon.code });
    // The coupon counts when the payment completes, not before.
    expect((await couponRow(t.database.db, coupon.code)).timesRedeemed).toBe(0);
  });

  it('completes at once when the coupon leaves nothing to pay', async () => {
    const plan = await addPlan(t.database.db, { credits: 40 });
    const coupon = await addCoupon(t.database.db, { percentOff: 100 });
    const user = await signUp(t.app);
    const started = await startPayment(user, { plan_id: plan.id, coupon: coupon.code });
    expect(started).toEqual({
      transaction_id: started.transaction_id,
      checkout_url: successLocation(started.transaction_id, '0.00', 'USD'),
      provider: 'free',
      status: 'completed',
    });
    expect((await userRow(t.database.db, user.userId)).point).toBe(40);
    expect((await couponRow(t.database.db, coupon.code)).timesRedeemed).toBe(1);
  });

  it('gives the last use of a free-making coupon to one buyer only', async () => {
    const plan = await addPlan(t.database.db);
    const coupon = await addCoupon(t.database.db, { percentOff: 100, maxRedemptions: 1 });
    const buyers = await Promise.all([signUp(t.app), signUp(t.app)]);
    const responses = await Promise.all(
      buyers.map((buyer) => checkout(buyer, { plan_id: plan.id, coupon: coupon.code })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const levels = await Promise.all(buyers.map((buyer) => userRow(t.database.db, buyer.userId)));
    expect(levels.map((row) => row.level).sort()).toEqual([0, 1]);
    expect((await couponRow(t.database.db, coupon.code)).timesRedeemed).toBe(1);
  });

  it.each([
    ['an unknown plan', async () => ({ plan_id: 'no-such-plan' }), 404, 'plan_not_found'],
    [
      'a plan off sale',
      async () => ({ plan_id: (await addPlan(t.database.db, { active: false })).id }),
      404,
      'plan_not_found',
    ],
    [
      'a free plan',
      async () => ({ plan_id: (await addPlan(t.database.db, { price: 0 })).id }),
      400,
      'plan_free',
    ],
    [
      'an unknown coupon',
      async () => ({ plan_id: (await addPlan(t.database.db)).id, coupon: 'NOPE' }),
      404,
      'coupon_not_found',
    ],
    [
      'an expired coupon',
      async () => ({
        plan_id: (await addPlan(t.database.db)).id,
        coupon: (await addCoupon(t.database.db, { expiresAt: new Date('2001-01-01') })).code,
      }),
      400,
      'coupon_expired',
    ],
    ['no plan', async () => ({}), 400, 'invalid_request'],
    ['a number as plan', async () => ({ plan_id: 7 }), 400, 'invalid_request'],
  ])('refuses a checkout of %s', async (_case, makePayload, status, code) => {
    const user = await signUp(t.app);
    const response = await checkout(user, await makePayload());
    expect(response.statusCode).toBe(status);
    expect(json<{ code: string }>(response).code).toBe(code);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, user.userId));
    expect(rows).toEqual([]);
  });

  it('answers 404 for the Stripe webhook when Stripe is not the provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pay/webhook/stripe/',
      payload: { type: 'checkout.session.completed' },
    });
    expect(response.statusCode).toBe(404);
  });
});
