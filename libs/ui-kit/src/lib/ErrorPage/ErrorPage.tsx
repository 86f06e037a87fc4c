import { useT } from '@captio/i18n/react';
import { useId } from 'react';
import { ActionButton, ActionLink } from '../ActionButton/ActionButton.js';
import { COUPON_PRICING_PATH } from '../CouponPopup/coupon-popup.js';
import { errorPageMessage, shownErrorStatus, type ErrorPageInput } from './error-message.js';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps extends ErrorPageInput {
  /** The home button: the app clears the error and goes home. */
  onHome: () => void;
  /** Shows the coupon button to /pricing?coupon=true (the user's show_coupon). */
  showCoupon?: boolean;
}

/** The error page: status code, message, home button. */
export function ErrorPage({ status, message, path, onHome, showCoupon = false }: ErrorPageProps) {
  const t = useT();
  const titleId = useId();
  const code = shownErrorStatus(status);
  const text = errorPageMessage({ status, message, path });
  return (
    <section className={styles['page']} aria-labelledby={titleId}>
      <p className={styles['code']} aria-hidden="true">
        {code}
      </p>
      <h1 id={titleId} className={styles['title']}>
        {t('error.title', { status: code })}
      </h1>
      <p className={styles['message']}>{typeof text === 'string' ? text : t(text)}</p>
      <div className={styles['actions']}>
        <ActionButton variant="primary" onClick={onHome}>
          {t('error.backHome')}
        </ActionButton>
        {showCoupon && (
          <ActionLink variant="secondary" href={COUPON_PRICING_PATH}>
            {t('coupon.action')}
          </ActionLink>
        )}
      </div>
    </section>
  );
}
