import type { ArticleField } from '@captio/api-client';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { checkedIndex, useEarlyInput } from '../forms/index.js';
import { useTranscribeT } from './catalog.js';
import type { TaskModeName } from './start-store.js';
import styles from './transcribe.module.css';

export interface ModePickerProps {
  modes: readonly TaskModeName[];
  /** The texts an article gets here (the writing engines' fields); undefined until known. */
  articleFields?: readonly ArticleField[] | undefined;
  value: TaskModeName;
  onChange: (mode: TaskModeName) => void;
  disabled?: boolean;
}

/** What to make of the recording: radio buttons under a legend, each with what it gives. */
export function ModePicker({ modes, articleFields, value, onChange, disabled }: ModePickerProps) {
  const t = useTranscribeT();
  const { locale } = useIntl();
  // What an article is made of on this server, said before it is paid for.
  const articleNote =
    articleFields && articleFields.length > 0
      ? t('transcribe.mode.articleTexts', {
          texts: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
            articleFields.map((field) => t('transcribe.article.field', { field })),
          ),
        })
      : t('transcribe.mode.articleNote');
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(group, (shown) => modes[checkedIndex(shown) ?? -1], value, onChange);
  return (
    <fieldset ref={group} className={styles['modes']} disabled={disabled}>
      <legend className={styles['legend']}>{t('transcribe.mode.legend')}</legend>
      <div className={styles['modeList']}>
        {modes.map((mode) => (
          <div key={mode} className={styles['mode']}>
            <input
              id={`${id}-${mode}`}
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={value === mode}
              aria-describedby={`${id}-${mode}-note`}
              onChange={() => onChange(mode)}
            />
            <label htmlFor={`${id}-${mode}`}>
              <span className={styles['modeName']}>{t(`transcribe.mode.${mode}`)}</span>
              <span id={`${id}-${mode}-note`} className={styles['modeNote']}>
                {mode === 'article' ? articleNote : t(`transcribe.mode.${mode}Note`)}
              </span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
