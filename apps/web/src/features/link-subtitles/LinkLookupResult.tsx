import { useEffect, useId, useState } from 'react';
import type { LinkInfo } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { useNavigate } from '../../router/navigation-context.js';
import { formatDuration } from '../transcribe/handled-file.js';
import { useLinkSubtitlesT } from './catalog.js';
import { callFailure, linkProblem, type CallFailure } from './link-check.js';
import styles from './link-subtitles.module.css';
import { TrackTable } from './TrackTable.js';
import { toolPageFor, useLookUp, useTrackStore } from './use-link-subtitles.js';

type Lookup =
  | { kind: 'none' }
  | { kind: 'looking' }
  | { kind: 'found'; info: LinkInfo }
  | { kind: 'failed'; failure: CallFailure };

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
  /** The link of the address (/Result?url=...); undefined when there is none. */
  url: string | undefined;
  locale: Locale;
}

/**
 * /Result's lookup of the link in its address: the video and its tracks, or why it could not
 * be looked up. A link without tracks goes on to /Empty (in place of this address, so Back
 * does not come here again).
 */
export function LinkLookupResult({ url, locale }: LinkLookupResultProps) {
  const t = useLinkSubtitlesT();
  const lookUp = useLookUp(locale);
  const navigate = useNavigate();
  const [lookup, setLookup] = useState<Lookup>({ kind: url ? 'looking' : 'none' });

  useEffect(() => {
    if (!url || linkProblem(url)) {
      setLookup({ kind: 'none' });
      return;
    }
    let live = true;
    setLookup({ kind: 'looking' });
    lookUp(url).then(
      (info) => {
        if (!live) return;
        if (info.subtitles.length === 0)
          navigate(toolPageFor('Empty', url, locale), { replace: true });
        else setLookup({ kind: 'found', info });
      },
      (error: unknown) => live && setLookup({ kind: 'failed', failure: callFailure(error) }),
    );
    return () => {
      live = false;
    };
  }, [url, locale, lookUp, navigate]);

  return (
    <div className={styles['result']}>
      <p role="status" className={styles['status']}>
        {lookup.kind === 'looking' ? t('linkSubs.looking') : ''}
      </p>
      <div role="alert">
        {lookup.kind === 'failed' && (
          <p className={styles['failed']}>
            {lookup.failure.kind === 'refused'
              ? lookup.failure.message
              : t('linkSubs.failure.unreachable')}
          </p>
        )}
      </div>
      {lookup.kind === 'none' && <p className={styles['empty']}>{t('linkSubs.result.empty')}</p>}
      {lookup.kind === 'found' && <FoundVideo info={lookup.info} locale={locale} />}
    </div>
  );
}
