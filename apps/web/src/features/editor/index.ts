// The transcript editor's state and logic, shared by the result page (and later the workspace):
// the subtitle editor state in a zustand store, pure document operations with undo,
// autosave with drafts kept in the browser, and following a task until its transcript is ready.
export {
  INITIAL_EDITOR_STATE,
  pickResponseFields,
  RESPONSE_FIELDS,
  type EditorTranslation,
  type ResponseField,
  type SubtitleEditorState,
} from './editor-state.js';
export {
  createEditorStore,
  docOf,
  type EditorActions,
  type EditorSession,
  type EditorState,
  type EditorStore,
  saveSnapshot,
  type SavedTranslationFlags,
} from './editor-store.js';
export { EMPTY_HISTORY, HISTORY_LIMIT, TYPING_BURST_MS, type History } from './history.js';
export {
  browserIdle,
  browserTimers,
  createAutosave,
  DRAFT_DELAY_MS,
  RETRY_DELAYS_MS,
  SAVE_DEBOUNCE_MS,
  type Autosave,
  type AutosaveOptions,
  type IdleScheduler,
  type SaveAnswer,
  saveBodyOf,
  type SaveBody,
  type SavedDoc,
  type SaveStatus,
  type Snapshot,
  type Timers,
} from './autosave.js';
export {
  draftOnLoad,
  keyValueDrafts,
  sameDoc,
  type Draft,
  type DraftOnLoad,
  type DraftStore,
} from './drafts.js';
export { followTask, type EventSourceLike, type FollowTaskOptions } from './follow-task.js';
export {
  EditError,
  MAX_SPEAKER_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MIN_CUE_MS,
  type EditErrorCode,
  type EditResult,
  type TranscriptDoc,
} from './operations/transcript-doc.js';
export { checkDoc } from './operations/reflow-check.js';
export {
  carryTranslation,
  editTranslationText,
  syncTranslation,
  type ShapeChange,
} from './operations/translation.js';
export { type FindingsCache, updateFindings } from './findings.js';
export {
  findMatches,
  type FindOptions,
  matchIndexAfter,
  type TextMatch,
} from './operations/find-replace.js';
export { listSpeakers, type SpeakerEntry } from './operations/speakers.js';
