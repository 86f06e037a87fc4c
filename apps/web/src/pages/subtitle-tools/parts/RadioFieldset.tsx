import { useId, useRef, type ReactNode } from 'react';
import { checkedIndex, useEarlyInput } from '../../../features/forms/index.js';
import styles from '../subtitle-tools.module.css';

export interface RadioOption<Value> {
  value: Value;
  label: ReactNode;
}

export interface RadioFieldsetProps<Value> {
  legend: ReactNode;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange(value: Value): void;
  /** A note under the choices, read with them. */
  hint?: ReactNode;
}

/** One choice among a few, as radio buttons under a legend (arrow keys move between them). */
export function RadioFieldset<Value extends string | number>({
  legend,
  options,
  value,
  onChange,
  hint,
}: RadioFieldsetProps<Value>) {
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(group, (shown) => options[checkedIndex(shown) ?? -1]?.value, value, onChange);
  return (
    <fieldset ref={group} className={styles['fieldset']}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles['check']}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={id}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {hint && <p className={styles['hint']}>{hint}</p>}
    </fieldset>
  );
}
