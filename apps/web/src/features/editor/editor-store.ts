import type { TranscriptResult } from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
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
import { reflowDoc } from './operations/reflow-check.js';
import { assignSpeaker, renameSpeaker } from './operations/speakers.js';
import { mergeWithNext, splitCue } from './operations/split-merge.js';
import { done, type EditResult, type TranscriptDoc } from './operations/transcript-doc.js';

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
  /** A save went through: the server's new revision and its is_change. */
  saved(revision: number, isChange: boolean): void;
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
};

export function docOf(state: Pick<EditorState, 'file_json' | 'speaker_file_json'>): TranscriptDoc {
  return { file_json: state.file_json, speaker_file_json: state.speaker_file_json };
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
      if (
        after.file_json === before.file_json &&
        after.speaker_file_json === before.speaker_file_json
      ) {
        return result;
      }
      set({
        file_json: after.file_json,
        speaker_file_json: after.speaker_file_json,
        is_change: true,
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
        file_json: moved.doc.file_json,
        speaker_file_json: moved.doc.speaker_file_json,
        history: moved.history,
        is_change: true,
        version: state.version + 1,
      });
      return true;
    };
    return {
      ...INITIAL_EDITOR_STATE,
      ...NO_SESSION,
      ...(options.result && openedState(options.result)),
      setFromResponse: (response) => set(pickResponseFields(response)),
      open: (result) => set({ ...INITIAL_EDITOR_STATE, ...openedState(result) }),
      apply,
      editText: (index, text) => apply((doc) => editText(doc, index, text), `text:${index}`),
      editTimes: (index, times) =>
        apply((doc) => editTimes(doc, index, { ...times, durationMs: durationMs(get()) })),
      split: (index, caret) => apply((doc) => splitCue(doc, index, caret)),
      mergeWithNext: (index) => apply((doc) => mergeWithNext(doc, index, get().layoutLanguage)),
      deleteCue: (index) => apply((doc) => deleteCue(doc, index)),
      insertCue: (after) => apply((doc) => insertCue(doc, after, durationMs(get()))),
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
      renameSpeaker: (key, name) => apply((doc) => renameSpeaker(doc, key, name)),
      assignSpeaker: (index, key) => apply((doc) => assignSpeaker(doc, index, key)),
      reflow: () => apply((doc) => reflowDoc(doc, get().layoutLanguage)),
      restore: (doc) => apply(() => done(doc)),
      undo: () => step(undoStep),
      redo: () => step(redoStep),
      saved: (revision, isChange) => set({ revision, is_change: isChange }),
      setRevision: (revision) => set({ revision }),
    };
  });
}
