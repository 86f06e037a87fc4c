import { useId } from 'react';
import { ActionLink } from '@captio/ui-kit';
import { FREE_QUOTA } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { useLandingT } from './catalog.js';
import styles from './call-to-action.module.css';

/** The closing band of a landing page: start free, or compare the plans. */
export function CallToAction() {
  const t = useLandingT();
  const shell = useT();
  const titleId = useId();
  return (
    <section className={styles['band']} aria-labelledby={titleId}>
      <div className={styles['card']}>
        <h2 id={titleId} className={styles['title']}>
          {t('landing.cta.title')}
        </h2>
        <p className={styles['body']}>{t('landing.cta.body', { free: FREE_QUOTA })}</p>
        <div className={styles['actions']}>
          <ActionLink href="/users/signup" variant="primary" className={styles['action']}>
            {shell('nav.signup')}
          </ActionLink>
          <ActionLink href="/pricing" variant="secondary" className={styles['action']}>
            {t('landing.cta.pricing')}
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
