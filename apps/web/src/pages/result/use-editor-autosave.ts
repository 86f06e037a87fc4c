import { useEffect, useMemo, useRef, useState } from 'react';
import type { BrowserApi } from '../../api/client.js';
import {
  createAutosave,
  docOf,
  type Autosave,
  type Draft,
  type DraftStore,
  draftOnLoad,
  type EditorStore,
  saveSnapshot,
  type SavedDoc,
  type SaveStatus,
} from '../../features/editor/index.js';

/** The transcript as the server holds it now: its document and revision. */
async function savedTranscript(api: BrowserApi, store: EditorStore): Promise<SavedDoc> {
  const { fileHash, taskId } = store.getState();
  const { data } = await api.call(
    'transcriptResult',
    { params: { hash: fileHash }, query: { task_id: taskId ?? '' } },
    { toast: false },
  );
  const doc = docOf({
    file_json: data.file_json,
    speaker_file_json: data.speaker_file_json,
    translationLanguage: data.translate_language,
    ...(data.translate_file_json && { translate_file_json: data.translate_file_json }),
  });
  return { revision: data.revision, doc };
}

/** What the page says about a draft found on load. */
export type DraftNotice =
  { kind: 'none' } | { kind: 'restored'; savedAt: number } | { kind: 'choose'; draft: Draft };

export interface EditorAutosave {
  status: SaveStatus;
  draft: DraftNotice;
  /** Edits saved in another tab or on another device were merged in; until the next edit. */
  merged: boolean;
  flush(): Promise<boolean>;
  /** "Keep mine" after a conflict: saves over what the server holds now. */
  keepMine(): Promise<void>;
  /** "Reload": drops the unsaved edits. */
  discard(): void;
  /** The draft on an older revision is applied (it will be saved over the newer one). */
  restoreDraft(): void;
  /** Hides the notice; an offered draft is dropped with it. */
  dismissDraft(): void;
}

/**
 * Autosave for the open transcript: the store's changes go to the server a moment after typing
 * pauses, kept meanwhile as a draft in the browser; a draft left by a reload or a crash is
 * restored on open (or offered, when someone saved since). Listens for the browser coming back
 * online (retry now) and for the page being hidden (draft written at once).
 */
export function useEditorAutosave(
  store: EditorStore,
  api: BrowserApi,
  drafts: DraftStore,
): EditorAutosave {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const [draft, setDraft] = useState<DraftNotice>({ kind: 'none' });
  const [merged, setMerged] = useState(false);
  const autosave = useRef<Autosave | undefined>(undefined);

  useEffect(() => {
    const taskId = store.getState().taskId;
    if (!taskId) return;
    let adopting = false;
    const saver = createAutosave({
      taskId,
      read: () => saveSnapshot(store.getState()),
      save: async ({ translate_file_json, ...body }) =>
        (
          await api.call(
            'saveTranscript',
            {
              params: { task_id: taskId },
              body: {
                ...body,
                file_json: [...body.file_json],
                ...(translate_file_json && { translate_file_json: [...translate_file_json] }),
              },
            },
            // The page shows every save failure in its status line: no toast on top.
            { toast: false },
          )
        ).data,
      onSaved: (revision, isChange, answer) => store.getState().saved(revision, isChange, answer),
      onStatus: setStatus,
      fetchSaved: () => savedTranscript(api, store),
      adopt: (doc, revision) => {
        adopting = true;
        try {
          store.getState().restore(doc);
          store.getState().setRevision(revision);
        } finally {
          adopting = false;
        }
      },
      onMerged: () => setMerged(true),
      drafts,
      isOnline: () => navigator.onLine,
    });
    autosave.current = saver;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.version === previous.version) return;
      if (!adopting) setMerged(false);
      saver.changed();
    });

    const state = store.getState();
    const found = draftOnLoad(drafts.read(taskId), { revision: state.revision, doc: docOf(state) });
    if (found.kind === 'restore') {
      store.getState().restore(found.draft.doc);
      setDraft({ kind: 'restored', savedAt: found.draft.savedAt });
    } else if (found.kind === 'choose') {
      setDraft({ kind: 'choose', draft: found.draft });
    } else if (found.kind === 'discard') {
      drafts.remove(taskId);
    }

    const online = () => saver.online();
    const hidden = () => {
      if (document.visibilityState === 'hidden') saver.persistNow();
    };
    const leaving = () => saver.persistNow();
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
      unsubscribe();
      saver.dispose();
      autosave.current = undefined;
    };
  }, [store, api, drafts]);

  return useMemo<EditorAutosave>(
    () => ({
      status,
      draft,
      merged,
      flush: () => autosave.current?.flush() ?? Promise.resolve(true),
      keepMine: async () => {
        const saver = autosave.current;
        const state = store.getState();
        if (!saver || !state.taskId) return;
        const saved = await savedTranscript(api, store);
        await saver.overwrite(
          saved.revision,
          (revision) => store.getState().setRevision(revision),
          saved.doc,
        );
      },
      discard: () => autosave.current?.discard(),
      restoreDraft: () => {
        if (draft.kind !== 'choose') return;
        store.getState().restore(draft.draft.doc);
        setDraft({ kind: 'restored', savedAt: draft.draft.savedAt });
      },
      dismissDraft: () => {
        // A restored draft is saved and removed by autosave; an offered one is declined here.
        const taskId = store.getState().taskId;
        if (draft.kind === 'choose' && taskId) drafts.remove(taskId);
        setDraft({ kind: 'none' });
      },
    }),
    [status, draft, merged, store, api, drafts],
  );
}
