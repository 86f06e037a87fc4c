import { useT } from '@captio/i18n/react';
import { ActionButton, ActionLink } from '../ActionButton/ActionButton.js';
import { Modal } from '../Modal/Modal.js';
import { COUPON_PRICING_PATH } from './coupon-popup.js';
import styles from './CouponPopup.module.css';

/** The coupon offered: its code, and its discount as the reader's locale writes it ("20 %"). */
export interface CouponOffer {
  code: string;
  /** Undefined when it cannot be written (an amount off, with no plan on sale to say its currency). */
  discount?: string | undefined;
}

export interface CouponPopupProps {
  open: boolean;
  /** Every way of closing it ends here (the app records the time, which keeps it away 24 hours). */
  onClose: () => void;
  /** The coupon on offer, shown with its code; without one, the offer is told in general. */
  offer?: CouponOffer | undefined;
}

/** Offers the coupon: claim it on /pricing?coupon=true, or dismiss it for 24 hours. */
export function CouponPopup({ open, onClose, offer }: CouponPopupProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('coupon.title')}
      description={
        offer?.discount === undefined
          ? t('coupon.desc')
          : t('coupon.offer', { discount: offer.discount })
      }
      width={400}
      footer={
        <>
          <ActionButton onClick={onClose}>{t('coupon.dismiss')}</ActionButton>
          <ActionLink href={COUPON_PRICING_PATH} onClick={onClose}>
            {t('coupon.action')}
          </ActionLink>
        </>
      }
    >
      {offer && (
        <p className={styles['offer']}>
          {t('coupon.code')} <span className={styles['code']}>{offer.code}</span>
        </p>
      )}
    </Modal>
  );
}
