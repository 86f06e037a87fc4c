import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon.js';
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
      <Icon name="close" />
    </button>
  );
}
