import { useId } from 'react';
import type { SubtitleFormat } from '@captio/subtitle-core';
import { useSubtitleToolsT, type SubtitleToolsKey } from '../catalog.js';
import { formatLabel } from '../format-names.js';
import styles from '../subtitle-tools.module.css';

const ABOUT: Record<SubtitleFormat, SubtitleToolsKey> = {
  srt: 'subtitleTools.format.srt',
  vtt: 'subtitleTools.format.vtt',
  ass: 'subtitleTools.format.ass',
  ssa: 'subtitleTools.format.ssa',
  lrc: 'subtitleTools.format.lrc',
  txt: 'subtitleTools.format.txt',
  md: 'subtitleTools.format.md',
  csv: 'subtitleTools.format.csv',
  ttml: 'subtitleTools.format.ttml',
};

/** A short word on each of two formats: what it is, who reads it, what it keeps. */
export function FormatExplainer({ from, to }: { from: SubtitleFormat; to: SubtitleFormat }) {
  const t = useSubtitleToolsT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles['section']}>
      <h2 id={headingId}>
        {t('subtitleTools.explainer.heading', { from: formatLabel(from), to: formatLabel(to) })}
      </h2>
      {[from, to].map((format) => (
        <div key={format}>
          <h3>{t('subtitleTools.formatName', { format })}</h3>
          <p>{t(ABOUT[format])}</p>
        </div>
      ))}
    </section>
  );
}
