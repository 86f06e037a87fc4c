import { useT } from '@captio/i18n/react';
import type { PageModule } from '../../app/page-module.js';
import styles from './maintenance-page.module.css';

/** Where every visitor is sent while the operator has the site in maintenance. */
function MaintenancePage() {
  const t = useT();
  return (
    <section className={styles['notice']} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p className={styles['desc']}>{t('maintenance.desc')}</p>
    </section>
  );
}

export const page: PageModule = {
  Page: MaintenancePage,
  head: (_route, t) => ({
    title: `${t('maintenance.title')} · Captio`,
    description: t('maintenance.desc'),
    noindex: true,
  }),
};
