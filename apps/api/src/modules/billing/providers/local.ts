import type { LocaleCode } from '@captio/api-client';
import type { PaymentProvider } from '../provider.js';

/**
 * The address of the local checkout page of a payment, in the buyer's locale: the page speaks
 * it, and paying or cancelling returns to the product in it.
 */
export function localCheckoutPath(transactionId: string, locale: LocaleCode): string {
  return `/api/pay/local/${encodeURIComponent(transactionId)}/?locale=${locale}`;
}

/**
 * Payments taken by this server itself, on a page of its own (pay-routes.ts): the whole purchase
 * flow works on a fresh machine with no account anywhere. No money moves; the page says so.
 */
export function localProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      return {
        checkoutUrl: `${publicUrl}${localCheckoutPath(request.transactionId, request.locale)}`,
        providerRef: null,
      };
    },
  };
}
