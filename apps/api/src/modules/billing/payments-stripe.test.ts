import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { paymentProvider } from './provider.js';
import { stripeSignatureHeader } from './providers/stripe-signature.js';
import { type StripeServer, startStripeServer } from './testing/stripe-server.js';
import {
  addCoupon,
  addPlan,
  couponRow,
  ledgerOf,
  paymentRow,
  userRow,
} from './testing/fixtures.js';

const WEBHOOK_SECRET = 'whsec_captio_test';

let stripe: StripeServer;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({
    CAPTIO_PAYMENT_PROVIDER: 'stripe',
    CAPTIO_STRIPE_SECRET_KEY: stripe.secretKey,
    CAPTIO_STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CAPTIO_STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

interface Started {
  transaction_id: string;
  checkout_url: string;
  provider: string;
  status: string;
}

async function startPayment(
  user: SignedIn,
  payload: Record<string, unknown>,
  language = 'en-US',
): Promise<Started> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pricing/checkout/',
    headers: { ...user.headers, 'accept-language': language },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: Started }>(response).data;
}

/** The checkout.session.completed event Stripe sends for a session the server created. */
async function completedEvent(
  transactionId: string,
  overrides: Record<string, unknown> = {},
  type = 'checkout.session.completed',
) {
  const created = stripe.requests.findLast(
    (request) => request.form['client_reference_id'] === transactionId,
  );
  if (!created) throw new Error(`Stripe saw no checkout for ${transactionId}`);
  const { providerRef } = await paymentRow(t.database.db, transactionId);
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        id: providerRef,
        object: 'checkout.session',
        client_reference_id: transactionId,
        metadata: { transaction_id: transactionId },
        payment_status: 'paid',
        amount_total: Number(created.form['line_items[0][price_data][unit_amount]']),
        currency: created.form['line_items[0][price_data][currency]'],
        ...overrides,
      },
    },
  };
}

function deliver(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/webhook/stripe/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature ?? stripeSignatureHeader(WEBHOOK_SECRET, body, t.clock.now),
    },
    payload: body,
  });
}

