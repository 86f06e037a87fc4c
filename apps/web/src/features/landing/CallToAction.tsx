import { useId } from 'react';
import { ActionLink } from '@captio/ui-kit';
import { FREE_QUOTA } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { useSession } from '../../state/stores.js';
import { useLandingT } from './catalog.js';
import styles from './call-to-action.module.css';

/**
 * The closing band of a landing page: start free, or compare the plans; a signed-in user,
 * who has an account, is sent to their workspace instead.
 */
export function CallToAction() {
  const t = useLandingT();
  const shell = useT();
  const titleId = useId();
  const signedIn = useSession((state) => Boolean(state.user));
  return (
    <section className={styles['band']} aria-labelledby={titleId}>
      <div className={styles['card']}>
        <h2 id={titleId} className={styles['title']}>
          {t('landing.cta.title')}
        </h2>
        <p className={styles['body']}>
          {signedIn ? t('landing.cta.bodySignedIn') : t('landing.cta.body', { free: FREE_QUOTA })}
        </p>
        <div className={styles['actions']}>
          {signedIn ? (
            <ActionLink href="/workspace" variant="primary" className={styles['action']}>
              {shell('nav.workspace')}
            </ActionLink>
          ) : (
            <ActionLink href="/users/signup" variant="primary" className={styles['action']}>
              {shell('nav.signup')}
            </ActionLink>
          )}
          <ActionLink href="/pricing" variant="secondary" className={styles['action']}>
            {t('landing.cta.pricing')}
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
