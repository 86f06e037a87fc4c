import type { TranslationState } from '@captio/api-client';
import type { EventSourceLike } from '../../api/follow-events.js';
import type { BrowserApi } from '../../api/client.js';
import { type EditorStore, followTask } from '../../features/editor/index.js';
import { failureMessage } from './load-result.js';

/** Why a translation did not start, or was lost track of. */
export type TranslationRefusal =
  /** The edits could not be saved first: what would be translated is not what is on screen. */
  | { kind: 'unsaved' }
  /** The server refused (its message), or could not be reached (no message). */
  | { kind: 'failed'; message: string | undefined }
  /** The running translation could no longer be followed (the connection was lost). */
  | { kind: 'lost' };

export interface StartTranslationOptions {
  api: BrowserApi;
  store: EditorStore;
  /** Saves unsaved edits; true when the server has everything. */
  flush(): Promise<boolean>;
  language: string;
}

/**
 * Starts a translation of the open transcript into `language`: its edits are saved first, so
 * that what is translated is what is on screen; then the store holds its translation as being
 * replaced (setTranslating) until the new one arrives.
 */
export async function startTranslation({
  api,
  store,
  flush,
  language,
}: StartTranslationOptions): Promise<
  { ok: true; job: TranslationState } | { ok: false; refusal: TranslationRefusal }
> {
  const taskId = store.getState().taskId;
  if (!taskId) return { ok: false, refusal: { kind: 'failed', message: undefined } };
  if (!(await flush())) return { ok: false, refusal: { kind: 'unsaved' } };
  try {
    const { data } = await api.call(
      'translateTask',
      { params: { task_id: taskId }, body: { target_language: language } },
      { toast: false },
    );
    store.getState().setTranslating(true);
    return { ok: true, job: data.translation };
  } catch (error) {
    return { ok: false, refusal: { kind: 'failed', message: failureMessage(error) } };
  }
}

export interface FollowTranslationOptions {
  api: BrowserApi;
  store: EditorStore;
  openEvents: ((url: string) => EventSourceLike) | undefined;
  /** Each state of the job as the task's events (or polling) tell it. */
  onJob(job: TranslationState): void;
  signal: AbortSignal;
  pollIntervalMs?: number;
}

/**
 * Follows the open transcript's translation with its task until it is done. A success's
 * translation is loaded into the store (translationArrived); a failure leaves the held one
 * editable again. Rejects when it can no longer be followed (no connection) or on abort.
 */
export async function followTranslation(options: FollowTranslationOptions): Promise<void> {
  const { api, store, signal } = options;
  const { taskId, fileHash } = store.getState();
  if (!taskId) return;
  const task = await followTask({
    taskId,
    openEvents: options.openEvents,
    fetchTask: async () =>
      (await api.call('taskStatus', { params: { task_id: taskId } }, { toast: false, signal })).data
        .task,
    onUpdate: (update) => {
      if (update.translation) options.onJob(update.translation);
    },
    isDone: (update) => update.translation?.status !== 'WAITING',
    signal,
    ...(options.pollIntervalMs !== undefined && { pollIntervalMs: options.pollIntervalMs }),
  });
  if (task.translation?.status !== 'SUCCESS') {
    store.getState().setTranslating(false);
    return;
  }
  const { data } = await api.call(
    'transcriptResult',
    { params: { hash: fileHash }, query: { task_id: taskId } },
    { toast: false, signal },
  );
  if (!signal.aborted) store.getState().translationArrived(data);
}
