import type { Task } from '@captio/api-client';
import { pathTo, type Locale } from '@captio/routing-rules';
import { ActionLink } from '@captio/ui-kit';
import { useResultT } from './catalog.js';
import styles from './result-page.module.css';

/** A transcription that failed: why (the server's message, in the reader's language) and what to do. */
export function TaskFailed({ task, locale }: { task: Task; locale: Locale }) {
  const t = useResultT();
  const download = task.status === 'DOWNLOAD_FAILED';
  const tool = pathTo(download ? 'transcribe-video' : 'transcribe-audio', {}, locale);
  return (
    <section className={styles['card']} aria-labelledby="result-failed-heading">
      <h2 id="result-failed-heading">
        {t(download ? 'result.failed.downloadHeading' : 'result.failed.heading')}
      </h2>
      <p role="alert">{task.failure?.message ?? t('result.failed.unknown')}</p>
      <p>{t(download ? 'result.failed.downloadAdvice' : 'result.failed.advice')}</p>
      {task.cost > 0 && <p>{t('result.failed.refunded', { credits: task.cost })}</p>}
      <ActionLink href={tool} variant="primary">
        {t('result.failed.tryAgain')}
      </ActionLink>
    </section>
  );
}
