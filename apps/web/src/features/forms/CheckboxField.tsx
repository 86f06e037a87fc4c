import type { ComponentProps } from 'react';
import { classNames } from './class-names.js';
import { FieldError, FieldHint, useFieldWiring, type FieldTexts } from './FieldFrame.js';
import styles from './forms.module.css';

export type CheckboxFieldProps = Omit<FieldTexts, 'optional'> &
  Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string };

/** A checkbox with its label beside it (the label is part of the click target). */
export function CheckboxField({ id, label, hint, error, className, ...input }: CheckboxFieldProps) {
  const { hintId, errorId, wiring } = useFieldWiring(hint, error);
  return (
    <div className={classNames(styles['field'], className)}>
      <FieldError id={errorId} message={error} />
      <div className={styles['checkRow']}>
        <input {...input} id={id} type="checkbox" className={styles['checkbox']} {...wiring} />
        <label htmlFor={id} className={styles['checkLabel']}>
          {label}
        </label>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
}
