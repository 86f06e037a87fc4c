import type { ComponentProps, ReactNode } from 'react';
import actions from '../theme/actions.module.css';

export interface PendingButtonProps extends ComponentProps<'button'> {
  pending: boolean;
  /** What the button says while its action runs ('Deleting…'). */
  pendingLabel: ReactNode;
}

/**
 * A button whose action runs asynchronously. While pending it stays focusable and announced
 * (aria-disabled, not disabled: a disabled button drops keyboard focus to the page body) and
 * ignores clicks.
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  onClick,
  type = 'button',
  ...props
}: PendingButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {pending ? (
        <>
          <span className={actions['spinner']} aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
