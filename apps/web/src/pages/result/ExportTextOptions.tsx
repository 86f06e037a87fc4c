import type { ExportContent } from '@captio/api-client';
import { useResultT } from './catalog.js';
import type { BilingualLayout, ExportText } from './export-options.js';
import { RadioChoices } from './RadioChoices.js';
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
      <RadioChoices
        legend={t('result.export.content.legend')}
        name="result-export-content"
        choices={CONTENTS}
        label={contentLabel}
        value={text.content}
        onChange={(content) => onChange({ ...text, content })}
      />
      {text.content === 'bilingual' && (
        <RadioChoices
          legend={t('result.export.layout.legend')}
          name="result-export-layout"
          choices={LAYOUTS}
          label={(layout) =>
            t(layout === 'lines' ? 'result.export.layout.lines' : 'result.export.layout.tracks')
          }
          value={text.layout}
          onChange={(layout) => onChange({ ...text, layout })}
        />
      )}
      {text.content === 'bilingual' && text.layout === 'tracks' && (
        <p id={tracksNote} className={styles['hint']}>
          {t('result.export.layout.tracksNote')}
        </p>
      )}
    </>
  );
}
