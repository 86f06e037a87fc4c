import { useId, useState } from 'react';
import { formatTimestamp } from '@captio/subtitle-core';
import { ActionButton } from '@captio/ui-kit';
import {
  previewCount,
  previewSlice,
  type PreviewCues,
} from '../../../features/subtitle-files/preview-cues.js';
import { useSubtitleToolsT } from '../catalog.js';
import styles from '../subtitle-tools.module.css';

/** Cues a page of the preview shows: quick to render, and short enough to scan. */
export const PREVIEW_PAGE_SIZE = 100;

export interface CuePreviewProps {
  cues: PreviewCues;
}

/**
 * The cues as a table, a page at a time, so that a file of any length renders at once (no
 * virtual list library is installed, and pages keep find-in-page and printing simple).
 * Mount it with a key per file: a new file starts on the first page.
 */
export function CuePreview({ cues }: CuePreviewProps) {
  const t = useSubtitleToolsT();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const total = previewCount(cues);
  const pages = Math.max(1, Math.ceil(total / PREVIEW_PAGE_SIZE));
  const shown = Math.min(page, pages - 1);
  const first = shown * PREVIEW_PAGE_SIZE;
  const rows = previewSlice(cues, first, first + PREVIEW_PAGE_SIZE);

  const go = (to: number) => {
    if (to >= 0 && to < pages) setPage(to);
  };

  return (
    <section aria-labelledby={headingId} className={styles['slot']}>
      <h2 id={headingId}>{t('subtitleTools.preview.heading')}</h2>
      <div className={styles['tableWrap']}>
        <table className={styles['table']}>
          <caption>
            {t('subtitleTools.preview.caption', {
              first: first + 1,
              last: first + rows.length,
              total,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('subtitleTools.preview.number')}</th>
              <th scope="col">{t('subtitleTools.preview.time')}</th>
              <th scope="col">{t('subtitleTools.preview.text')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((cue, index) => (
              <tr key={first + index}>
                <td className={styles['number']}>{first + index + 1}</td>
                <td className={styles['time']}>
                  <span>{formatTimestamp(cue.start, 'vtt')} –</span>{' '}
                  <span>{formatTimestamp(cue.end, 'vtt')}</span>
                </td>
                <td className={styles['cueText']}>
                  {cue.speaker && <span className={styles['speaker']}>{cue.speaker} </span>}
                  {cue.text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('subtitleTools.preview.pagination')} className={styles['pagination']}>
          <ActionButton aria-disabled={shown === 0 || undefined} onClick={() => go(shown - 1)}>
            {t('subtitleTools.preview.previous')}
          </ActionButton>
          <span aria-live="polite">
            {t('subtitleTools.preview.page', { page: shown + 1, pages })}
          </span>
          <ActionButton
            aria-disabled={shown === pages - 1 || undefined}
            onClick={() => go(shown + 1)}
          >
            {t('subtitleTools.preview.next')}
          </ActionButton>
        </nav>
      )}
    </section>
  );
}
