import type { TranscriptResult, TranslationEngineRef } from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
import type { Snapshot } from './autosave.js';
import {
  EMPTY_HISTORY,
  type History,
  recordEdit,
  redo as redoStep,
  undo as undoStep,
} from './history.js';
import {
  INITIAL_EDITOR_STATE,
  pickResponseFields,
  type ResponseField,
  type SubtitleEditorState,
} from './editor-state.js';
import { editText, editTimes } from './operations/edit-cue.js';
import {
  type FindOptions,
  replaceAll,
  replaceMatch,
  type TextMatch,
} from './operations/find-replace.js';
import { deleteCue, insertCue } from './operations/insert-delete.js';
import { reflowWithParts } from './operations/reflow-check.js';
import { assignSpeaker, renameSpeaker } from './operations/speakers.js';
import { mergeWithNext, splitCue } from './operations/split-merge.js';
import { done, type EditResult, refuse, type TranscriptDoc } from './operations/transcript-doc.js';
import {
  carryTranslation,
  editTranslationText,
  type ShapeChange,
} from './operations/translation.js';

/** What the editor knows besides the spec's fields: which task, which saved revision, undo. */
export interface EditorSession {
  /** The task whose transcript is open; undefined before one is. */
  taskId: string | undefined;
  /** The cloud file hash of that task's file. */
  fileHash: string;
  /** The revision the server holds, which the next save names. */
  revision: number;
  /** The language cues are laid out and checked in (the detected one for 'auto'). */
  layoutLanguage: string;
  history: History;
  /** Counts the document's changes since it was opened: autosave compares it with what it sent. */
  version: number;
  /** The language of translate_file_json; null while the transcript has no translation. */
  translationLanguage: string | null;
  /** The engine that made the translation; null without one. */
  translationEngine: TranslationEngineRef | null;
  /**
   * A translation of the transcript is running on the server: the one held here is about to be
   * replaced, so it is neither edited nor sent with saves until the new one arrives.
   */
  translating: boolean;
}

/** What a save answers about the translation (a server without translations leaves them out). */
export interface SavedTranslationFlags {
  translate_is_change?: boolean;
  mismatched_original?: boolean;
}

export type EditorState = SubtitleEditorState & EditorSession;

export interface EditorActions {
  /** Copies the listed response fields (RESPONSE_FIELDS) into the state; others are ignored. */
  setFromResponse(
    response: Partial<Record<ResponseField, unknown>> & Record<string, unknown>,
  ): void;
  /** A transcript from the result call: its fields, task and revision; undo starts empty. */
  open(result: TranscriptResult): void;
  /** Any edit as a function of the document; one undo step (or part of a typing burst). */
  apply(edit: (doc: TranscriptDoc) => EditResult, burstKey?: string): EditResult;
  editText(index: number, text: string): EditResult;
  /** A translated cue's new text (typing in it is one undo step per burst, as in the original). */
  editTranslation(index: number, text: string): EditResult;
  editTimes(index: number, times: { start?: number; end?: number }): EditResult;
  split(index: number, caret: number): EditResult;
  mergeWithNext(index: number): EditResult;
  deleteCue(index: number): EditResult;
  insertCue(after: number): EditResult;
  replaceMatch(match: TextMatch, replacement: string): EditResult;
  replaceAll(
    query: string,
    replacement: string,
    options?: FindOptions,
  ): EditResult & { count: number };
  renameSpeaker(key: string | undefined, name: string): EditResult;
  assignSpeaker(index: number, key: string | undefined | 'new'): EditResult;
  reflow(): EditResult;
  /** A whole document put back (a draft kept in the browser), as one undo step. */
  restore(doc: TranscriptDoc): EditResult;
  undo(): boolean;
  redo(): boolean;
  /** A save went through: the server's new revision, its is_change and translation flags. */
  saved(revision: number, isChange: boolean, translation?: SavedTranslationFlags): void;
  /** A translation was started (true) or ended without one (false). */
  setTranslating(translating: boolean): void;
  /**
   * A new translation from the server (the result call's translation fields) replaces the one
   * held, in the undo steps too (undo never brings back a replaced translation); not an edit:
   * the server has it. The rest of the answer is left: the editor's edits are newer.
   */
  translationArrived(answer: TranscriptResult): void;
  /** The revision another tab saved, taken on to overwrite it ("keep mine"). */
  setRevision(revision: number): void;
}