describe('checkout with Stripe', () => {
  it('creates a Checkout Session through Stripe’s API and sends the browser to it', async () => {
    const plan = await addPlan(t.database.db, { name: 'VIP monthly', price: 999, currency: 'EUR' });
    const coupon = await addCoupon(t.database.db, { amountOff: 200, percentOff: null });
    const user = await signUp(t.app);
    const started = await startPayment(user, { plan_id: plan.id, coupon: coupon.code });

    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': started.transaction_id,
      },
      form: {
        mode: 'payment',
        client_reference_id: started.transaction_id,
        customer_email: user.email,
        'metadata[transaction_id]': started.transaction_id,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '799',
        'line_items[0][price_data][product_data][name]': 'VIP monthly',
        success_url: `${t.config.publicUrl}/?payment=success&transaction_id=${started.transaction_id}&value=7.99&currency=EUR`,
        cancel_url: `${t.config.publicUrl}/pricing?payment=cancelled`,
        locale: 'en',
      },
    });
    const row = await paymentRow(t.database.db, started.transaction_id);
    expect(started).toEqual({
      transaction_id: row.transactionId,
      checkout_url: `https://checkout.stripe.com/c/pay/${row.providerRef}`,
      provider: 'stripe',
      status: 'pending',
    });
    expect(row).toMatchObject({
      provider: 'stripe',
      amount: 799,
      currency: 'EUR',
      status: 'pending',
    });
  });

  it('speaks the buyer’s language on Stripe’s page and on the way back', async () => {
    const plan = await addPlan(t.database.db, { price: 999, currency: 'USD' });
    const user = await signUp(t.app);
    const started = await startPayment(user, { plan_id: plan.id }, 'zh-TW');
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      locale: 'zh-TW',
      success_url: `${t.config.publicUrl}/zh-TW?payment=success&transaction_id=${started.transaction_id}&value=9.99&currency=USD`,
      cancel_url: `${t.config.publicUrl}/zh-TW/pricing?payment=cancelled`,
    });
  });

  it.each([
    ['refuses', 400, 'Invalid currency'],
    ['fails', 500, 'Internal error'],
  ])('answers 502 and marks the payment failed when Stripe %s', async (_case, status, message) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    stripe.failNext(status, message);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/checkout/',
      headers: { ...user.headers, 'accept-language': 'zh-CN' },
      payload: { plan_id: plan.id },
    });
    expect(response.statusCode).toBe(502);
    expect(json(response)).toEqual({
      code: 'payment_provider_unavailable',
      message: '暂时无法连接支付服务，请稍后再试。',
    });
    const [failed] = await t.database.db.query.payments.findMany({
      where: (payments, { eq }) => eq(payments.userId, user.userId),
    });
    expect(failed?.status).toBe('failed');
  });

  it('serves no local checkout pages', async () => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const pageResponse = await t.app.inject({
      method: 'GET',
      url: `/api/pay/local/${transaction_id}/`,
      cookies: { token: user.token },
    });
    expect(pageResponse.statusCode).toBe(404);
    const payResponse = await t.app.inject({
      method: 'POST',
      url: `/api/pay/local/${transaction_id}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { token: user.token },
      payload: `csrftoken=${user.csrftoken}`,
    });
    expect(payResponse.statusCode).toBe(404);
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
  });
});

describe('POST /api/pay/webhook/stripe/', () => {
  it('completes the payment on checkout.session.completed, once however often it is delivered', async () => {
    const plan = await addPlan(t.database.db, { credits: 250 });
    const coupon = await addCoupon(t.database.db, { percentOff: 20 });
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id, coupon: coupon.code });
    const event = await completedEvent(transaction_id);

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ received: true });
    const concurrent = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const row = await paymentRow(t.database.db, transaction_id);
    expect(row.status).toBe('completed');
    expect(await ledgerOf(t.database.db, user.userId)).toEqual([
      { delta: 250, reason: `plan:${plan.id}`, ref: transaction_id },
    ]);
    expect((await userRow(t.database.db, user.userId)).level).toBe(1);
    expect((await couponRow(t.database.db, coupon.code)).timesRedeemed).toBe(1);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/pricing/transaction/${transaction_id}/`,
      headers: user.headers,
    });
    expect(json<{ data: { status: string } }>(status).data.status).toBe('completed');
  });

  it('lets only one of simultaneous first deliveries apply the plan', async () => {
    const plan = await addPlan(t.database.db, { credits: 10 });
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const event = await completedEvent(transaction_id);
    const responses = await Promise.all([1, 2, 3, 4].map(() => deliver(event)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await ledgerOf(t.database.db, user.userId)).toHaveLength(1);
    expect((await userRow(t.database.db, user.userId)).point).toBe(10);
  });

  it.each([
    [
      'a forged signature',
      (body: string) => stripeSignatureHeader('whsec_forged', body, t.clock.now),
    ],
    ['no signature', () => ''],
    ['a malformed header', () => 't=abc,v1=zz'],
    [
      'a signature five minutes and a second old',
      (body: string) =>
        stripeSignatureHeader(WEBHOOK_SECRET, body, new Date(t.clock.now.getTime() - 301_000)),
    ],
    [
      'a signature of another body',
      () => stripeSignatureHeader(WEBHOOK_SECRET, '{"type":"ping"}', t.clock.now),
    ],
  ])('refuses an event with %s (400) and changes nothing', async (_case, sign) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const event = await completedEvent(transaction_id);
    const response = await deliver(event, sign(JSON.stringify(event)));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      code: 'invalid_signature',
      message: 'The signature of this notification is missing, out of date or not valid.',
    });
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
    expect((await userRow(t.database.db, user.userId)).level).toBe(0);
  });

  it('accepts a signature made within the tolerance, by the app’s clock', async () => {
    t.clock.set(new Date('2031-01-01T00:00:00.000Z'));
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const event = await completedEvent(transaction_id);
    const body = JSON.stringify(event);
    const signedEarlier = stripeSignatureHeader(
      WEBHOOK_SECRET,
      body,
      new Date(t.clock.now.getTime() - 299_000),
    );
    const response = await deliver(event, signedEarlier);
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('completed');
    t.clock.set(new Date());
  });

  it.each([
    ['another amount', { amount_total: 1 }],
    ['another currency', { currency: 'jpy' }],
    ['another session', { id: 'cs_test_someone_else' }],
  ])('refuses a signed event for %s than the payment (400)', async (_case, overrides) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await deliver(await completedEvent(transaction_id, overrides));
    expect(response.statusCode).toBe(400);
    expect(json<{ code: string }>(response).code).toBe('payment_mismatch');
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
  });

  it.each([
    ['another event type', {}, 'payment_intent.created'],
    ['a session not yet paid', { payment_status: 'unpaid' }, 'checkout.session.completed'],
  ])('acknowledges %s without completing anything', async (_case, overrides, type) => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await deliver(await completedEvent(transaction_id, overrides, type));
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('pending');
  });

  it('completes a delayed payment on async_payment_succeeded', async () => {
    const plan = await addPlan(t.database.db);
    const user = await signUp(t.app);
    const { transaction_id } = await startPayment(user, { plan_id: plan.id });
    const response = await deliver(
      await completedEvent(transaction_id, {}, 'checkout.session.async_payment_succeeded'),
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(t.database.db, transaction_id)).status).toBe('completed');
  });

  it('answers 404 for a signed event about an unknown payment', async () => {
    const event = {
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_x',
          client_reference_id: 'tx_unknown',
          payment_status: 'paid',
          amount_total: 999,
          currency: 'usd',
        },
      },
    };
    const response = await deliver(event);
    expect(response.statusCode).toBe(404);
  });
});

describe('Stripe configuration', () => {
  it('refuses to start without the webhook secret: no payment could ever complete', () => {
    const config = loadConfig({
      CAPTIO_PAYMENT_PROVIDER: 'stripe',
      CAPTIO_STRIPE_SECRET_KEY: 'sk_test_x',
    });
    expect(() => paymentProvider(config)).toThrow(ConfigError);
  });
});
