import { useState, type ComponentProps } from 'react';
import { useFormsT } from './catalog.js';
import { FieldFrame, type FieldTexts } from './FieldFrame.js';
import styles from './forms.module.css';
import { VisuallyHidden } from './VisuallyHidden.js';

export type PasswordFieldProps = FieldTexts &
  Omit<ComponentProps<'input'>, 'id' | 'type' | 'autoComplete'> & {
    id: string;
    /** current-password to sign in or confirm, new-password where one is chosen. */
    autoComplete: 'current-password' | 'new-password';
  };

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
    </svg>
  );
}

/**
 * A password input with a button that shows the text typed (and hides it again): people check
 * what they typed instead of typing it twice.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  optional = false,
  className,
  ...input
}: PasswordFieldProps) {
  const t = useFormsT();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame {...{ id, label, hint, error, optional, className }}>
      {(wiring) => (
        <div className={styles['withAction']}>
          <input
            {...input}
            id={id}
            type={shown ? 'text' : 'password'}
            required={!optional}
            spellCheck={false}
            autoCapitalize="none"
            className={styles['input']}
            {...wiring}
          />
          <button
            type="button"
            className={styles['reveal']}
            aria-controls={id}
            onClick={() => setShown((value) => !value)}
          >
            <EyeIcon crossed={shown} />
            <VisuallyHidden>
              {t(shown ? 'forms.password.hide' : 'forms.password.show')}
            </VisuallyHidden>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
