import type { Task } from '@captio/api-client';
import type { BrowserApi } from '../../api/client.js';
import {
  browserIdle,
  browserTimers,
  type EventSourceLike,
  followTask,
  type IdleScheduler,
} from '../../features/editor/index.js';
import { LINK_TASK_HASH } from '../../features/transcribe/result-target.js';
import { loadResult, loadTranscript, type ResultOutcome } from './load-result.js';
import { checkLinesWhenIdle } from './result-check.js';

export type ResultView = { kind: 'loading' } | ResultOutcome;

export interface OpenResultOptions {
  api: BrowserApi;
  hash: string;
  taskId: string | undefined;
  /** The browser's EventSource, or undefined where there is none (polling then). */
  openEvents: ((url: string) => EventSourceLike) | undefined;
  /** Each state the page shows, in order. */
  show(view: ResultView): void;
  /** Leaving the page stops everything. */
  signal: AbortSignal;
  /** Between two looks when polling; the poll helper's default otherwise. */
  pollIntervalMs?: number;
  /** When the lines of a transcript shown are checked; the browser's idle time by default. */
  idle?: IdleScheduler;
  /**
   * Told once, at a link's address (LINK_TASK_HASH), when its task has the file the link was
   * fetched into: the page can then be given the file's own address.
   */
  onFileHash?: (fileHash: string) => void;
}

function messageOf(error: unknown): string | undefined {
  const message = (error as { response?: { data?: { message?: unknown } } } | undefined)?.response
    ?.data?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * What the result page goes through: the task, then its transcript when it is finished; or the
 * task it waits for, followed (stage and percent as they come) until it is finished, then the
 * transcript; or why there is none.
 * Never rejects: a failure is shown as the `error` view, except when the page was left.
 */
export async function openResult(options: OpenResultOptions): Promise<void> {
  const { api, hash, signal, show } = options;
  let fileTold = hash !== LINK_TASK_HASH;
  const shown = (view: ResultView) => {
    if (signal.aborted) return;
    const task =
      view.kind === 'waiting' || view.kind === 'failed'
        ? view.task
        : view.kind === 'ready'
          ? view.result.task
          : undefined;
    if (!fileTold && task?.file_hash) {
      fileTold = true;
      options.onFileHash?.(task.file_hash);
    }
    show(view);
  };
  try {
    let outcome = await loadResult(api, hash, options.taskId);
    // Once: the transcript of a task that finished well is loaded, and what it answers is final.
    if (outcome.kind === 'waiting') {
      shown(outcome);
      const waited = outcome.task;
      const finished: Task = await followTask({
        taskId: waited.task_id,
        openEvents: options.openEvents,
        fetchTask: async () =>
          (
            await api.call(
              'taskStatus',
              { params: { task_id: waited.task_id } },
              { toast: false, signal },
            )
          ).data.task,
        // The final state is shown by what follows it (the transcript, or why it failed).
        onUpdate: (task) => {
          if (task.status === 'WAITING') shown({ kind: 'waiting', task });
        },
        signal,
        ...(options.pollIntervalMs !== undefined && { pollIntervalMs: options.pollIntervalMs }),
      });
      outcome =
        finished.status === 'SUCCESS'
          ? await loadTranscript(api, finished.file_hash ?? hash, finished)
          : { kind: 'failed', task: finished };
      // Finished, yet no transcript: the page offers to try again rather than wait forever.
      if (outcome.kind === 'waiting') outcome = { kind: 'error', message: undefined };
    }
    shown(outcome);
    if (outcome.kind === 'ready') {
      // Shown first, checked after: lines that break the contract take the editor away again.
      await checkLinesWhenIdle(outcome.result, options.idle ?? browserIdle(browserTimers), signal);
    }
  } catch (error) {
    shown({ kind: 'error', message: messageOf(error) });
  }
}
