import type { ComponentProps } from 'react';
import { FieldFrame, type FieldTexts } from './FieldFrame.js';
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
  const emailLike = type === 'email' || type === 'url';
  return (
    <FieldFrame {...{ id, label, hint, error, optional, className }}>
      {(wiring) => (
        <input
          {...(emailLike ? { spellCheck: false, autoCapitalize: 'none' } : {})}
          {...input}
          id={id}
          type={type}
          required={!optional}
          className={styles['input']}
          {...wiring}
        />
      )}
    </FieldFrame>
  );
}
