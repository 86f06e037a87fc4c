import type { ComponentProps } from 'react';
import { classNames } from './class-names.js';
import { FieldError, FieldHint, LabelText, useFieldWiring, type FieldTexts } from './FieldFrame.js';
import styles from './forms.module.css';

export type TextFieldProps = FieldTexts &
  Omit<ComponentProps<'input'>, 'id' | 'type'> & {
    id: string;
    type?: 'text' | 'email' | 'search' | 'url' | 'tel';
  };

/** A labelled text input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  id,
  label,
  hint,
  error,
  optional = false,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { hintId, errorId, wiring } = useFieldWiring(hint, error);
  const emailLike = type === 'email' || type === 'url';
  return (
    <div className={classNames(styles['field'], className)}>
      <label htmlFor={id} className={styles['label']}>
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
      <input
        {...(emailLike ? { spellCheck: false, autoCapitalize: 'none' } : {})}
        {...input}
        id={id}
        type={type}
        required={!optional}
        className={styles['input']}
        {...wiring}
      />
    </div>
  );
}
