import { fileHashSchema, httpStatusOf, type Task, type TranscriptResult } from '@captio/api-client';
import type { BrowserApi } from '../../api/client.js';
import { callResult } from './result-address.js';

/** What opening /result/{hash} finds. */
export type ResultOutcome =
  | { kind: 'ready'; result: TranscriptResult }
  /** The transcription is still running: follow it, then load again. */
  | { kind: 'waiting'; task: Task }
  /** FAILED or DOWNLOAD_FAILED: the task says why. */
  | { kind: 'failed'; task: Task }
  /** No such file or task for this reader (another account's answers 404 too). */
  | { kind: 'not-found' }
  /** The server could not be reached or failed: the page offers to try again. */
  | { kind: 'error'; message: string | undefined };

function failureCode(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { code?: unknown } } } | undefined)?.response?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

function failureMessage(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { message?: unknown } } } | undefined)?.response
    ?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

/** The task to follow when the transcript is not ready: the one asked for, else the file's newest. */
async function pendingTask(api: BrowserApi, hash: string, taskId: string | undefined) {
  if (taskId) {
    return (await api.call('taskStatus', { params: { task_id: taskId } }, { toast: false })).data
      .task;
  }
  const { data } = await api.call('taskList', { query: { file_hash: hash } }, { toast: false });
  return data.result[0];
}

/**
 * Loads the transcript of a file (its newest task, or `taskId`). The page reports every outcome
 * itself, so no call here raises a toast. A transcript not ready yet, or never to be, may come
 * back as a task in the answer or as a task_not_finished / task_failed failure; either way the
 * page gets the task.
 */
export async function loadResult(
  api: BrowserApi,
  hash: string,
  taskId: string | undefined,
): Promise<ResultOutcome> {
  // An address that cannot name a file (a cut-off link) is no file, not a failure to load one.
  if (!fileHashSchema.safeParse(hash).success) return { kind: 'not-found' };
  try {
    const { data } = await callResult(api, hash, taskId);
    if (data.task.status === 'WAITING') return { kind: 'waiting', task: data.task };
    if (data.task.status !== 'SUCCESS') return { kind: 'failed', task: data.task };
    return { kind: 'ready', result: data };
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404) return { kind: 'not-found' };
    const code = failureCode(error);
    // The api answers 409 for a transcript that is not there: task_not_finished while the task
    // runs, task_failed once it failed. The task itself says how far it got, or why it failed.
    if (code === 'task_not_finished' || code === 'task_failed') {
      try {
        const task = await pendingTask(api, hash, taskId);
        if (!task) return { kind: 'not-found' };
        // SUCCESS without a transcript is a moment between the two writes: wait for it too.
        return task.status === 'WAITING' || task.status === 'SUCCESS'
          ? { kind: 'waiting', task }
          : { kind: 'failed', task };
      } catch (inner) {
        if (httpStatusOf(inner) === 404) return { kind: 'not-found' };
        return { kind: 'error', message: failureMessage(inner) };
      }
    }
    return { kind: 'error', message: failureMessage(error) };
  }
}
