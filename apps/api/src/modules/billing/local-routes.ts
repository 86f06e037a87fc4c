import { LOCALE_CODES, type LocaleCode } from '@captio/api-client';
import { withLocale } from '@captio/routing-rules';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, conflict, notFound, unauthorized } from '../../http/app-error.js';
import { TOKEN_COOKIE } from '../../http/auth.js';
import { answerError, failureFor } from '../../http/error-handler.js';
import { commonMessages } from '../../i18n/common-messages.js';
import { translate } from '../../i18n/locale.js';
import { type SessionRow, type UserRow, findSession } from '../auth/sessions.js';
import { sameSecret } from '../auth/tokens.js';
import { pageHeaders, renderCheckoutPage, renderMessagePage } from './local-page.js';
import { billingMessages } from './messages.js';
import { formatPrice } from './money.js';
import { cancelUrl, completePayment, findOwnPayment, successUrl } from './payments.js';

const params = z.strictObject({ transaction_id: z.string().min(1).max(100) });
type Params = z.infer<typeof params>;
/** The buyer's locale, carried from the pricing page: the page speaks it, the way back too. */
const query = z.strictObject({ locale: z.enum(LOCALE_CODES).optional() });
type Query = z.infer<typeof query>;
/** The checkout page's form: its one field, the session's CSRF token (checked by the handler). */
const payForm = z.strictObject({ csrftoken: z.string().max(256).optional() });
type PayForm = z.infer<typeof payForm>;
const FORM = 'application/x-www-form-urlencoded';

/** The signed-in user of each request under way, found before its body is read. */
const signedIn = new WeakMap<FastifyRequest, { session: SessionRow; user: UserRow }>();

function sessionOf(request: FastifyRequest): { session: SessionRow; user: UserRow } {
  const found = signedIn.get(request);
  if (!found) throw new Error('the preParsing hook found no session');
  return found;
}

/** The signed-in user of the browser, from the token cookie: these pages are navigated to. */
async function cookieSession(context: AppContext, request: FastifyRequest) {
  const token = request.cookies[TOKEN_COOKIE];
  const found = token ? await findSession(context.db, token) : undefined;
  if (!found) throw unauthorized();
  return found;
}

/** Only the owner sees a local payment; anyone else, or a payment of another provider, is a 404. */
async function ownLocalPayment(context: AppContext, userId: number, transactionId: string) {
  const found = await findOwnPayment(context.db, userId, transactionId);
  if (found.payment.provider !== 'local') {
    throw notFound('transaction_not_found', billingMessages.transactionNotFound);
  }
  return found;
}

/**
 * Browsers navigating here or posting the form ask for HTML, and read a failure as a page; any
 * other client (a program, a test) gets the api's JSON failure.
 */
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

/**
 * The local provider's checkout: a page of our own with the plan, its price, a Pay button (a
 * plain form: no script) and a Cancel link. Paying completes the payment and sends the browser
 * to the success address. Errors are pages too, in the browser's language.
 */
export function localCheckoutRoutes(context: AppContext) {
  const { publicUrl } = context.config;
  const headers = pageHeaders(publicUrl);

  return async function routes(scope: FastifyInstance): Promise<void> {
    // The form is the only body: a form field is always a string, JSON's need not be.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The locale of the address wins over the browser's: the buyer was reading the product in it.
    scope.addHook('onRequest', async (request) => {
      const wanted = (request.query as Record<string, unknown> | undefined)?.['locale'];
      if (LOCALE_CODES.includes(wanted as LocaleCode)) request.locale = wanted as LocaleCode;
    });
    // Signed in or not is settled before the body is read: a visitor gets the sign-in page.
    scope.addHook('preParsing', async (request, _reply, payload) => {
      signedIn.set(request, await cookieSession(context, request));
      return payload;
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (!wantsPage(request)) return answerError(error, request, reply);
      const { status, text, values } = failureFor(error, request, reply);
      if (status >= 500) request.log.error({ err: error }, 'local checkout failed');
      const link =
        status === 401
          ? {
              href: `${publicUrl}${withLocale('/users/signin', request.locale)}`,
              text: translate(billingMessages.signInLink, request.locale),
            }
          : {
              href: `${publicUrl}${withLocale('/pricing', request.locale)}`,
              text: translate(billingMessages.backToPricing, request.locale),
            };
      return reply
        .status(status)
        .headers(headers)
        .send(renderMessagePage(request.locale, translate(text, request.locale, values), link));
    });

    scope.get<{ Params: Params; Querystring: Query }>(
      '/api/pay/local/:transaction_id/',
      {
        schema: {
          summary: 'The local checkout page of a payment (HTML; the owner only).',
          tags: ['pay'],
          params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const { user, session } = sessionOf(request);
        const { payment, planName } = await ownLocalPayment(
          context,
          user.id,
          request.params.transaction_id,
        );
        const locale = request.locale;
        reply.headers(headers);
        if (payment.status === 'completed') {
          return renderMessagePage(locale, translate(billingMessages.alreadyPaid, locale), {
            href: successUrl(publicUrl, payment, locale),
            text: translate(billingMessages.continueLink, locale),
          });
        }
        if (payment.status !== 'pending')
          throw conflict('payment_closed', billingMessages.paymentClosed);
        return renderCheckoutPage({
          locale,
          transactionId: payment.transactionId,
          planName,
          price: formatPrice(payment.amount, payment.currency, locale),
          csrfToken: session.csrfToken,
          cancelUrl: cancelUrl(publicUrl, locale),
        });
      },
    );

    scope.post<{ Params: Params; Querystring: Query; Body: PayForm }>(
      '/api/pay/local/:transaction_id/complete',
      {
        schema: {
          summary:
            'Pays a local checkout (form post with the csrftoken field, the owner only); answers 303 to the success address.',
          tags: ['pay'],
          params,
          querystring: query,
          consumes: [FORM],
          body: payForm,
        },
      },
      async (request, reply) => {
        const { user, session } = sessionOf(request);
        // The page carries the session's CSRF token: a form posted from elsewhere has none.
        const csrf = request.body.csrftoken;
        if (!csrf || !sameSecret(csrf, session.csrfToken)) {
          throw new AppError(403, 'csrf_failed', commonMessages.csrfMissing);
        }
        const { payment } = await ownLocalPayment(context, user.id, request.params.transaction_id);
        const { payment: done } = await completePayment(context.db, {
          transactionId: payment.transactionId,
          now: context.now(),
        });
        // The browser asks for the new plan right after this redirect.
        context.cache.evictUser(user.id);
        if (done.status !== 'completed')
          throw conflict('payment_closed', billingMessages.paymentClosed);
        return reply
          .code(303)
          .header('location', successUrl(publicUrl, done, request.locale))
          .send();
      },
    );
  };
}
