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
