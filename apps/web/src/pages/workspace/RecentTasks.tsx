import { useFormat } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import { Link } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import { LoadView, PageSection, useLoad } from '../../features/account-page/index.js';
import { pageCallOptions } from '../../features/forms/index.js';
import { useWorkspaceT } from './catalog.js';
import { taskRows } from './task-rows.js';
import styles from './workspace-page.module.css';

/** The signed-in user's recent transcriptions with their status, each linking to its result. */
export function RecentTasks({ locale, userId }: { locale: Locale; userId: number | string }) {
  const t = useWorkspaceT();
  const f = useFormat();
  const api = useApi();
  const tasks = useLoad(async () => {
    const answer = await api.call('taskList', { query: {} }, pageCallOptions(locale));
    return taskRows(answer.data.result, locale);
  }, [userId, locale]);
  return (
    <PageSection title={t('workspace.recent.title')}>
      <LoadView load={tasks} rows={3} failed={t('workspace.recent.loadFailed')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles['muted']}>{t('workspace.recent.empty')}</p>
          ) : (
            <ul className={styles['tasks']}>
              {rows.map((row) => (
                <li key={row.taskId} className={styles['task']}>
                  <Link href={row.href} className={styles['taskName']}>
                    {row.fileName}
                  </Link>
                  <span className={styles['taskMeta']}>
                    <span className={styles[`status${row.status}`]}>
                      {t('workspace.recent.status', { status: row.status })}
                    </span>
                    {row.progress !== undefined && (
                      <span>{t('workspace.recent.progress', { percent: row.progress })}</span>
                    )}
                    {row.language && <span>{row.language}</span>}
                    <time dateTime={row.created}>{f.fileTime(row.created)}</time>
                  </span>
                  {row.failure && <span className={styles['taskFailure']}>{row.failure}</span>}
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
    </PageSection>
  );
}
