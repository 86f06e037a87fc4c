import type { Task } from '@captio/api-client';
import { useResultT } from './catalog.js';
import styles from './result-page.module.css';

/** Which speech engine wrote the transcript, and how much to trust it. */
export function EngineNote({ task }: { task: Task }) {
  const t = useResultT();
  if (!task.engine) return null;
  const quality = task.engine.quality;
  return (
    <p className={styles['engine']} data-quality={quality}>
      {t('result.engine.by', { engine: task.engine.name })}{' '}
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
