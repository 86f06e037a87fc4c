import { useId } from 'react';
import { useStore } from 'zustand';
import type { LinkSubtitleFormat, SubtitleTrack } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useSession } from '../../state/stores.js';
import fieldStyles from '../landing/tool-form.module.css';
import { useLinkSubtitlesT, type LinkSubtitlesTranslate } from './catalog.js';
import styles from './link-subtitles.module.css';
import type { TrackNotice, TrackStore, TrackWork } from './track-store.js';
import {
  mayDownload,
  orderedTracks,
  TRACK_FORMATS,
  trackKey,
  trackLanguageName,
} from './tracks.js';

/** A track's name in buttons and labels: its language, and "automatic" where the site made it. */
function trackLabel(track: SubtitleTrack, locale: Locale, t: LinkSubtitlesTranslate) {
  const language = trackLanguageName(track.language, locale);
  return track.automatic ? t('linkSubs.track.automatic', { language }) : language;
}

function noticeText(
  notice: TrackNotice | undefined,
  work: TrackWork | undefined,
  texts: { t: LinkSubtitlesTranslate; track: string },
): string {
  const { t, track } = texts;
  if (work?.kind === 'downloading') {
    return t('linkSubs.save.pending', { track, format: work.format.toUpperCase() });
  }
  if (work?.kind === 'opening') return t('linkSubs.open.pending', { track });
  if (!notice) return '';
  switch (notice.kind) {
    case 'saved':
      return t('linkSubs.save.saved', { fileName: notice.fileName });
    case 'taskFailed':
      return [t('linkSubs.open.failed', { track }), notice.message].filter(Boolean).join(' ');
    case 'failed':
      return notice.failure.kind === 'refused'
        ? notice.failure.message
        : t('linkSubs.failure.unreachable');
  }
}

interface TrackRowProps {
  track: SubtitleTrack;
  store: TrackStore;
  locale: Locale;
  level: number | undefined;
  /** Some track has the site's own name: the column is shown. */
  named: boolean;
}

function TrackRow({ track, store, locale, level, named }: TrackRowProps) {
  const t = useLinkSubtitlesT();
  const key = trackKey(track);
  const format = useStore(store, (state) => state.formats[key] ?? 'srt');
  const work = useStore(store, (state) => state.work[key]);
  const notice = useStore(store, (state) => state.notices[key]);
  const label = trackLabel(track, locale, t);
  const formatLabel = format.toUpperCase();
  const message = noticeText(notice, work, { t, track: label });
  const failed = notice?.kind === 'failed' || notice?.kind === 'taskFailed';
  return (
    <tr>
      <th scope="row">{trackLanguageName(track.language, locale)}</th>
      {named && <td>{track.name ?? ''}</td>}
      <td>
        <span className={track.automatic ? styles['automatic'] : styles['written']}>
          {t(track.automatic ? 'linkSubs.kind.automatic' : 'linkSubs.kind.written')}
        </span>
        <span className={styles['kindNote']}>
          {t(track.automatic ? 'linkSubs.kind.automaticNote' : 'linkSubs.kind.writtenNote')}
        </span>
      </td>
      <td>
        <select
          aria-label={t('linkSubs.format.label', { track: label })}
          value={format}
          disabled={work !== undefined}
          onChange={(event) =>
            store.getState().chooseFormat(track, event.currentTarget.value as LinkSubtitleFormat)
          }
          className={`${fieldStyles['input']} ${fieldStyles['select']} ${styles['format']}`}
        >
          {TRACK_FORMATS.map((choice) => (
            <option key={choice.format} value={choice.format}>
              {mayDownload(choice, level)
                ? choice.format.toUpperCase()
                : t('linkSubs.format.vip', { format: choice.format.toUpperCase() })}
            </option>
          ))}
        </select>
      </td>
      <td>
        <div className={styles['actions']}>
          <ActionButton
            variant="primary"
            loading={work?.kind === 'downloading'}
            aria-label={t('linkSubs.save.label', { track: label, format: formatLabel })}
            onClick={() => void store.getState().download(track)}
          >
            {t('linkSubs.save.action')}
          </ActionButton>
          <ActionButton
            loading={work?.kind === 'opening'}
            aria-label={t('linkSubs.open.label', { track: label })}
            onClick={() => void store.getState().open(track)}
          >
            {t('linkSubs.open.action')}
          </ActionButton>
        </div>
        <p aria-live="polite" className={failed ? styles['failed'] : styles['notice']}>
          {message}
        </p>
      </td>
    </tr>
  );
}

export interface TrackTableProps {
  tracks: readonly SubtitleTrack[];
  store: TrackStore;
  locale: Locale;
}

/**
 * The link's subtitle tracks as a table under its heading: the written ones first, each row
 * headed by its language, marked written or automatic, with its format, download and editor
 * buttons named after the track.
 */
export function TrackTable({ tracks, store, locale }: TrackTableProps) {
  const t = useLinkSubtitlesT();
  const headingId = useId();
  const level = useSession((state) => state.user?.level);
  const shown = orderedTracks(tracks);
  // Sites that give no names (a plain page's <track>) leave the column out rather than empty.
  const named = shown.some((track) => track.name !== null);
  return (
    <section aria-labelledby={headingId} className={styles['tracks']}>
      <h3 id={headingId} className={styles['tracksTitle']}>
        {t('linkSubs.tracks.title')}
      </h3>
      <p className={styles['count']}>{t('linkSubs.tracks.count', { count: shown.length })}</p>
      <div className={styles['tableFrame']}>
        <table aria-labelledby={headingId} className={styles['table']}>
          <thead>
            <tr>
              <th scope="col">{t('linkSubs.table.language')}</th>
              {named && <th scope="col">{t('linkSubs.table.name')}</th>}
              <th scope="col">{t('linkSubs.table.kind')}</th>
              <th scope="col">{t('linkSubs.table.format')}</th>
              <th scope="col">{t('linkSubs.table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((track) => (
              <TrackRow
                key={trackKey(track)}
                track={track}
                store={store}
                locale={locale}
                level={level}
                named={named}
              />
            ))}
          </tbody>
        </table>
      </div>
      {TRACK_FORMATS.some((choice) => !mayDownload(choice, level)) && (
        <p className={styles['vipNote']}>{t('linkSubs.format.vipNote')}</p>
      )}
    </section>
  );
}
