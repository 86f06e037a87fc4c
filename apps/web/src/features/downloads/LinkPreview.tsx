import type { DownloadFormat, LinkInfo } from '@captio/api-client';
import type { SnsSite } from '@captio/routing-rules';
import { useState } from 'react';
import { SITE_NAMES } from '../landing/sites.js';
import { formatDuration } from '../transcribe/handled-file.js';
import { useDownloadsT } from './catalog.js';
import styles from './downloads.module.css';
import flowStyles from '../transcribe/transcribe.module.css';

export interface LinkPreviewProps {
  link: LinkInfo;
  /** The site the page is about: a link from another one is said to be so. */
  pageSite: SnsSite;
  format: DownloadFormat;
}

/** A social site by its name; any other by its address's host ("example.com"). */
function siteName(link: LinkInfo): string {
  if (link.site !== 'direct') return SITE_NAMES[link.site];
  try {
    return new URL(link.url).host;
  } catch {
    return link.url;
  }
}

/**
 * The link as the api found it: its thumbnail, title, site and length, and a word when it is
 * not from the page's site (it is converted all the same: the reader pasted it to have it).
 */
export function LinkPreview({ link, pageSite, format }: LinkPreviewProps) {
  const t = useDownloadsT();
  // A site's thumbnail may be gone or refused to other sites: no broken picture then.
  const [brokenThumbnail, setBrokenThumbnail] = useState<string | undefined>();
  const thumbnail = link.thumbnail_url !== brokenThumbnail ? link.thumbnail_url : null;
  const site = siteName(link);
  return (
    <section className={styles['preview']} aria-label={t('downloads.link.label')}>
      {thumbnail && (
        <img
          className={styles['thumbnail']}
          src={thumbnail}
          alt={t('downloads.link.thumbnail', { title: link.title })}
          referrerPolicy="no-referrer"
          onError={() => setBrokenThumbnail(thumbnail)}
        />
      )}
      <div className={styles['about']}>
        <p className={styles['title']}>{link.title}</p>
        <dl className={flowStyles['facts']}>
          <div>
            <dt>{t('downloads.link.site')}</dt>
            <dd>{site}</dd>
          </div>
          {link.duration !== null && (
            <div>
              <dt>{t('downloads.link.duration')}</dt>
              <dd>{formatDuration(link.duration)}</dd>
            </div>
          )}
        </dl>
        {link.site !== pageSite && (
          <p className={styles['note']}>
            {t('downloads.link.otherSite', {
              site,
              page: SITE_NAMES[pageSite],
              format: format.toUpperCase(),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
