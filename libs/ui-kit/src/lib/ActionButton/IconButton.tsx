import type { ComponentProps } from 'react';
import styles from './ActionButton.module.css';
import { classNames } from '../class-names.js';

export type IconButtonProps = ComponentProps<'button'> & {
  /** The accessible name: the button shows only an icon. */
  label: string;
};

/** A square button showing only an icon (close, delete); a Radix part can wrap it with `asChild`. */
export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      className={classNames(styles['icon'], className)}
    />
  );
}
