import { ActionLink, Link } from '@captio/ui-kit';
import { useT } from '@captio/i18n/react';
import { FREE_QUOTA } from '@captio/i18n';
import { IconBadge } from '../../features/landing/IconBadge.js';
import { Icon, type IconName } from '@captio/ui-kit';
import { Section } from '../../features/landing/Section.js';
import { useHomeT, type HomeKey } from './catalog.js';
import styles from './home-page.module.css';

const PLANS: readonly { id: string; icon: IconName; name: HomeKey; body: HomeKey }[] = [
  { id: 'free', icon: 'sparkles', name: 'home.plans.free.name', body: 'home.plans.free.body' },
  { id: 'paid', icon: 'cloud', name: 'home.plans.paid.name', body: 'home.plans.paid.body' },
  {
    id: 'credits',
    icon: 'briefcase',
    name: 'home.plans.credits.name',
    body: 'home.plans.credits.body',
  },
];

/** What is free and what the paid plans add; the prices themselves are on /pricing. */
export function PlansTeaser() {
  const t = useHomeT();
  const shell = useT();
  return (
    <Section title={t('home.plans.title')} lead={t('home.plans.lead', { free: FREE_QUOTA })}>
      <ul className={styles['plans']}>
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles['plan']}>
            <IconBadge>
              <Icon name={plan.icon} size={24} />
            </IconBadge>
            <h3 className={styles['planName']}>{t(plan.name)}</h3>
            <p className={styles['planBody']}>{t(plan.body, { free: FREE_QUOTA })}</p>
          </li>
        ))}
      </ul>
      <div className={styles['planLinks']}>
        <ActionLink href="/pricing" variant="primary" className={styles['planAction']}>
          {t('home.plans.pricing')}
        </ActionLink>
        <Link href="/edu-and-gov" className={styles['planLink']}>
          {shell('nav.eduAndGov')}
        </Link>
        <Link href="/pricing/package-redeem" className={styles['planLink']}>
          {shell('nav.packageRedeem')}
        </Link>
      </div>
    </Section>
  );
}
