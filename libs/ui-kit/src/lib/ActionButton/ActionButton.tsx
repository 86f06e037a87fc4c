import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { Link, type LinkProps } from '../Link/LinkProvider.js';
import { Spinner } from '../Spinner/Spinner.js';
import styles from './ActionButton.module.css';

export type ActionVariant = 'primary' | 'secondary' | 'danger';

function classFor(variant: ActionVariant, className: string | undefined): string {
  return classNames(styles['action'], styles[variant], className);
}

export type ActionButtonProps = ComponentProps<'button'> & {
  variant?: ActionVariant;
  /** Work in progress: a spinner shows and clicks are ignored, but focus stays on the button. */
  loading?: boolean;
  /** What the button says while loading ('Deleting…'); its own text by default. */
  pendingLabel?: ReactNode;
};

/**
 * The buttons of dialogs, banners and pages. While loading the button stays focusable
 * (aria-disabled, not disabled: a disabled button drops keyboard focus to the page body), so
 * keyboard users do not lose their place while the work runs.
 */
export function ActionButton({
  variant = 'secondary',
  loading = false,
  pendingLabel,
  className,
  children,
  onClick,
  type = 'button',
  ...props
}: ActionButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={classFor(variant, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner />}
      {loading ? (pendingLabel ?? children) : children}
    </button>
  );
}

export type ActionLinkProps = LinkProps & { variant?: ActionVariant };

/** A kit Link that looks like an action button (a destination, not a command). */
export function ActionLink({ variant = 'primary', className, ...props }: ActionLinkProps) {
  return <Link {...props} className={classFor(variant, className)} />;
}
