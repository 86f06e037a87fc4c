import type { ComponentProps } from 'react';
import styles from './ActionButton.module.css';

export type CloseButtonProps = ComponentProps<'button'> & {
  /** The accessible name: the button shows only a ×. */
  label: string;
};

/** The × of dialogs and toasts; wrap it in the Radix Close part with `asChild`. */
export function CloseButton({ label, className, type = 'button', ...props }: CloseButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      className={className ? `${styles['close']} ${className}` : styles['close']}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M3 3l10 10M13 3L3 13"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
