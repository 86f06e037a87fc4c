import { useId } from 'react';
import { useT } from '@captio/i18n/react';
import { Link } from '@captio/ui-kit';
import { convertPath, type Conversion } from '../convert-links.js';
import { formatLabel } from '../format-names.js';
import styles from '../subtitle-tools.module.css';

export interface RelatedConvertersProps {
  heading: string;
  conversions: readonly Conversion[];
  /** Also offer the merge tool. */
  withMerge?: boolean;
}

/** Links to other converter pages (localized by the kit's Link) and, on request, to merging. */
export function RelatedConverters({ heading, conversions, withMerge }: RelatedConvertersProps) {
  const t = useT();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={styles['section']}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles['links']}>
        {conversions.map(({ from, to }) => (
          <li key={`${from}-${to}`}>
            <Link href={convertPath(from, to)}>
              {t('nav.convertSubtitle', { from: formatLabel(from), to: formatLabel(to) })}
            </Link>
          </li>
        ))}
        {withMerge && (
          <li>
            <Link href="/merge-subtitles">{t('nav.mergeSubtitles')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
