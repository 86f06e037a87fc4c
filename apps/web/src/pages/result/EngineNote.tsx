import { SUBTITLE_TRACK_ENGINE, TASK_MODE, type Task } from '@captio/api-client';
import { useResultT } from './catalog.js';
import styles from './result-page.module.css';

/**
 * Which speech engine transcribes the file (while the task runs) or wrote the transcript, and how
 * much to trust it: known from the start, so a low accuracy is no surprise at the end.
 */
export function EngineNote({ task }: { task: Task }) {
  const t = useResultT();
  if (!task.engine) return null;
  // Nothing was transcribed: the text is the site's own track, in the reader's words.
  if (task.engine.id === SUBTITLE_TRACK_ENGINE) {
    return <p className={styles['engine']}>{t('result.engine.subtitleTrack')}</p>;
  }
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
      {/* Voices are told apart by the local speaker engine alone, which is labelled low. */}
      {task.mode === TASK_MODE.speaker && <> {t('result.engine.speakers')}</>}
    </p>
  );
}
