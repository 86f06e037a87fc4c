import {
  LINE_ENDINGS,
  outputEncodings,
  type LineEnding,
  type OutputEncoding,
  type SubtitleFormat,
} from '@captio/subtitle-core';
import { outputFor, type OutputChoice } from '../../../features/subtitle-files/output-options.js';
import { useSubtitleToolsT, type SubtitleToolsKey } from '../catalog.js';
import { RadioFieldset } from './RadioFieldset.js';
import styles from '../subtitle-tools.module.css';

const ENCODING_LABELS: Record<OutputEncoding, SubtitleToolsKey> = {
  'utf-8': 'subtitleTools.output.utf8',
  'utf-8-bom': 'subtitleTools.output.utf8Bom',
  'utf-16le': 'subtitleTools.output.utf16le',
};

const LINE_ENDING_LABELS: Record<LineEnding, SubtitleToolsKey> = {
  lf: 'subtitleTools.output.lf',
  crlf: 'subtitleTools.output.crlf',
};

export interface OutputOptionsFieldsProps {
  format: SubtitleFormat;
  choice: OutputChoice;
  onChange(choice: OutputChoice): void;
}

/** How the file is written: its encoding (those the format allows) and its line endings. */
export function OutputOptionsFields({ format, choice, onChange }: OutputOptionsFieldsProps) {
  const t = useSubtitleToolsT();
  const { encoding, lineEnding } = outputFor(format, choice);
  const encodings = outputEncodings(format);
  return (
    <div className={styles['outputOptions']}>
      <RadioFieldset
        legend={t('subtitleTools.output.encoding')}
        options={encodings.map((value) => ({ value, label: t(ENCODING_LABELS[value]) }))}
        value={encoding}
        onChange={(next) => onChange({ ...choice, encoding: next })}
        {...(format === 'vtt' ? { hint: t('subtitleTools.output.vttUtf8') } : {})}
      />
      <RadioFieldset
        legend={t('subtitleTools.output.lineEnding')}
        options={LINE_ENDINGS.map((value) => ({ value, label: t(LINE_ENDING_LABELS[value]) }))}
        value={lineEnding}
        onChange={(next) => onChange({ ...choice, lineEnding: next })}
      />
    </div>
  );
}
