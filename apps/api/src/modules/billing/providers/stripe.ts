import type { LocaleCode } from '@captio/api-client';
import { z } from 'zod';
import { badRequest } from '../../../http/app-error.js';
import { billingMessages } from '../messages.js';
import {
  type CheckoutRequest,
  type PaymentCompletion,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookRequest,
} from '../provider.js';
import { verifyStripeSignature } from './stripe-signature.js';

export interface StripeOptions {
  /** https://api.stripe.com, or a local server that speaks its protocol. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** How long to wait for Stripe before giving up on a checkout. */
  timeoutMs?: number;
}

const sessionSchema = z.object({ id: z.string().min(1), url: z.url() });
const stripeErrorSchema = z.object({ error: z.object({ message: z.string() }) });

/** The events that mean the money is in; other events are acknowledged and ignored. */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

const eventSchema = z.object({
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      id: z.string(),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
      payment_status: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
    }),
  }),
});

/**
 * Stripe Checkout's name of each interface locale (its `locale` parameter takes bare languages,
 * with zh-TW for traditional Chinese), so that its page speaks the buyer's language too.
 */
const STRIPE_LOCALES: Record<LocaleCode, string> = {
  'en-US': 'en',
  'zh-CN': 'zh',
  'zh-TW': 'zh-TW',
  'es-ES': 'es',
  'pt-PT': 'pt',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'it-IT': 'it',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'ru-RU': 'ru',
};

/** Stripe's form encoding of a Checkout Session: nested keys in brackets. */
function checkoutForm(request: CheckoutRequest): URLSearchParams {
  return new URLSearchParams({
    mode: 'payment',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: STRIPE_LOCALES[request.locale],
    client_reference_id: request.transactionId,
    customer_email: request.customerEmail,
    'metadata[transaction_id]': request.transactionId,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': request.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(request.amount),
    'line_items[0][price_data][product_data][name]': request.planName,
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Payments through Stripe Checkout: a hosted page, and a signed webhook when it is paid. */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: 'stripe',

    async createCheckout(request) {
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            // A retried request makes no second session.
            'idempotency-key': request.transactionId,
          },
          body: checkoutForm(request).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError('Stripe could not be reached', { cause: error });
      }
      const body = await readJson(response);
      if (!response.ok) {
        const stripeError = stripeErrorSchema.safeParse(body);
        const reason = stripeError.success ? stripeError.data.error.message : 'no error message';
        throw new PaymentProviderError(
          `Stripe refused the checkout (${response.status}): ${reason}`,
        );
      }
      const session = sessionSchema.safeParse(body);
      if (!session.success) {
        throw new PaymentProviderError('Stripe answered a checkout without an id and url');
      }
      return { checkoutUrl: session.data.url, providerRef: session.data.id };
    },

    parseWebhook(request: WebhookRequest, now: Date): PaymentCompletion | null {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!verifyStripeSignature(signature, request.rawBody, options.webhookSecret, now)) {
        throw badRequest('invalid_signature', billingMessages.webhookSignature);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.rawBody);
      } catch {
        throw badRequest('invalid_event', billingMessages.webhookMismatch);
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw badRequest('invalid_event', billingMessages.webhookMismatch);
      if (!PAID_EVENTS.has(event.data.type)) return null;
      const session = event.data.data.object;
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
        // Completed but not yet paid (bank debits): async_payment_succeeded follows.
        return null;
      }
      const transactionId = session.client_reference_id ?? session.metadata?.['transaction_id'];
      if (!transactionId || session.amount_total == null || !session.currency) {
        throw badRequest('invalid_event', billingMessages.webhookMismatch);
      }
      return {
        transactionId,
        providerRef: session.id,
        amount: session.amount_total,
        currency: session.currency.toUpperCase(),
      };
    },
  };
}
