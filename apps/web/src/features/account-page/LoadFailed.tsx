import { useT } from '@captio/i18n/react';
import { ActionButton } from '@captio/ui-kit';
import styles from './account-page.module.css';

/** A load that failed: what did not load, why when the api said, and a way to try again. */
export function LoadFailed({
  message,
  reason,
  onRetry,
}: {
  message: string;
  reason?: string | undefined;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className={styles['failed']} role="alert">
      <p className={styles['failedText']}>
        {message}
        {reason ? ` ${reason}` : ''}
      </p>
      <ActionButton onClick={onRetry}>{t('common.retry')}</ActionButton>
    </div>
  );
}
