import { useFormat } from '@captio/i18n/react';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { Modal } from '../Modal/Modal.js';
import { formatPaymentAmount } from './payment-success.js';

export interface PaymentSuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The `value` query parameter, e.g. '9.99'. */
  value: string | number | null | undefined;
  /** The `currency` query parameter, an ISO 4217 code such as 'USD'. */
  currency: string | null | undefined;
}

/**
 * Thanks the user after a payment (payment=success), with the amount in the locale's currency
 * format; an unreadable amount is left out rather than shown wrong.
 */
export function PaymentSuccessDialog({
  open,
  onOpenChange,
  value,
  currency,
}: PaymentSuccessDialogProps) {
  const { t, locale } = useFormat();
  const amount = formatPaymentAmount(value, currency, locale);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('payment.success.title')}
      description={
        amount === undefined ? t('payment.success.thanks') : t('payment.success.desc', { amount })
      }
      footer={
        <ActionButton variant="primary" onClick={() => onOpenChange(false)}>
          {t('payment.success.action')}
        </ActionButton>
      }
    />
  );
}
