import type { Transaction } from '@captio/api-client';
import { paymentSuccessAction, type PaymentSuccessAction } from '@captio/ui-kit';
import { paymentCountedKey, type KeyValueStore } from './client-storage.js';
import type { LaunchQuery } from './launch-query.js';

export interface PaymentSuccessStep {
  action: PaymentSuccessAction;
  /** For 'open': the amount and currency the dialog thanks for. */
  value?: string | undefined;
  currency?: string | undefined;
}

/**
 * The payment-success dialog opens once per transaction and user: payment=success with a
 * transaction_id this user was not thanked for yet opens it and counts the transaction; a
 * missing or already counted id only clears the query (a reload or a shared link thanks no
 * one twice).
 */
export function paymentSuccessStep(
  query: LaunchQuery['payment'],
  userId: number | undefined,
  store: KeyValueStore,
): PaymentSuccessStep {
  const key = paymentCountedKey(userId);
  const action = paymentSuccessAction({
    payment: query.payment,
    transactionId: query.transactionId,
    countedTransactionId: store.get(key),
  });
  if (action !== 'open') return { action };
  store.set(key, query.transactionId?.trim() ?? '');
  return { action, value: query.value, currency: query.currency };
}

/**
 * The thanks only for a payment that is the user's, as the api knows it: a link anyone can type
 * (payment=success&transaction_id=…&value=1000000) thanks no one. The amount is the api's; a
 * payment still being confirmed by the provider (its webhook can come after the buyer) is
 * thanked too, a failed or cancelled one is not.
 */
export async function confirmedPaymentStep(
  step: PaymentSuccessStep,
  transactionId: string | null | undefined,
  lookUp: ((transactionId: string) => Promise<Transaction | undefined>) | undefined,
): Promise<PaymentSuccessStep> {
  const id = transactionId?.trim();
  if (step.action !== 'open' || !id || !lookUp) {
    return step.action === 'open' ? { action: 'none' } : step;
  }
  const payment = await lookUp(id).catch(() => undefined);
  if (!payment || (payment.status !== 'completed' && payment.status !== 'pending')) {
    return { action: 'none' };
  }
  return { action: 'open', value: String(payment.value), currency: payment.currency };
}
