import type { Task } from '@captio/api-client';
import { useResultT } from './catalog.js';
import styles from './result-page.module.css';

/**
 * Which speech engine transcribes the file (while the task runs) or wrote the transcript, and how
 * much to trust it: known from the start, so a low accuracy is no surprise at the end.
 */
export function EngineNote({ task }: { task: Task }) {
  const t = useResultT();
  if (!task.engine) return null;
  const quality = task.engine.quality;
  const values = { engine: task.engine.name };
  return (
    <p className={styles['engine']} data-quality={quality}>
      {task.status === 'WAITING'
        ? t('result.engine.running', values)
        : t('result.engine.by', values)}{' '}
      {t(
        quality === 'low'
          ? 'result.engine.low'
          : quality === 'medium'
            ? 'result.engine.medium'
            : 'result.engine.high',
      )}
    </p>
  );
}
