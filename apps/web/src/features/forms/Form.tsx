import type { ComponentProps, ReactNode } from 'react';
import { ActionButton } from '@captio/ui-kit';
import { classNames } from './class-names.js';
import { ErrorSummary } from './ErrorSummary.js';
import styles from './forms.module.css';
import type { FormControl } from './use-form.js';

export type FormProps<Field extends string> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> & {
  form: FormControl<Field>;
  children: ReactNode;
};

/**
 * A form run by useForm: the error summary on top, the fields, and the browser's own bubbles
 * off (noValidate) so that every message is the app's, in the page's language.
 */
export function Form<Field extends string>({
  form,
  children,
  className,
  ...props
}: FormProps<Field>) {
  return (
    <form
      {...props}
      noValidate
      className={classNames(styles['form'], className)}
      aria-busy={form.submitting || undefined}
      onSubmit={form.onSubmit}
    >
      <ErrorSummary
        items={form.summary.items}
        message={form.summary.message}
        summaryRef={form.summaryRef}
      />
      {children}
    </form>
  );
}

export interface SubmitButtonProps {
  form: Pick<FormControl<string>, 'submitting'>;
  children: ReactNode;
  /** What the button says while the form is being sent ('Signing in…'). */
  pendingLabel?: ReactNode;
  variant?: 'primary' | 'danger';
  className?: string;
}

/** The form's submit button: a spinner and its pending label while the form is being sent. */
export function SubmitButton({
  form,
  children,
  pendingLabel,
  variant = 'primary',
  className,
}: SubmitButtonProps) {
  return (
    <ActionButton
      type="submit"
      variant={variant}
      loading={form.submitting}
      pendingLabel={pendingLabel}
      className={classNames(styles['submit'], className)}
    >
      {children}
    </ActionButton>
  );
}

/**
 * A polite live region for what a form achieved ('Your password has been changed'): it stays
 * in the page, empty, so that screen readers announce the text when it arrives.
 */
export function FormNotice({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className={styles['noticeRegion']}>
      {children ? <p className={styles['notice']}>{children}</p> : null}
    </div>
  );
}
