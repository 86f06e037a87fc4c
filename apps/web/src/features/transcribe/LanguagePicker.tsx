import { useId } from 'react';
import fieldStyles from '../landing/tool-form.module.css';
import { useTranscribeT } from './catalog.js';
import type { LanguageChoice } from './language-choices.js';
import styles from './transcribe.module.css';

export interface LanguagePickerProps {
  label: string;
  choices: readonly LanguageChoice[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * The recording's language, a native select (every platform's keyboard and screen reader
 * support). Languages no engine of this server transcribes stay in the list, disabled, their
 * label saying why, so a visitor looking for theirs learns it is not offered here rather than
 * wondering where it went.
 */
export function LanguagePicker({ label, choices, value, onChange, disabled }: LanguagePickerProps) {
  const t = useTranscribeT();
  const id = useId();
  const hintId = useId();
  const someUnsupported = choices.some((choice) => !choice.supported);
  const current = choices.find((choice) => choice.code === value);
  return (
    <div className={fieldStyles['field']}>
      <label htmlFor={id} className={fieldStyles['label']}>
        {label}
      </label>
      <select
        id={id}
        name="language"
        value={value}
        disabled={disabled}
        aria-describedby={someUnsupported ? hintId : undefined}
        aria-invalid={current && !current.supported ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${fieldStyles['input']} ${fieldStyles['select']}`}
      >
        {choices.map((choice) => (
          <option
            key={choice.code}
            value={choice.code}
            // The page's own language stays selectable so the page can say why it is refused.
            disabled={!choice.supported && choice.code !== value}
          >
            {choice.supported
              ? choice.label
              : t('transcribe.language.unsupported', { language: choice.label })}
          </option>
        ))}
      </select>
      {someUnsupported && (
        <p id={hintId} className={`${fieldStyles['fieldHint']} ${styles['hint']}`}>
          {t('transcribe.language.hint')}
        </p>
      )}
    </div>
  );
}
