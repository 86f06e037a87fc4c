import type { TranslationState } from '@captio/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { BrowserApi } from '../../api/client.js';
import { type EditorStore, type EventSourceLike, followTask } from '../../features/editor/index.js';
import { failureMessage } from './load-result.js';
import { translationTargets, type TranslationTarget } from './translation-targets.js';

/** What the server translates this transcript into, once asked. */
export type TargetsView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      targets: TranslationTarget[];
      /** Engines the operator set up that are not running: named when nothing is offered. */
      unavailable: string[];
    }
  | { kind: 'error' };

/** Why a translation did not start, or was lost track of. */
export type TranslationRefusal =
  /** The edits could not be saved first: what would be translated is not what is on screen. */
  | { kind: 'unsaved' }
  /** The server refused (its message), or could not be reached (no message). */
  | { kind: 'failed'; message: string | undefined }
  /** The running translation could no longer be followed (the connection was lost). */
  | { kind: 'lost' };

export interface TranscriptTranslation {
  targets: TargetsView;
  /** The newest translation job of the transcript (running, failed or done); none before one. */
  job: TranslationState | undefined;
  refusal: TranslationRefusal | undefined;
  /** Saves the edits, then starts a translation into `language` and follows it. */
  start(language: string): Promise<void>;
}

export interface TranscriptTranslationOptions {
  store: EditorStore;
  api: BrowserApi;
  /** Saves unsaved edits first, so that what is translated is what is on screen. */
  flush(): Promise<boolean>;
  /** The task's translation when the page opened (asked with the task, say). */
  initial: TranslationState | null;
  openEvents: ((url: string) => EventSourceLike) | undefined;
}

/**
 * The transcript's translation: the languages it can go into (from the server's engines), a
 * start, and the job followed with the task's events until it is done; the finished translation
 * then comes into the editor (translationArrived), or the failure is shown with its reason.
 */
export function useTranscriptTranslation({
  store,
  api,
  flush,
  initial,
  openEvents,
}: TranscriptTranslationOptions): TranscriptTranslation {
  const [targets, setTargets] = useState<TargetsView>({ kind: 'loading' });
  // One that succeeded before the page opened is the translation held: nothing to report on.
  const [job, setJob] = useState<TranslationState | undefined>(
    initial?.status === 'SUCCESS' ? undefined : (initial ?? undefined),
  );
  const [refusal, setRefusal] = useState<TranslationRefusal | undefined>();
  const following = useRef<AbortController | undefined>(undefined);
  const source = useStore(store, (state) => state.layoutLanguage);

  useEffect(() => {
    let live = true;
    api.call('translationEngines', {}, { toast: false }).then(
      ({ data }) => {
        if (!live) return;
        setTargets({
          kind: 'ready',
          targets: translationTargets(data.result, source),
          unavailable: data.unavailable.map((engine) => engine.name),
        });
      },
      () => {
        if (live) setTargets({ kind: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, source]);

  const follow = useCallback(() => {
    const { taskId, fileHash } = store.getState();
    if (!taskId) return;
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    const { signal } = controller;
    const fetchTask = async () =>
      (await api.call('taskStatus', { params: { task_id: taskId } }, { toast: false, signal })).data
        .task;
    void followTask({
      taskId,
      openEvents,
      fetchTask,
      onUpdate: (task) => {
        if (task.translation) setJob(task.translation);
      },
      isDone: (task) => task.translation?.status !== 'WAITING',
      signal,
    })
      .then(async (task) => {
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
      })
      .catch(() => {
        if (signal.aborted) return;
        // No connection: the job goes on on the server, and a reload finds it again.
        setRefusal({ kind: 'lost' });
      });
  }, [api, store, openEvents]);

  useEffect(() => {
    if (initial?.status === 'WAITING') follow();
    return () => following.current?.abort();
    // Once, for the translation running when the page opened.
  }, []);

  const start = useCallback(
    async (language: string) => {
      const taskId = store.getState().taskId;
      if (!taskId) return;
      setRefusal(undefined);
      if (!(await flush())) {
        setRefusal({ kind: 'unsaved' });
        return;
      }
      try {
        const { data } = await api.call(
          'translateTask',
          { params: { task_id: taskId }, body: { target_language: language } },
          { toast: false },
        );
        setJob(data.translation);
        store.getState().setTranslating(true);
        follow();
      } catch (error) {
        setRefusal({ kind: 'failed', message: failureMessage(error) });
      }
    },
    [api, store, flush, follow],
  );

  // One object while nothing in it changes: the bar that shows it is memoized.
  return useMemo(() => ({ targets, job, refusal, start }), [targets, job, refusal, start]);
}
