import { useEffect } from 'react';
import { useFormat } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import { Link } from '@captio/ui-kit';
import { useApi } from '../../api/api-context.js';
import { LoadView, PageSection, useLoad } from '../../features/account-page/index.js';
import { pageCallOptions } from '../../features/forms/index.js';
import { useWorkspaceT } from './catalog.js';
import { taskRows, type TaskRow } from './task-rows.js';
import styles from './workspace-page.module.css';

/** How often the list is fetched again while a task is under way. */
const REFRESH_MS = 5000;

/**
 * The signed-in user's recent transcriptions with their status, each linking to its result;
 * while one is under way the list refreshes quietly (no skeleton) until none is.
 */
export function RecentTasks({ locale, userId }: { locale: Locale; userId: number | string }) {
  const t = useWorkspaceT();
  const f = useFormat();
  const api = useApi();
  const load = async (): Promise<TaskRow[]> => {
    const answer = await api.call('taskList', { query: {} }, pageCallOptions(locale));
    return taskRows(answer.data.result, locale);
  };
  const tasks = useLoad(load, [userId, locale]);
  const rows = tasks.status === 'ready' ? tasks.data : undefined;
  const { update } = tasks;
  useEffect(() => {
    if (!rows?.some((row) => row.status === 'WAITING')) return;
    let live = true;
    const timer = setTimeout(() => {
      load().then(
        (fresh) => live && update(() => fresh),
        // A missed refresh leaves the list as it was; the page's reload button is there.
        () => undefined,
      );
    }, REFRESH_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` is made anew each render; the rows are what the refresh depends on.
  }, [rows, update]);
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
                  {row.href ? (
                    <Link href={row.href} className={styles['taskName']}>
                      {row.fileName}
                    </Link>
                  ) : (
                    <span className={styles['taskName']}>{row.fileName}</span>
                  )}
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
