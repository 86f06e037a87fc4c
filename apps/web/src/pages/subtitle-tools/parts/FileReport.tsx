import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FileOutcome } from '../../../features/subtitle-files/subtitle-job.js';
import type { Refusal } from '../../../features/subtitle-files/read-subtitle.js';
import { useSubtitleToolsT } from '../catalog.js';
import { ENCODING_NAMES, FORMAT_LABELS, formatLabel } from '../format-names.js';
import { refusalMessage } from '../problem-messages.js';
import styles from '../subtitle-tools.module.css';
import { ProblemList } from './ProblemList.js';

/** Problems listed open when there are this few; more wait behind their summary line. */
const OPEN_PROBLEMS = 5;

const BYTES_PER_MB = 1024 * 1024;

export interface RefusalAlertProps {
  id: string;
  name: string;
  refusal: Refusal;
}

/** Why a file gave no subtitles, announced as it appears, with the lines at fault. */
export function RefusalAlert({ id, name, refusal }: RefusalAlertProps) {
  const t = useSubtitleToolsT();
  const intl = useIntl();
  const formats = intl.formatList(FORMAT_LABELS, { type: 'disjunction' });
  const values = {
    name,
    formats,
    format: refusal.kind === 'no-cues' ? formatLabel(refusal.format) : '',
    limit: refusal.kind === 'too-large' ? refusal.limit / BYTES_PER_MB : 0,
  };
  return (
    <div id={id} role="alert" className={styles['alert']}>
      <p>{t(refusalMessage(refusal), values)}</p>
      {refusal.kind === 'no-cues' && refusal.problems.length > 0 && (
        <ProblemList problems={refusal.problems} total={refusal.problemCount} />
      )}
    </div>
  );
}

export interface FileReportProps {
  /** Id of the element that describes the file (its error when refused), for its input. */
  id: string;
  outcome: FileOutcome;
  /** Shown under the summary: what the page has to say about this file. */
  children?: ReactNode;
}

/** What was read from a file: its format, encoding and subtitle count, and any problems. */
export function FileReport({ id, outcome, children }: FileReportProps) {
  const t = useSubtitleToolsT();
  if (!outcome.ok) return <RefusalAlert id={id} name={outcome.name} refusal={outcome.refusal} />;
  const { summary } = outcome;
  return (
    <div id={id} className={styles['slot']}>
      <p className={styles['muted']}>
        {t('subtitleTools.file.summary', {
          name: summary.name,
          format: formatLabel(summary.format),
          encoding: ENCODING_NAMES[summary.encoding],
          count: summary.cueCount,
        })}
      </p>
      {children}
      {summary.problemCount > 0 && (
        <details className={styles['details']} open={summary.problemCount <= OPEN_PROBLEMS}>
          <summary>
            {t('subtitleTools.problems.heading', {
              count: summary.problemCount,
              name: summary.name,
            })}
          </summary>
          <ProblemList problems={summary.problems} total={summary.problemCount} />
        </details>
      )}
    </div>
  );
}
