import { ActionButton } from '@captio/ui-kit';
import type { LocaleCode } from '@captio/api-client';
import { useId, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useResultT } from './catalog.js';
import { ExportTextOptions } from './ExportTextOptions.js';
import {
  DOCUMENT_EXPORTS,
  type ExportChoice,
  exportHref,
  type ExportText,
  fitsText,
  formatLabel,
  mayExport,
  ORIGINAL_TEXT,
  SUBTITLE_EXPORTS,
  subtitleExportsFor,
} from './export-options.js';
import styles from './result-page.module.css';

/** Starts a download of an address as a link click would (the answer is an attachment). */
function download(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export interface ExportPanelProps {
  taskId: string;
  /** The reader's level (undefined for a visitor): ASS needs 1 or more. */
  level: number | undefined;
  /** Saves unsaved edits; true when the server has everything. */
  flush(): Promise<boolean>;
  /** The translation's language name when the transcript has one: its text can be chosen then. */
  translationName?: string | undefined;
  /** The subtitle format the reader came for (?export=): offered first, and marked so. */
  firstFormat?: string | undefined;
}

/**
 * Downloads of the transcript: subtitle formats and documents, with or without timestamps and
 * speakers, and once it is translated the original, the translation or both. Each is a real link to the export call (the session or visitor cookie goes with it);
 * a click first saves what is not saved yet, so the file holds the last keystroke.
 */
export function ExportPanel({
  taskId,
  level,
  flush,
  translationName,
  firstFormat,
}: ExportPanelProps) {
  const t = useResultT();
  const locale = useIntl().locale as LocaleCode;
  const vipNote = useId();
  const tracksNote = useId();
  const [chosenText, setText] = useState<ExportText>(ORIGINAL_TEXT);
  // Without a translation (none yet, or a new one being made) there is the original only.
  const text = translationName === undefined ? ORIGINAL_TEXT : chosenText;
  const [timestamps, setTimestamps] = useState(true);
  const [speakers, setSpeakers] = useState(false);
  const [pending, setPending] = useState<string | undefined>();
  const [unsaved, setUnsaved] = useState<string | undefined>();

  const onDownload = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    event.preventDefault();
    setPending(href);
    setUnsaved(undefined);
    flush()
      .then((saved) => {
        if (saved) download(href);
        else setUnsaved(href);
      })
      .finally(() => setPending(undefined));
  };

  const item = (choice: ExportChoice) => {
    const label = formatLabel(choice.format);
    if (!mayExport(choice, level) || !fitsText(choice, text)) {
      const vip = !mayExport(choice, level);
      return (
        <li key={`${choice.kind}-${choice.format}`}>
          <button
            type="button"
            className={styles['format']}
            disabled
            aria-describedby={vip ? vipNote : tracksNote}
          >
            {label} {vip && <span className={styles['vip']}>{t('result.export.vip')}</span>}
          </button>
        </li>
      );
    }
    const href = exportHref(taskId, choice, { timestamps, speakers }, text, locale);
    return (
      <li key={`${choice.kind}-${choice.format}`}>
        <a
          href={href}
          download
          className={
            choice.kind === 'subtitle' && choice.format === firstFormat
              ? `${styles['format']} ${styles['firstFormat']}`
              : styles['format']
          }
          aria-busy={pending === href || undefined}
          aria-label={t(
            choice.kind === 'document' ? 'result.export.document' : 'result.export.subtitle',
            { format: label },
          )}
          onClick={(event) => onDownload(event, href)}
        >
          {label}
          {choice.vipOnly && <span className={styles['vip']}>{t('result.export.vip')}</span>}
        </a>
      </li>
    );
  };

  return (
    <section className={styles['panel']} aria-labelledby="result-export-heading">
      <h2 id="result-export-heading">{t('result.export.heading')}</h2>
      <fieldset className={styles['toggles']}>
        <legend>{t('result.export.options')}</legend>
        <label>
          <input
            type="checkbox"
            checked={timestamps}
            onChange={(event) => setTimestamps(event.target.checked)}
          />{' '}
          {t('result.export.timestamps')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={speakers}
            onChange={(event) => setSpeakers(event.target.checked)}
          />{' '}
          {t('result.export.speakers')}
        </label>
      </fieldset>
      {translationName !== undefined && (
        <ExportTextOptions
          text={chosenText}
          onChange={setText}
          translationName={translationName}
          tracksNote={tracksNote}
        />
      )}
      <h3 id="result-export-subtitles">{t('result.export.subtitles')}</h3>
      <ul className={styles['formats']} aria-labelledby="result-export-subtitles">
        {subtitleExportsFor(firstFormat).map(item)}
      </ul>
      <h3 id="result-export-documents">{t('result.export.documents')}</h3>
      <ul className={styles['formats']} aria-labelledby="result-export-documents">
        {DOCUMENT_EXPORTS.map(item)}
      </ul>
      {SUBTITLE_EXPORTS.some((choice) => !mayExport(choice, level)) && (
        <p id={vipNote} className={styles['hint']}>
          {t('result.export.vipNote')}
        </p>
      )}
      {unsaved && (
        <div role="alert" className={styles['banner']}>
          <p>{t('result.export.unsaved')}</p>
          <ActionButton
            onClick={() => {
              download(unsaved);
              setUnsaved(undefined);
            }}
          >
            {t('result.export.anyway')}
          </ActionButton>
        </div>
      )}
    </section>
  );
}
