import type { IncomingHttpHeaders } from 'node:http';
import type { LocaleCode } from '@captio/api-client';
import { type Config, ConfigError } from '../../config.js';
import { localProvider } from './providers/local.js';
import { stripeProvider } from './providers/stripe.js';

/** What a provider needs to start taking one payment. */
export interface CheckoutRequest {
  transactionId: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  planName: string;
  customerEmail: string;
  /** The buyer's interface locale, for a checkout page of the provider's that can speak it. */
  locale: LocaleCode;
  /** Where the browser lands once paid: /?payment=success&transaction_id=...&value=...&currency=... */
  successUrl: string;
  /** Where the browser goes when the buyer gives up. */
  cancelUrl: string;
}

export interface Checkout {
  /** The page the browser is sent to, to pay. */
  checkoutUrl: string;
  /** The provider's own id of this checkout, when it has one. */
  providerRef: string | null;
}

/** A provider's word that a payment went through (already authenticated by the provider). */
export interface PaymentCompletion {
  transactionId: string;
  providerRef: string | null;
  /** Minor units actually paid, to check against what was asked. */
  amount: number;
  currency: string;
}

export interface WebhookRequest {
  headers: IncomingHttpHeaders;
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: string;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * For providers that report payments by webhook: the completion an event announces, null for
   * events that complete nothing, or an AppError (400) when the event is not authentic.
   */
  readonly parseWebhook?: (request: WebhookRequest, now: Date) => PaymentCompletion | null;
}

/** The provider could not start a checkout (unreachable, refused, answered nonsense). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The configured provider: the local one by default, Stripe when set up with its keys. */
export function paymentProvider(config: Config): PaymentProvider {
  const { payment } = config;
  if (payment.provider === 'local') return localProvider(config.publicUrl);
  if (!payment.stripeSecretKey || !payment.stripeWebhookSecret) {
    throw new ConfigError(
      'Invalid configuration: CAPTIO_PAYMENT_PROVIDER=stripe needs CAPTIO_STRIPE_SECRET_KEY and CAPTIO_STRIPE_WEBHOOK_SECRET (without the webhook no payment can complete)',
    );
  }
  return stripeProvider({
    apiUrl: payment.stripeApiUrl,
    secretKey: payment.stripeSecretKey,
    webhookSecret: payment.stripeWebhookSecret,
  });
}
