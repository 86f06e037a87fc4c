import type { FormatWarningCode } from '@captio/subtitle-core';
import type { WrittenFile } from '../../../features/subtitle-files/subtitle-job.js';
import { useSubtitleToolsT } from '../catalog.js';
import { formatLabel } from '../format-names.js';
import styles from '../subtitle-tools.module.css';

const MESSAGE = {
  'voices-dropped': 'subtitleTools.warning.voices',
  'drawings-dropped': 'subtitleTools.warning.drawings',
  'time-clamped': 'subtitleTools.warning.times',
} as const satisfies Record<FormatWarningCode, string>;

/**
 * What the written file could not hold, as format reported it (speakers a format has no place
 * for, ASS drawings, times past its range), with how many subtitles: nothing is lost unsaid.
 */
export function FormatWarnings({ written }: { written: WrittenFile }) {
  const t = useSubtitleToolsT();
  const format = formatLabel(written.format);
  const notes = (Object.keys(MESSAGE) as FormatWarningCode[]).flatMap((code) => {
    const count = written.warnings[code];
    return count ? [t(MESSAGE[code], { count, format })] : [];
  });
  if (notes.length === 0) return null;
  return (
    <ul className={styles['notice']}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
