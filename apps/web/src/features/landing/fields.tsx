import { useId } from 'react';
import styles from './tool-form.module.css';

export interface LinkFieldProps {
  label: string;
  hint: string;
  name?: string;
}

/** An address field (a video's link), with its hint tied to it. */
export function LinkField({ label, hint, name = 'url' }: LinkFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={`${styles['field']} ${styles['wide']}`}>
      <label htmlFor={id} className={styles['label']}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        aria-describedby={hintId}
        className={styles['input']}
      />
      <p id={hintId} className={styles['fieldHint']}>
        {hint}
      </p>
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  defaultValue?: string | undefined;
}

/** A labelled native select: every platform's own keyboard and screen reader support. */
export function SelectField({ label, name, options, defaultValue }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles['field']}>
      <label htmlFor={id} className={styles['label']}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className={`${styles['input']} ${styles['select']}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
