import type { ComponentProps } from 'react';
import { classNames } from './class-names.js';
import { FieldFrame, type FieldTexts } from './FieldFrame.js';
import styles from './forms.module.css';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's language, when it is written in another one than the page (Deutsch, 日本語). */
  lang?: string;
}

export type SelectFieldProps = FieldTexts &
  Omit<ComponentProps<'select'>, 'id' | 'children'> & {
    id: string;
    options: readonly SelectOption[];
  };

/** A labelled native select (keyboard, type-ahead and mobile pickers for free). */
export function SelectField({
  id,
  label,
  hint,
  error,
  optional = false,
  options,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, optional, className }}>
      {(wiring) => (
        <select
          {...select}
          id={id}
          required={!optional}
          className={classNames(styles['input'], styles['select'])}
          {...wiring}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
