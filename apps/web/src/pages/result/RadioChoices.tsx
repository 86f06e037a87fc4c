import styles from './result-page.module.css';

export interface RadioChoicesProps<Value extends string> {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  choices: readonly Value[];
  label(choice: Value): string;
  value: Value;
  onChange(value: Value): void;
}

/** A set of radio buttons under a legend, laid out as the page's other toggles. */
export function RadioChoices<Value extends string>({
  legend,
  name,
  choices,
  label,
  value,
  onChange,
}: RadioChoicesProps<Value>) {
  return (
    <fieldset className={styles['toggles']}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />{' '}
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
}
