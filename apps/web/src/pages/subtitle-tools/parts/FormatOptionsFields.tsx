import { useId } from 'react';
import type { SubtitleFormat } from '@captio/subtitle-core';
import {
  defaultOption,
  formatOptionNames,
  type FormatOptionName,
  type OptionChoices,
} from '../../../features/subtitle-files/format-options.js';
import { useSubtitleToolsT, type SubtitleToolsKey } from '../catalog.js';
import { formatLabel } from '../format-names.js';
import styles from '../subtitle-tools.module.css';

const OPTION_LABELS: Record<FormatOptionName, SubtitleToolsKey> = {
  speakers: 'subtitleTools.options.speakers',
  plainText: 'subtitleTools.options.plainText',
  timestamps: 'subtitleTools.options.timestamps',
};

export interface FormatOptionsFieldsProps {
  format: SubtitleFormat;
  choices: OptionChoices;
  onChange(name: FormatOptionName, value: boolean): void;
}

/** The writing options the target format has (none for LRC: nothing is shown). */
export function FormatOptionsFields({ format, choices, onChange }: FormatOptionsFieldsProps) {
  const t = useSubtitleToolsT();
  const id = useId();
  const names = formatOptionNames(format);
  if (names.length === 0) return null;
  return (
    <fieldset className={styles['fieldset']}>
      <legend>{t('subtitleTools.options.legend', { format: formatLabel(format) })}</legend>
      {names.map((name) => (
        <div key={name} className={styles['check']}>
          <input
            id={`${id}-${name}`}
            type="checkbox"
            checked={choices[name] ?? defaultOption(name, format)}
            onChange={(event) => onChange(name, event.target.checked)}
          />
          <label htmlFor={`${id}-${name}`}>{t(OPTION_LABELS[name])}</label>
        </div>
      ))}
    </fieldset>
  );
}
