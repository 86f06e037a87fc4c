import { useId } from 'react';
import {
  readOffset,
  type MergeMode,
  type MergeSettings,
} from '../../../features/subtitle-files/merge-settings.js';
import { useSubtitleToolsT } from '../catalog.js';
import styles from '../subtitle-tools.module.css';
import { RadioFieldset } from './RadioFieldset.js';

const MODES: readonly MergeMode[] = ['bilingual', 'append'];
const LEADS = [0, 1] as const;

export interface MergeSettingsFieldsProps {
  settings: MergeSettings;
  /** The two files' names as chosen (or 'First file', 'Second file' before they are). */
  names: readonly string[];
  onChange(settings: MergeSettings): void;
}

/** How to merge, which file leads, and for one after the other, by how much to shift. */
export function MergeSettingsFields({ settings, names, onChange }: MergeSettingsFieldsProps) {
  const t = useSubtitleToolsT();
  const id = useId();
  const offsetInvalid = settings.mode === 'append' && readOffset(settings.offset) === null;
  return (
    <div className={styles['slot']}>
      <RadioFieldset
        legend={t('subtitleTools.merge.mode.legend')}
        options={MODES.map((mode) => ({
          value: mode,
          label: t(`subtitleTools.merge.mode.${mode}`),
        }))}
        value={settings.mode}
        onChange={(mode) => onChange({ ...settings, mode })}
      />
      <RadioFieldset
        legend={t(`subtitleTools.merge.lead.${settings.mode}`)}
        options={LEADS.map((lead) => ({ value: lead, label: names[lead] }))}
        value={settings.lead}
        onChange={(lead) => onChange({ ...settings, lead })}
      />
      {settings.mode === 'append' && (
        <div className={styles['field']}>
          <label htmlFor={`${id}-offset`}>{t('subtitleTools.merge.offset.label')}</label>
          <input
            id={`${id}-offset`}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={settings.offset}
            aria-invalid={offsetInvalid || undefined}
            aria-describedby={`${id}-offset-hint${offsetInvalid ? ` ${id}-offset-error` : ''}`}
            onChange={(event) => onChange({ ...settings, offset: event.target.value })}
          />
          <p id={`${id}-offset-hint`} className={styles['muted']}>
            {t('subtitleTools.merge.offset.hint')}
          </p>
          {offsetInvalid && (
            <p id={`${id}-offset-error`} className={styles['fieldError']}>
              {t('subtitleTools.merge.offset.invalid')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
