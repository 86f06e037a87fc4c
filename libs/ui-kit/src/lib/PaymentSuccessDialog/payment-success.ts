import type { Locale } from '@captio/i18n';

export type PaymentSuccessAction = 'open' | 'clear-query' | 'none';

export interface PaymentQuery {
  /** The `payment` query parameter. */
  payment: string | null | undefined;
  /** The `transaction_id` query parameter. */
  transactionId: string | null | undefined;
  /** The last transaction_id the app counted for this user (stored per user). */
  countedTransactionId: string | null | undefined;
}

/**
 * With payment=success, a new transaction_id opens the dialog (the app then
 * stores it as counted and clears the query); a missing or already counted one only clears
 * the query, so a reload or a shared link never thanks twice.
 */
export function paymentSuccessAction({
  payment,
  transactionId,
  countedTransactionId,
}: PaymentQuery): PaymentSuccessAction {
  if (payment !== 'success') return 'none';
  const id = transactionId?.trim();
  if (!id || id === countedTransactionId?.trim()) return 'clear-query';
  return 'open';
}

const DECIMAL = /^\d+(?:\.\d+)?$/;
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** A non-negative amount from the query (`9.99`), or undefined for anything else. */
export function parsePaymentValue(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const text = value?.trim();
  return text && DECIMAL.test(text) ? Number(text) : undefined;
}

/**
 * The amount in the locale's currency format (`$9.99`, `9,99 €`, `￥68`), or undefined when the
 * value is unusable. A missing or malformed currency code leaves a plain localized number.
 */
export function formatPaymentAmount(
  value: string | number | null | undefined,
  currency: string | null | undefined,
  locale: Locale,
): string | undefined {
  const amount = parsePaymentValue(value);
  if (amount === undefined) return undefined;
  const code = currency?.trim();
  if (code && CURRENCY_CODE.test(code)) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code.toUpperCase(),
    }).format(amount);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount);
}
