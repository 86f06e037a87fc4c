import { useT } from '@captio/i18n/react';
import { ActionButton, ActionLink } from '../ActionButton/ActionButton.js';
import { Modal } from '../Modal/Modal.js';
import { COUPON_PRICING_PATH } from './coupon-popup.js';

export interface CouponPopupProps {
  open: boolean;
  /** Every way of closing it ends here (the app records the time, which keeps it away 24 hours). */
  onClose: () => void;
}

/** Offers the coupon: claim it on /pricing?coupon=true, or dismiss it for 24 hours. */
export function CouponPopup({ open, onClose }: CouponPopupProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('coupon.title')}
      description={t('coupon.desc')}
      width={400}
      footer={
        <>
          <ActionButton onClick={onClose}>{t('coupon.dismiss')}</ActionButton>
          <ActionLink href={COUPON_PRICING_PATH} onClick={onClose}>
            {t('coupon.action')}
          </ActionLink>
        </>
      }
    />
  );
}
