import { useId, type ReactNode } from 'react';
import { useFormsT } from './catalog.js';
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
export function LabelText({ label, optional }: Pick<FieldTexts, 'label' | 'optional'>) {
  const t = useFormsT();
  return (
    <>
      {label}
      {optional && <span className={styles['optional']}> {t('forms.optional')}</span>}
    </>
  );
}
