import { useT } from '@captio/i18n/react';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { Link } from '../Link/LinkProvider.js';
import { PRIVACY_POLICY } from '../navigation/destinations.js';
import styles from './CookieBanner.module.css';
import { classNames } from '../class-names.js';

export interface CookieBannerProps {
  /** The app sets the local flag, calls accept-cookies and stops rendering the banner. */
  onAccept: () => void;
  className?: string;
}

/**
 * The cookie notice at the bottom of the page: a labelled region, not a dialog, so it never
 * takes focus away from the page; its privacy link opens the policy in a new tab.
 */
export function CookieBanner({ onAccept, className }: CookieBannerProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={classNames(styles['banner'], className)} aria-labelledby={titleId}>
      <div className={styles['text']}>
        <h2 id={titleId} className={styles['title']}>
          {t('cookie.title')}
        </h2>
        <p className={styles['desc']}>
          {t('cookie.desc')}{' '}
          <Link
            href={PRIVACY_POLICY.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles['link']}
          >
            {t('cookie.privacy')}
            <VisuallyHidden.Root> {t('common.newTab')}</VisuallyHidden.Root>
          </Link>
        </p>
      </div>
      <ActionButton variant="primary" onClick={onAccept}>
        {t('cookie.ok')}
      </ActionButton>
    </section>
  );
}
