import { useId, useRef } from 'react';
import { checkedIndex, useEarlyInput } from '../forms/index.js';
// The fieldset and legend of the mode choice below it, so the form's choices look alike.
import formStyles from '../transcribe/transcribe.module.css';
import { useLinkSourceT } from './catalog.js';
import styles from './link-source.module.css';

/** Where the recording comes from: a file of the device, or a link the server fetches. */
export type MediaSource = 'file' | 'link';

const SOURCES: readonly MediaSource[] = ['file', 'link'];

export interface SourceChoiceProps {
  value: MediaSource;
  onChange: (source: MediaSource) => void;
  disabled?: boolean;
}

/**
 * File or link: a radio group under its legend (arrow keys switch, the screen reader says
 * "1 of 2"), drawn as a two-way switch.
 */
export function SourceChoice({ value, onChange, disabled }: SourceChoiceProps) {
  const t = useLinkSourceT();
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(group, (shown) => SOURCES[checkedIndex(shown) ?? -1], value, onChange);
  return (
    <fieldset ref={group} className={formStyles['modes']} disabled={disabled}>
      <legend className={formStyles['legend']}>{t('linkSource.choice.legend')}</legend>
      <div className={styles['options']}>
        {SOURCES.map((source) => (
          <div key={source} className={styles['option']}>
            <input
              id={`${id}-${source}`}
              type="radio"
              name={`${id}-source`}
              value={source}
              checked={value === source}
              onChange={() => onChange(source)}
            />
            <label htmlFor={`${id}-${source}`}>{t(`linkSource.choice.${source}`)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
