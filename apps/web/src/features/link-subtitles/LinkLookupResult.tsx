import { useEffect, useId, useState } from 'react';
import type { LinkInfo } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { useNavigate } from '../../router/navigation-context.js';
import { useLinkLookupT } from '../link-lookup/catalog.js';
import { useLinkLookup } from '../link-lookup/use-link-lookup.js';
import { formatDuration } from '../transcribe/handled-file.js';
import { useLinkSubtitlesT } from './catalog.js';
import styles from './link-subtitles.module.css';
import { TrackTable } from './TrackTable.js';
import { toolPageFor, useKeptLookups, useTrackStore } from './use-link-subtitles.js';

/** The video a lookup found: its thumbnail, title and length, and its tracks. */
function FoundVideo({ info, locale }: { info: LinkInfo; locale: Locale }) {
  const t = useLinkSubtitlesT();
  const store = useTrackStore({ url: info.url, title: info.title }, locale);
  const [thumbnailShown, setThumbnailShown] = useState(true);
  const titleId = useId();
  return (
    <article className={styles['video']} aria-labelledby={titleId}>
      <div className={styles['summary']}>
        {info.thumbnail_url && thumbnailShown && (
          // The title beside it says what the picture shows: it is left out of the reading.
          <img
            src={info.thumbnail_url}
            alt=""
            className={styles['thumbnail']}
            referrerPolicy="no-referrer"
            onError={() => setThumbnailShown(false)}
          />
        )}
        <div>
          <h2 id={titleId} className={styles['title']}>
            {info.title}
          </h2>
          <dl className={styles['facts']}>
            <dt>{t('linkSubs.video.length')}</dt>
            <dd>
              {info.duration === null
                ? t('linkSubs.video.lengthUnknown')
                : formatDuration(info.duration)}
            </dd>
          </dl>
        </div>
      </div>
      <TrackTable tracks={info.subtitles} store={store} locale={locale} />
    </article>
  );
}

export interface LinkLookupResultProps {
  locale: Locale;
}

/**
 * /Result's lookup of the link in its address (?url=): the video and its tracks, or why it
 * could not be looked up. A link without tracks goes on to /Empty (in place of this address, so
 * Back does not come here again).
 */
export function LinkLookupResult({ locale }: LinkLookupResultProps) {
  const t = useLinkSubtitlesT();
  const lookupT = useLinkLookupT();
  const link = useLinkLookup({ locale, inspect: useKeptLookups(), fromAddress: true });
  const navigate = useNavigate();
  const { lookup, addressLink } = link;
  const trackless = lookup.status === 'found' && lookup.link.subtitles.length === 0;

  useEffect(() => {
    if (trackless) navigate(toolPageFor('Empty', lookup.url, locale), { replace: true });
  }, [trackless, lookup, locale, navigate]);

  // From the first render (the server's) until the lookup starts, the address's link is awaited.
  const looking = link.checking || (addressLink !== undefined && lookup.status === 'idle');
  const none = addressLink === undefined || lookup.status === 'invalid';
  return (
    <div className={styles['result']}>
      <p role="status" className={styles['status']}>
        {looking ? lookupT('linkLookup.status.checking') : ''}
      </p>
      <div role="alert">
        {link.failure !== undefined && <p className={styles['failed']}>{link.failure}</p>}
        {/* The address's text is no link the api would take (javascript:, a word): said why. */}
        {link.problem !== undefined && <p className={styles['failed']}>{link.problem}</p>}
      </div>
      {none && <p className={styles['empty']}>{t('linkSubs.result.empty')}</p>}
      {lookup.status === 'found' && !trackless && <FoundVideo info={lookup.link} locale={locale} />}
    </div>
  );
}
