import type { Task } from '@captio/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context.js';
import { type EventSourceLike, followTask } from '../../features/editor/index.js';
import { loadResult, type ResultOutcome } from './load-result.js';

export type ResultView = { kind: 'loading' } | ResultOutcome;

/** The browser's EventSource, when it has one (the page also runs where it does not). */
function browserEvents(): ((url: string) => EventSourceLike) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) => new EventSource(url, { withCredentials: true });
}

/**
 * The result page's data: the transcript, or the task it waits for (followed by server-sent
 * events, polling as the fallback, and loaded once the task is finished), or why there is none.
 * `retry` starts over after an error.
 */
export function useResult(hash: string, taskId: string | undefined) {
  const api = useApi();
  const [view, setView] = useState<ResultView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const show = (next: ResultView) => {
      if (!signal.aborted) setView(next);
    };
    const open = async (id: string | undefined): Promise<void> => {
      const outcome = await loadResult(api, hash, id);
      if (outcome.kind !== 'waiting') {
        show(outcome);
        return;
      }
      show(outcome);
      const waited = outcome.task;
      const finished: Task = await followTask({
        taskId: waited.task_id,
        openEvents: browserEvents(),
        fetchTask: async () =>
          (
            await api.call(
              'taskStatus',
              { params: { task_id: waited.task_id } },
              { toast: false, signal },
            )
          ).data.task,
        onUpdate: (task) => show({ kind: 'waiting', task }),
        signal,
      });
      if (finished.status === 'SUCCESS') await open(waited.task_id);
      else show({ kind: 'failed', task: finished });
    };
    setView({ kind: 'loading' });
    open(taskId).catch((error: unknown) => {
      if (signal.aborted) return;
      const message = (error as { response?: { data?: { message?: unknown } } }).response?.data
        ?.message;
      show({ kind: 'error', message: typeof message === 'string' ? message : undefined });
    });
    return () => controller.abort();
  }, [api, hash, taskId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { view, retry };
}
