import { useId } from 'react';
import { useLandingT } from './catalog.js';
import { DOCUMENT_EXPORTS, SUBTITLE_EXPORTS, type ExportFormat } from './export-formats.js';
import { Icon } from '@captio/ui-kit';
import { Section } from './Section.js';
import styles from './chips.module.css';

function FormatGroup({
  icon,
  title,
  formats,
}: {
  icon: 'captions' | 'document';
  title: string;
  formats: readonly ExportFormat[];
}) {
  const headingId = useId();
  return (
    <div className={styles['group']}>
      <h3 id={headingId} className={styles['groupTitle']}>
        <Icon name={icon} size={20} />
        {title}
      </h3>
      <ul className={styles['chips']} aria-labelledby={headingId}>
        {formats.map((format) => (
          <li key={format.label} className={styles['chip']} translate="no">
            {format.label}
            {format.vip && <span className={styles['badge']}>VIP</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The export formats of transcripts and subtitles, grouped. */
export function ExportFormats({ tinted = false }: { tinted?: boolean }) {
  const t = useLandingT();
  return (
    <Section title={t('landing.formats.title')} lead={t('landing.formats.lead')} tinted={tinted}>
      <div className={styles['groups']}>
        <FormatGroup
          icon="captions"
          title={t('landing.formats.subtitles')}
          formats={SUBTITLE_EXPORTS}
        />
        <FormatGroup
          icon="document"
          title={t('landing.formats.documents')}
          formats={DOCUMENT_EXPORTS}
        />
      </div>
      <p className={styles['note']}>{t('landing.formats.vipNote')}</p>
    </Section>
  );
}
