import type { ReadProblem } from '../../../features/subtitle-files/read-subtitle.js';
import { useSubtitleToolsT } from '../catalog.js';
import { PROBLEM_MESSAGES } from '../problem-messages.js';
import styles from '../subtitle-tools.module.css';

export interface ProblemListProps {
  problems: readonly ReadProblem[];
  /** Every problem the file had; those past the listed ones are counted. */
  total: number;
}

/** The reader's problems, each with its line number and that line as the file has it. */
export function ProblemList({ problems, total }: ProblemListProps) {
  const t = useSubtitleToolsT();
  return (
    <>
      <ul className={styles['problems']}>
        {problems.map((problem, index) => (
          <li key={`${problem.line}-${index}`}>
            {t(PROBLEM_MESSAGES[problem.code], { line: problem.line })}
            {problem.text && <code>{problem.text}</code>}
          </li>
        ))}
      </ul>
      {total > problems.length && (
        <p className={styles['muted']}>
          {t('subtitleTools.problems.more', { count: total - problems.length })}
        </p>
      )}
    </>
  );
}
