import type { Task } from '@captio/api-client';
import { useResultT } from './catalog.js';
import { EngineNote } from './EngineNote.js';
import { visuallyHiddenClass } from '../../features/forms/index.js';
import styles from './result-page.module.css';

/**
 * A transcription on its way: the engine doing it, the stage it is at and its percent, in a
 * progress bar and a live region (announced politely as the stage changes, not at every percent).
 */
export function TaskProgress({ task }: { task: Task }) {
  const t = useResultT();
  const stage = t(`result.stage.${task.stage}`);
  return (
    <section className={styles['card']} aria-labelledby="result-progress-heading">
      <h2 id="result-progress-heading">{t('result.progress.heading')}</h2>
      <p className={styles['fileName']}>{task.file_name}</p>
      <EngineNote task={task} />
      <progress
        className={styles['progress']}
        max={100}
        value={task.progress}
        aria-label={t('result.progress.label')}
        aria-valuetext={t('result.progress.value', { stage, percent: task.progress })}
      />
      {/* Seen with its percent; heard once per stage, not at every percent (the bar above
          gives the percent to whoever asks). */}
      <p className={styles['status']} aria-hidden="true">
        {t('result.progress.value', { stage, percent: task.progress })}
      </p>
      <p role="status" aria-live="polite" className={visuallyHiddenClass}>
        {stage}
      </p>
      <p className={styles['hint']}>{t('result.progress.hint')}</p>
    </section>
  );
}
