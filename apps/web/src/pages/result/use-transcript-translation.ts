import type { TranslationState } from '@captio/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { BrowserApi } from '../../api/client.js';
import type { EditorStore, EventSourceLike } from '../../features/editor/index.js';
import { followTranslation, startTranslation, type TranslationRefusal } from './translation-job.js';
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
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    followTranslation({ api, store, openEvents, onJob: setJob, signal: controller.signal }).catch(
      () => {
        // No connection: the job goes on on the server, and a reload finds it again.
        if (!controller.signal.aborted) setRefusal({ kind: 'lost' });
      },
    );
  }, [api, store, openEvents]);

  useEffect(() => {
    if (initial?.status === 'WAITING') follow();
    return () => following.current?.abort();
    // Once, for the translation running when the page opened.
  }, []);

  const start = useCallback(
    async (language: string) => {
      setRefusal(undefined);
      const started = await startTranslation({ api, store, flush, language });
      if (!started.ok) {
        setRefusal(started.refusal);
        return;
      }
      setJob(started.job);
      follow();
    },
    [api, store, flush, follow],
  );

  // One object while nothing in it changes: the bar that shows it is memoized.
  return useMemo(() => ({ targets, job, refusal, start }), [targets, job, refusal, start]);
}
