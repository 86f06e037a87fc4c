import type { LinkInfo } from '@captio/api-client';
import { SITE_NAMES } from '../landing/sites.js';
import { formatDuration } from '../transcribe/handled-file.js';
// The card and facts of a chosen file, so that a link and a file are shown alike.
import fileStyles from '../transcribe/transcribe.module.css';
import { useLinkSourceT } from './catalog.js';
import styles from './link-source.module.css';

/**
 * What the site says of a looked-up link: its thumbnail, title, site and length, so the reader
 * sees it is the video they meant before anything is fetched.
 */
export function LinkSummary({ link }: { link: LinkInfo }) {
  const t = useLinkSourceT();
  return (
    <section className={fileStyles['summary']} aria-label={t('linkSource.preview.title')}>
      {link.thumbnail_url && (
        <img
          className={styles['thumbnail']}
          src={link.thumbnail_url}
          alt={t('linkSource.preview.thumbnail', { title: link.title })}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      <dl className={`${fileStyles['facts']} ${styles['facts']}`}>
        <div className={styles['title']}>
          <dt>{t('linkSource.preview.videoTitle')}</dt>
          <dd>{link.title}</dd>
        </div>
        <div>
          <dt>{t('linkSource.preview.site')}</dt>
          <dd>{link.site === 'direct' ? t('linkSource.site.direct') : SITE_NAMES[link.site]}</dd>
        </div>
        <div>
          <dt>{t('linkSource.preview.length')}</dt>
          <dd>
            {link.duration === null
              ? t('linkSource.preview.lengthUnknown')
              : formatDuration(link.duration)}
          </dd>
        </div>
      </dl>
      {link.is_live && <p className={styles['note']}>{t('linkSource.preview.live')}</p>}
    </section>
  );
}
