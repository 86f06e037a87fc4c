import type { PageModule } from '../../app/page-module.js';
import { catalog, useHomeT } from './catalog.js';
import styles from './home-page.module.css';

function HomePage() {
  const t = useHomeT();
  return (
    <section className={styles['hero']} aria-labelledby="home-title">
      <h1 id="home-title">{t('home.hero.title')}</h1>
      <p className={styles['lead']}>{t('home.hero.lead')}</p>
    </section>
  );
}

export const page: PageModule = {
  Page: HomePage,
  catalog,
  head: (_route, t) => ({ title: t('home.title'), description: t('home.description') }),
};
