import { useId } from 'react';
import type { Locale } from '@captio/routing-rules';
import fieldStyles from '../landing/tool-form.module.css';
import { useTranslatorT } from './catalog.js';
import { primaryTag, translationLanguageName, type TargetChoice } from './translation-pairs.js';
import styles from './translate.module.css';

export interface LanguageFieldProps {
  label: string;
  name: string;
  locale: Locale;
  choices: readonly TargetChoice[];
  value: string | undefined;
  onChange: (code: string) => void;
  /** Why the current value cannot be used (no engine translates the pair), said under the field. */
  problem?: string | undefined;
  disabled?: boolean;
}

/**
 * A translation language as a native select. A chained pair says the language it goes
 * through, so a reader knows to expect a rougher text; the current value stays listed even
 * when nothing translates it, and the field then says why (aria-invalid, described by it).
 */
export function LanguageField({
  label,
  name,
  locale,
  choices,
  value,
  onChange,
  problem,
  disabled,
}: LanguageFieldProps) {
  const t = useTranslatorT();
  const id = useId();
  const problemId = useId();
  return (
    <div className={fieldStyles['field']}>
      <label htmlFor={id} className={fieldStyles['label']}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value === undefined ? '' : primaryTag(value)}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${fieldStyles['input']} ${fieldStyles['select']}`}
      >
        {value === undefined && <option value="">{t('translator.language.none')}</option>}
        {choices.map((choice) => {
          const language = translationLanguageName(choice.code, locale);
          return (
            <option key={choice.code} value={choice.code}>
              {choice.via
                ? t('translator.language.via', {
                    language,
                    via: translationLanguageName(choice.via, locale),
                  })
                : language}
            </option>
          );
        })}
      </select>
      {problem && (
        <p id={problemId} className={`${fieldStyles['fieldHint']} ${styles['problem']}`}>
          {problem}
        </p>
      )}
    </div>
  );
}