export type EditorStore = ReturnType<typeof createEditorStore>;

export interface EditorStoreOptions {
  /** The clock typing bursts are measured with; Date.now by default. */
  now?: () => number;
  /**
   * A transcript to open from the start: part of the store's initial state, which is also what
   * a server render reads.
   */
  result?: TranscriptResult;
}

/** The state of a transcript just opened: its listed fields, task, revision; no history. */
function openedState(result: TranscriptResult): Partial<EditorState> {
  return {
    ...NO_SESSION,
    ...pickResponseFields(result),
    taskId: result.task.task_id,
    fileHash: result.task.file_hash,
    revision: result.revision,
    translationLanguage: result.translate_language,
    translationEngine: result.translation_engine,
    translating: result.task.translation?.status === 'WAITING',
    layoutLanguage:
      result.task.language === 'auto'
        ? (result.task.detected_language ?? result.language)
        : result.language,
  };
}

const NO_SESSION: EditorSession = {
  taskId: undefined,
  fileHash: '',
  revision: 0,
  layoutLanguage: '',
  history: EMPTY_HISTORY,
  version: 0,
  translationLanguage: null,
  translationEngine: null,
  translating: false,
};

/** The edited document: the lines, the speakers' names and the translation when there is one. */
export function docOf(
  state: Pick<EditorState, 'file_json' | 'speaker_file_json'> &
    Partial<Pick<EditorState, 'translate_file_json' | 'translationLanguage'>>,
): TranscriptDoc {
  const doc = { file_json: state.file_json, speaker_file_json: state.speaker_file_json };
  return state.translationLanguage && state.translate_file_json
    ? { ...doc, translate_file_json: state.translate_file_json }
    : doc;
}

/**
 * What autosave sends of the state: the document, with the translation unless a new one is being
 * made (the one held here would overwrite it on the server).
 */
export function saveSnapshot(state: EditorState): Snapshot {
  const doc = docOf(state);
  return {
    version: state.version,
    revision: state.revision,
    doc: state.translating
      ? { file_json: doc.file_json, speaker_file_json: doc.speaker_file_json }
      : doc,
    translateIsChange: state.translate_is_change,
  };
}

/** The document's fields as the state holds them (a doc without translation leaves it be). */
function stateOf(doc: TranscriptDoc): Partial<EditorState> {
  return {
    file_json: doc.file_json,
    speaker_file_json: doc.speaker_file_json,
    ...(doc.translate_file_json && { translate_file_json: doc.translate_file_json }),
  };
}

/** The media's length in ms, 0 when unknown. */
const durationMs = (state: EditorState) => Math.round(state.duration * 1000);

