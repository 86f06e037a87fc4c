import { endpoints, LEVEL } from '@captio/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { TOKEN_COOKIE } from '../../http/auth.js';
import { type RouteOptions, serveEndpoint } from '../../http/route.js';
import { translate } from '../../i18n/locale.js';
import { hashToken } from '../auth/tokens.js';
import { currentUserData } from '../users/current-userdata.js';
import { startCheckout } from './checkout.js';
import { discountedPrice, findUsableCoupon, offeredCoupon, toCoupon } from './coupons.js';
import { effectiveLevel } from '../plans/levels.js';
import { localCheckoutRoutes } from './local-routes.js';
import { billingMessages } from './messages.js';
import { findOwnPayment, toTransaction } from './payments.js';
import { findActivePlan, publicPlans } from './plans.js';
import { paymentProvider } from './provider.js';
import { redeemCode } from './redeem.js';
import { webhookRoutes } from './webhook-routes.js';

/** Codes are secrets worth guessing: attempts per session (or per address without one). */
export const REDEEM_ATTEMPTS = 20;
const REDEEM_WINDOW = 15 * 60_000;

function sessionKey(request: FastifyRequest): string {
  const presented = request.headers.authorization ?? request.cookies[TOKEN_COOKIE];
  return presented ? hashToken(presented) : request.ip;
}

const redeemLimit: RouteOptions = {
  rateLimit: { max: REDEEM_ATTEMPTS, timeWindow: REDEEM_WINDOW, keyGenerator: sessionKey },
};

/** Plans, deal-channel codes, coupons and payments (with the provider's own routes). */
export async function registerBillingRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const { db } = context;
  const provider = paymentProvider(context.config);

  serveEndpoint(app, context, endpoints.planList, async () => ({
    data: { result: await publicPlans(context) },
  }));

  serveEndpoint(
    app,
    context,
    endpoints.redeemCode,
    async ({ body, auth, locale }) => {
      const now = context.now();
      const { user, plan } = await redeemCode(db, {
        userId: auth.user.id,
        code: body.code,
        channel: body.channel,
        now,
      });
      return {
        data: { userdata: await currentUserData(context, user) },
        message: translate(billingMessages.codeRedeemed, locale, { plan: plan.name }),
      };
    },
    redeemLimit,
  );

  serveEndpoint(
    app,
    context,
    endpoints.activateAppsumo,
    async ({ body, auth, locale }) => {
      const now = context.now();
      const { user, plan } = await redeemCode(db, {
        userId: auth.user.id,
        code: body.license_key,
        channel: 'appsumo',
        now,
      });
      return {
        data: { userdata: await currentUserData(context, user) },
        message: translate(billingMessages.appsumoActivated, locale, { plan: plan.name }),
      };
    },
    redeemLimit,
  );

  serveEndpoint(app, context, endpoints.checkCoupon, async ({ body }) => {
    const plan = await findActivePlan(db, body.plan_id);
    const coupon = await findUsableCoupon(db, body.code, context.now());
    return {
      data: {
        coupon: toCoupon(coupon),
        original_price: plan.price,
        price: discountedPrice(plan.price, coupon),
        currency: plan.currency,
      },
    };
  });

  serveEndpoint(app, context, endpoints.couponOffer, async ({ auth }) => {
    const level = effectiveLevel(auth.user, context.now());
    const coupon = level === LEVEL.free ? await offeredCoupon(context) : undefined;
    const [plan] = await publicPlans(context);
    return { data: { coupon: coupon ?? null, currency: plan?.currency ?? null } };
  });

  serveEndpoint(app, context, endpoints.checkout, async ({ body, auth, request }) => {
    const { payment, checkoutUrl } = await startCheckout(
      context,
      provider,
      // The web app asks in the language of the page the buyer is on.
      { user: auth.user, planId: body.plan_id, couponCode: body.coupon, locale: request.locale },
      request.log,
    );
    return {
      data: {
        transaction_id: payment.transactionId,
        checkout_url: checkoutUrl,
        provider: payment.provider,
        status: payment.status,
      },
    };
  });

  serveEndpoint(app, context, endpoints.transactionStatus, async ({ params, auth }) => {
    const { payment, planName } = await findOwnPayment(db, auth.user.id, params.transaction_id);
    return { data: toTransaction(payment, planName) };
  });

  if (provider.name === 'local') await app.register(localCheckoutRoutes(context));
  if (provider.parseWebhook) {
    await app.register(webhookRoutes(context, provider, provider.parseWebhook));
  }
}
