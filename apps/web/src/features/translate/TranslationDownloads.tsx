import { forwardRef, useId, useState } from 'react';
import type { ExportFormat, LocaleCode } from '@captio/api-client';
import type { SubtitleFormat } from '@captio/subtitle-core';
import { useIntl } from 'react-intl';
import fieldStyles from '../landing/tool-form.module.css';
import { useTranslatorT } from './catalog.js';
import {
  type BilingualLayout,
  firstFormat,
  formatName,
  layoutsOf,
  mayDownload,
  TRANSLATION_FORMATS,
  translationHref,
} from './export-choices.js';
import styles from './translate.module.css';

export interface TranslationDownloadsProps {
  translationId: string;
  /** The reader's level: ASS is offered to paid levels. */
  level: number | undefined;
  /** The format of the file translated: offered first, the file's layout kept in it. */
  sentFormat?: SubtitleFormat | undefined;
}

/**
 * The downloads of a translated file: the format, the bilingual layout where the format has a
 * choice, then the translation alone or bilingual. The heading takes the focus when the
 * translation is done (the parent moves it), so a screen reader lands on what comes next.
 */
export const TranslationDownloads = forwardRef<HTMLHeadingElement, TranslationDownloadsProps>(
  function TranslationDownloads({ translationId, level, sentFormat }, headingRef) {
    const t = useTranslatorT();
    const locale = useIntl().locale as LocaleCode;
    const ids = { heading: useId(), format: useId(), layout: useId() };
    const [format, setFormat] = useState<ExportFormat>(() => firstFormat(sentFormat, level));
    const [layout, setLayout] = useState<BilingualLayout>('lines');
    const layouts = layoutsOf(format);
    const name = formatName(format);
    return (
      <section aria-labelledby={ids.heading} className={styles['downloads']}>
        <h2 id={ids.heading} ref={headingRef} tabIndex={-1} className={styles['downloadsTitle']}>
          {t('translator.download.title')}
        </h2>
        <div className={fieldStyles['fields']}>
          <div className={fieldStyles['field']}>
            <label htmlFor={ids.format} className={fieldStyles['label']}>
              {t('translator.download.format')}
            </label>
            <select
              id={ids.format}
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as ExportFormat)}
              className={`${fieldStyles['input']} ${fieldStyles['select']}`}
            >
              {TRANSLATION_FORMATS.map((choice) => (
                <option key={choice} value={choice} disabled={!mayDownload(choice, level)}>
                  {mayDownload(choice, level)
                    ? formatName(choice)
                    : t('translator.download.paidFormat', { format: formatName(choice) })}
                </option>
              ))}
            </select>
          </div>
          {layouts.length > 1 && (
            <div className={fieldStyles['field']}>
              <label htmlFor={ids.layout} className={fieldStyles['label']}>
                {t('translator.download.layout')}
              </label>
              <select
                id={ids.layout}
                value={layout}
                onChange={(event) => setLayout(event.currentTarget.value as BilingualLayout)}
                className={`${fieldStyles['input']} ${fieldStyles['select']}`}
              >
                {layouts.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(
                      choice === 'lines'
                        ? 'translator.download.lines'
                        : 'translator.download.tracks',
                    )}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className={styles['downloadLinks']}>
          {/* Plain links: the answer is an attachment, not a page of the app's router. */}
          <a
            href={translationHref(translationId, format, 'translation', 'lines', locale)}
            download
            className={`${styles['download']} ${styles['primary']}`}
          >
            {t('translator.download.translation', { format: name })}
          </a>
          <a
            href={translationHref(translationId, format, 'bilingual', layout, locale)}
            download
            className={styles['download']}
          >
            {t('translator.download.bilingual', { format: name })}
          </a>
        </div>
      </section>
    );
  },
);