export function createEditorStore(options: EditorStoreOptions = {}) {
  const now = options.now ?? Date.now;
  return createStore<EditorState & EditorActions>()((set, get) => {
    const apply: EditorActions['apply'] = (edit, burstKey) => {
      const state = get();
      const before = docOf(state);
      const result = edit(before);
      if (!result.ok) return result;
      const after = result.doc;
      const originalChanged =
        after.file_json !== before.file_json ||
        after.speaker_file_json !== before.speaker_file_json;
      const translationChanged =
        after.translate_file_json !== undefined &&
        after.translate_file_json !== before.translate_file_json;
      if (!originalChanged && !translationChanged) return result;
      set({
        ...stateOf(after),
        ...(originalChanged && { is_change: true }),
        ...(translationChanged && { translate_is_change: true }),
        version: state.version + 1,
        history: recordEdit(state.history, before, {
          at: now(),
          ...(burstKey !== undefined && { key: burstKey }),
        }),
      });
      return result;
    };
    const step = (move: typeof undoStep): boolean => {
      const state = get();
      const moved = move(state.history, docOf(state));
      if (!moved) return false;
      set({
        ...stateOf(moved.doc),
        history: moved.history,
        is_change: true,
        version: state.version + 1,
      });
      return true;
    };
    /** An edit of the original, with the translation carried along (carryTranslation). */
    const applyCarried = (
      edit: (doc: TranscriptDoc) => EditResult,
      change?: ShapeChange,
      burstKey?: string,
    ) => apply((doc) => carryTranslation(doc, edit(doc), change), burstKey);
    return {
      ...INITIAL_EDITOR_STATE,
      ...NO_SESSION,
      ...(options.result && openedState(options.result)),
      setFromResponse: (response) => set(pickResponseFields(response)),
      open: (result) => set({ ...INITIAL_EDITOR_STATE, ...openedState(result) }),
      apply,
      editText: (index, text) => apply((doc) => editText(doc, index, text), `text:${index}`),
      editTranslation: (index, text) =>
        get().translating
          ? refuse('translation-running', 'A new translation is being made')
          : apply((doc) => editTranslationText(doc, index, text), `translation:${index}`),
      editTimes: (index, times) =>
        applyCarried((doc) => editTimes(doc, index, { ...times, durationMs: durationMs(get()) })),
      split: (index, caret) =>
        applyCarried((doc) => splitCue(doc, index, caret), { kind: 'split', index }),
      mergeWithNext: (index) => {
        const language = get().translationLanguage ?? '';
        return applyCarried((doc) => mergeWithNext(doc, index, get().layoutLanguage), {
          kind: 'merge',
          index,
          language,
        });
      },
      deleteCue: (index) => applyCarried((doc) => deleteCue(doc, index), { kind: 'delete', index }),
      insertCue: (after) =>
        applyCarried((doc) => insertCue(doc, after, durationMs(get())), {
          kind: 'insert',
          index: after + 1,
        }),
      replaceMatch: (match, replacement) => apply((doc) => replaceMatch(doc, match, replacement)),
      replaceAll: (query, replacement, findOptions) => {
        let count = 0;
        const result = apply((doc) => {
          const replaced = replaceAll(doc, query, replacement, findOptions);
          count = replaced.count;
          return replaced;
        });
        return { ...result, count: result.ok ? count : 0 };
      },
      renameSpeaker: (key, name) => applyCarried((doc) => renameSpeaker(doc, key, name)),
      assignSpeaker: (index, key) => applyCarried((doc) => assignSpeaker(doc, index, key)),
      reflow: () => {
        const { result, parts } = reflowWithParts(docOf(get()), get().layoutLanguage);
        return applyCarried(() => result, { kind: 'spread', parts });
      },
      // A draft made before the translation came has none: the translation held now stays.
      restore: (doc) =>
        apply((current) =>
          done(
            doc.translate_file_json || !current.translate_file_json
              ? doc
              : { ...doc, translate_file_json: current.translate_file_json },
          ),
        ),
      undo: () => step(undoStep),
      redo: () => step(redoStep),
      saved: (revision, isChange, flags = {}) =>
        set({
          revision,
          is_change: isChange,
          ...(flags.translate_is_change !== undefined && {
            translate_is_change: flags.translate_is_change,
          }),
          ...(flags.mismatched_original !== undefined && {
            mismatched_original: flags.mismatched_original,
          }),
        }),
      setTranslating: (translating) => set({ translating }),
      translationArrived: (answer) => {
        const lines = answer.translate_file_json ?? [];
        const replaced = (doc: TranscriptDoc): TranscriptDoc =>
          answer.translate_language === null ? doc : { ...doc, translate_file_json: lines };
        const { history } = get();
        set({
          // The translation is a new revision of the transcript; a save answered since counts
          // from a later one.
          revision: Math.max(get().revision, answer.revision),
          translate_file_json: lines,
          translationLanguage: answer.translate_language,
          translationEngine: answer.translation_engine,
          translate_is_change: answer.translate_is_change,
          mismatched_original: answer.mismatched_original,
          translating: false,
          history: {
            ...history,
            past: history.past.map(replaced),
            future: history.future.map(replaced),
          },
        });
      },
      setRevision: (revision) => set({ revision }),
    };
  });
}
