import { useT } from '@captio/i18n/react';
import { pathTo, type Locale } from '@captio/routing-rules';
import { ActionLink, Link } from '@captio/ui-kit';
import { useLibraryT, type LibraryKey } from './catalog.js';
import styles from './library-page.module.css';

export interface LibraryTexts {
  heading: LibraryKey;
  lead: LibraryKey;
  empty: LibraryKey;
}

/**
 * A list of published pieces (blog articles, podcast episodes). None are published yet: the
 * page says so plainly and offers the tools instead of an empty grid.
 */
export function LibraryPage({ texts, locale }: { texts: LibraryTexts; locale: Locale }) {
  const t = useLibraryT();
  const shell = useT();
  const tools = [
    { href: pathTo('transcribe-audio', {}, locale), label: shell('nav.transcribeAudio') },
    { href: pathTo('transcribe-video', {}, locale), label: shell('nav.transcribeVideo') },
    {
      href: pathTo('convert-t1-to-t2', { t1: 'srt', t2: 'vtt' }, locale),
      label: shell('nav.convertSubtitle', { from: 'SRT', to: 'VTT' }),
    },
    { href: pathTo('merge-subtitles', {}, locale), label: shell('nav.mergeSubtitles') },
  ];
  return (
    <div className={styles['page']}>
      <header className={styles['intro']}>
        <h1>{t(texts.heading)}</h1>
        <p className={styles['lead']}>{t(texts.lead)}</p>
      </header>
      <section className={styles['empty']} aria-labelledby="library-empty">
        <h2 id="library-empty">{t(texts.empty)}</h2>
        <p>{t('library.emptyHint')}</p>
        <ul className={styles['tools']}>
          {tools.map((tool) => (
            <li key={tool.href}>
              <Link href={tool.href}>{tool.label}</Link>
            </li>
          ))}
        </ul>
        <ActionLink href={pathTo('transcribe-audio', {}, locale)}>
          {t('library.tryTools')}
        </ActionLink>
      </section>
    </div>
  );
}
