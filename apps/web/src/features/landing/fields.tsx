import { useId } from 'react';
import styles from './tool-form.module.css';

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
