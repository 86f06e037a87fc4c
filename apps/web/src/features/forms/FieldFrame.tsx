import { useId, type ReactNode } from 'react';
import { useFormsT } from './catalog.js';
import { classNames } from './class-names.js';
import styles from './forms.module.css';
import { VisuallyHidden } from './VisuallyHidden.js';

export interface FieldTexts {
  /** The visible label: every field has one. */
  label: ReactNode;
  /** A help text under the label, read with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: string | undefined;
  /** Adds "(optional)" to the label: fields are required unless they say so. */
  optional?: boolean;
}

/** The ids a control needs to be tied to its texts. */
export interface FieldWiring {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Hint and error texts with their ids, and the aria attributes that tie them to the control. */
export function useFieldWiring(hint: ReactNode, error: string | undefined) {
  const base = useId();
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const wiring: FieldWiring = {
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  return { hintId, errorId, wiring };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} className={styles['hint']}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string | undefined; message?: string }) {
  const t = useFormsT();
  return id && message ? (
    <p id={id} className={styles['error']}>
      <VisuallyHidden>{t('forms.error.prefix')} </VisuallyHidden>
      {message}
    </p>
  ) : null;
}

/** The label text, with "(optional)" when the field may stay empty. */
function LabelText({ label, optional }: Pick<FieldTexts, 'label' | 'optional'>) {
  const t = useFormsT();
  return (
    <>
      {label}
      {optional && <span className={styles['optional']}> {t('forms.optional')}</span>}
    </>
  );
}

export type FieldFrameProps = FieldTexts & {
  /** The control's id, which the label points at. */
  id: string;
  className?: string | undefined;
  /** The control, given the aria attributes that tie it to the hint and the error. */
  children: (wiring: FieldWiring) => ReactNode;
};

/** A control under its label, hint and error: the frame every single-control field shares. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: FieldFrameProps) {
  const { hintId, errorId, wiring } = useFieldWiring(hint, error);
  return (
    <div className={classNames(styles['field'], className)}>
      <label htmlFor={id} className={styles['label']}>
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
      {children(wiring)}
    </div>
  );
}
