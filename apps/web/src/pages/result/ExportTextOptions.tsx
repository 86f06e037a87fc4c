import type { ExportContent } from '@captio/api-client';
import { useResultT } from './catalog.js';
import type { BilingualLayout, ExportText } from './export-options.js';
import styles from './result-page.module.css';

export interface ExportTextOptionsProps {
  text: ExportText;
  onChange(text: ExportText): void;
  /** The translation's language, as the reader calls it. */
  translationName: string;
  /** The id of the note on two tracks, which the formats that cannot hold them point to. */
  tracksNote: string;
}

const CONTENTS: readonly ExportContent[] = ['original', 'translation', 'bilingual'];
const LAYOUTS: readonly BilingualLayout[] = ['lines', 'tracks'];

/**
 * Which text a download holds once the transcript is translated: the original, the translation,
 * or both; and for both, two lines per cue (every format) or two tracks (ASS, a style each).
 */
export function ExportTextOptions({
  text,
  onChange,
  translationName,
  tracksNote,
}: ExportTextOptionsProps) {
  const t = useResultT();
  const contentLabel = (content: ExportContent) =>
    content === 'original'
      ? t('result.export.content.original')
      : content === 'translation'
        ? t('result.export.content.translation', { language: translationName })
        : t('result.export.content.bilingual');
  return (
    <>
      <fieldset className={styles['toggles']}>
        <legend>{t('result.export.content.legend')}</legend>
        {CONTENTS.map((content) => (
          <label key={content}>
            <input
              type="radio"
              name="result-export-content"
              value={content}
              checked={text.content === content}
              onChange={() => onChange({ ...text, content })}
            />{' '}
            {contentLabel(content)}
          </label>
        ))}
      </fieldset>
      {text.content === 'bilingual' && (
        <fieldset className={styles['toggles']}>
          <legend>{t('result.export.layout.legend')}</legend>
          {LAYOUTS.map((layout) => (
            <label key={layout}>
              <input
                type="radio"
                name="result-export-layout"
                value={layout}
                checked={text.layout === layout}
                onChange={() => onChange({ ...text, layout })}
              />{' '}
              {t(layout === 'lines' ? 'result.export.layout.lines' : 'result.export.layout.tracks')}
            </label>
          ))}
        </fieldset>
      )}
      {text.content === 'bilingual' && text.layout === 'tracks' && (
        <p id={tracksNote} className={styles['hint']}>
          {t('result.export.layout.tracksNote')}
        </p>
      )}
    </>
  );
}
