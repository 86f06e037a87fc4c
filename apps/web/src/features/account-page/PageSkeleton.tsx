import { useT } from '@captio/i18n/react';
import { VisuallyHidden } from '../forms/index.js';
import styles from './account-page.module.css';

/**
 * Grey shapes where per-user content will be, while it loads: the layout does not jump when it
 * arrives, and screen readers hear that the page is loading.
 */
export function PageSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useT();
  return (
    <div className={styles['skeleton']} role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles['bone']} aria-hidden="true" />
      ))}
    </div>
  );
}
