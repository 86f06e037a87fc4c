import { fileHashSchema, httpStatusOf, type Task, type TranscriptResult } from '@captio/api-client';
import type { BrowserApi } from '../../api/client.js';
import { LINK_TASK_HASH } from '../../features/transcribe/result-target.js';
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
  /** The reader's own file, uploaded but never transcribed (its task was refused). */
  | { kind: 'not-transcribed' }
  /** The server could not be reached or failed: the page offers to try again. */
  | { kind: 'error'; message: string | undefined };

function failureCode(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { code?: unknown } } } | undefined)?.response?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** The server's message in a failed call's answer, when it gave one. */
export function failureMessage(error: unknown): string | undefined {
  const data = (error as { response?: { data?: { message?: unknown } } } | undefined)?.response
    ?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

/** The task the page is about: the one asked for, else the file's newest; undefined for none. */
async function taskToOpen(
  api: BrowserApi,
  hash: string,
  taskId: string | undefined,
): Promise<Task | undefined> {
  if (taskId) {
    return (await api.call('taskStatus', { params: { task_id: taskId } }, { toast: false })).data
      .task;
  }
  const { data } = await api.call('taskList', { query: { file_hash: hash } }, { toast: false });
  return data.result[0];
}

function failedLoad(error: unknown): ResultOutcome {
  if (httpStatusOf(error) === 404) {
    return failureCode(error) === 'file_not_transcribed'
      ? { kind: 'not-transcribed' }
      : { kind: 'not-found' };
  }
  return { kind: 'error', message: failureMessage(error) };
}

/**
 * Whether the task is the one the address names: a task of this file, or under the address of
 * a link's task (LINK_TASK_HASH), a task made from a link (its file is known once fetched).
 */
function isTaskOf(task: Task, hash: string): boolean {
  return hash === LINK_TASK_HASH ? task.source_url !== null : task.file_hash === hash;
}

/** The outcome a task gives when its transcript is not (or not yet) there. */
function unfinished(task: Task | undefined, hash: string): ResultOutcome {
  // A task of another file under this file's address is no result of this file.
  if (!task || !isTaskOf(task, hash)) return { kind: 'not-found' };
  // SUCCESS without a transcript is a moment between the two looks: wait for it too.
  if (task.status === 'WAITING' || task.status === 'SUCCESS') return { kind: 'waiting', task };
  return { kind: 'failed', task };
}

/**
 * The transcript of a task that finished well. The transcript and the SUCCESS are written
 * together, so a 409 here is a task that changed between the two looks: the page waits for it
 * (task_not_finished) or says why it failed (task_failed) rather than showing an error.
 */
export async function loadTranscript(
  api: BrowserApi,
  hash: string,
  task: Task,
): Promise<ResultOutcome> {
  try {
    const { data } = await callResult(api, hash, task.task_id);
    return { kind: 'ready', result: data };
  } catch (error) {
    const code = failureCode(error);
    if (code === 'task_not_finished') return { kind: 'waiting', task };
    if (code === 'task_failed') return { kind: 'failed', task };
    return failedLoad(error);
  }
}

/**
 * A file's address without a task is almost always a finished transcript (the drive, history, a
 * shared link): its transcript is asked for at once, and was usually asked for already by the
 * document's head (server/early-fetch.ts), which is what makes a long transcript open quickly.
 * Only when it is not there does the page look for the file's task.
 */
async function loadFileResult(api: BrowserApi, hash: string): Promise<ResultOutcome> {
  try {
    return { kind: 'ready', result: (await callResult(api, hash, undefined)).data };
  } catch (error) {
    const code = failureCode(error);
    if (code !== 'task_not_finished' && code !== 'task_failed') return failedLoad(error);
  }
  try {
    return unfinished(await taskToOpen(api, hash, undefined), hash);
  } catch (error) {
    return failedLoad(error);
  }
}

/**
 * Opens the result of a file (its newest task, or `taskId`). An address with a task is almost
 * always one just started (the start flow leads there): the task is asked first and its
 * transcript only once it is SUCCESS, since asking for a running task's transcript is answered
 * 409, which the browser logs as an error. The page reports every outcome itself, so no call here
 * raises a toast.
 */
export async function loadResult(
  api: BrowserApi,
  hash: string,
  taskId: string | undefined,
): Promise<ResultOutcome> {
  const linkTask = hash === LINK_TASK_HASH && taskId !== undefined;
  // An address that cannot name a file (a cut-off link) is no file, not a failure to load one.
  if (!linkTask && !fileHashSchema.safeParse(hash).success) return { kind: 'not-found' };
  if (!taskId) return loadFileResult(api, hash);
  let task: Task | undefined;
  try {
    task = await taskToOpen(api, hash, taskId);
  } catch (error) {
    return failedLoad(error);
  }
  if (!task || !isTaskOf(task, hash) || task.status !== 'SUCCESS' || !task.file_hash) {
    return unfinished(task, hash);
  }
  return loadTranscript(api, task.file_hash, task);
}
