import { httpStatusOf } from '@captio/api-client';
import type { DraftStore } from './drafts.js';
import { mergeDocs } from './merge/merge-docs.js';
import type { TranscriptDoc } from './operations/transcript-doc.js';

/** What the page says about saving (in a live region). */
export type SaveStatus =
  | { kind: 'saved' }
  /** Edits wait for the pause in typing that sends them. */
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  /** No connection: kept in the browser, sent again after `retryInMs`. */
  | { kind: 'offline'; retryInMs: number }
  /** The server failed (5xx, 429): sent again after `retryInMs`. */
  | { kind: 'retrying'; retryInMs: number }
  /**
   * Another tab or device saved first, and changed some of the cues (or speaker names) edited
   * here: the user chooses to reload theirs or keep these. Edits of other cues are merged.
   */
  | { kind: 'conflict' }
  /** The server refused the edits for good (its message); the next edit tries again. */
  | { kind: 'refused'; message: string | undefined };

/** The document as the server holds it, at its revision. */
export interface SavedDoc {
  revision: number;
  doc: TranscriptDoc;
}

/** The document as the store holds it now. */
export interface Snapshot {
  /** Grows by one with each change (the store's version). */
  version: number;
  /** The revision the edits were made on, which the save names. */
  revision: number;
  /** With translate_file_json when the translation is to be saved with it. */
  doc: TranscriptDoc;
  /** Whether the translation differs from the engine's (sent with it). */
  translateIsChange?: boolean;
}

export interface SaveBody {
  revision: number;
  file_json: TranscriptDoc['file_json'];
  speaker_file_json: TranscriptDoc['speaker_file_json'];
  translate_file_json?: NonNullable<TranscriptDoc['translate_file_json']>;
  translate_is_change?: boolean;
}

/** What the server answers a save. */
export interface SaveAnswer {
  revision: number;
  is_change: boolean;
  translate_is_change?: boolean;
  mismatched_original?: boolean;
}

/** The save's body for a snapshot: the translation goes with it when the snapshot holds one. */
export function saveBodyOf(snapshot: Snapshot): SaveBody {
  const { doc } = snapshot;
  return {
    revision: snapshot.revision,
    file_json: doc.file_json,
    speaker_file_json: doc.speaker_file_json,
    ...(doc.translate_file_json && {
      translate_file_json: doc.translate_file_json,
      translate_is_change: snapshot.translateIsChange ?? true,
    }),
  };
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `run` when the browser has nothing more urgent to do (no input, no frame to draw), and
 * at the latest after a while; returns what cancels it.
 */
export type IdleScheduler = (run: () => void) => () => void;

/** The longest an idle draft write waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/** The browser's idle time; where there is none, the next turn of `timers`. */
export function browserIdle(timers: Timers): IdleScheduler {
  if (typeof requestIdleCallback !== 'function') {
    return (run) => {
      const handle = timers.set(run, 0);
      return () => timers.clear(handle);
    };
  }
  return (run) => {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  };
}

/** A pause in editing this long sends the edits. */
export const SAVE_DEBOUNCE_MS = 1500;
/**
 * A pause in editing this long writes the draft, in the browser's idle time. Writing a long
 * transcript's draft takes tens of milliseconds (the whole document is serialized and stored),
 * so it waits for the typing to pause rather than follow each keystroke; a page being hidden or
 * closed writes it at once, so a reload loses nothing typed.
 */
export const DRAFT_DELAY_MS = 1000;
/** The waits between tries of a save that failed for a reason that may pass; then the last, again. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

export interface AutosaveOptions {
  taskId: string;
  /** The document now; read when a draft is written and when a save starts. */
  read(): Snapshot;
  /** The save call; rejects with the client's error. */
  save(body: SaveBody): Promise<SaveAnswer>;
  /** A save went through: the store takes the new revision (and the translation's flags). */
  onSaved(revision: number, isChange: boolean, answer: SaveAnswer): void;
  onStatus(status: SaveStatus): void;
  /**
   * What the server holds now (after a conflict): merged with the edits made here, where the
   * two changed different cues, instead of asking which to keep.
   */
  fetchSaved?(): Promise<SavedDoc>;
  /** A merge is shown: the store takes its document and the revision it was made on. */
  adopt?(doc: TranscriptDoc, revision: number): void;
  /** Edits saved elsewhere were merged in (the page says so). */
  onMerged?(): void;
  drafts: DraftStore;
  /**
   * Whether the browser thinks it is online (navigator.onLine): when it knows it is not, no
   * save is tried (it would fail at once); the next try waits for the retry or `online()`.
   */
  isOnline?: () => boolean;
  timers?: Timers;
  /** Where the draft written after a pause runs (the browser's idle time by default). */
  idle?: IdleScheduler;
  debounceMs?: number;
  draftDelayMs?: number;
  retryDelaysMs?: readonly number[];
}

export interface Autosave {
  /** The document changed (the store's subscription calls this). */
  changed(): void;
  /** Saves what is unsaved now; true once everything is saved (before an export). */
  flush(): Promise<boolean>;
  /** The browser is online again: a waiting retry goes now. */
  online(): void;
  /** The page is being hidden or closed: the draft is written at once. */
  persistNow(): void;
  /**
   * "Keep mine" after a conflict: save over the revision the server holds now. Given the
   * server's document too, the edits made there to other cues and names are kept (adopt), and
   * these edits win where both changed the same.
   */
  overwrite(
    serverRevision: number,
    setRevision: (revision: number) => void,
    saved?: TranscriptDoc,
  ): Promise<boolean>;
  /** "Reload theirs": the unsaved edits are dropped with their draft. */
  discard(): void;
  status(): SaveStatus;
  dispose(): void;
}

/** The failure body's message, when the server gave one. */
/**
 * Why the server refused the edits: its message and, where it named fields, what was wrong with
 * each ("Some fields are missing or invalid." alone does not say which cue to fix).
 */
function serverMessage(error: unknown): string | undefined {
  const data = (
    error as { response?: { data?: { message?: unknown; errors?: unknown } } } | undefined
  )?.response?.data;
  const message = typeof data?.message === 'string' ? data.message : undefined;
  const details = Array.isArray(data?.errors)
    ? data.errors.flatMap((item: unknown) => {
        const text = (item as { message?: unknown } | null)?.message;
        return typeof text === 'string' && text !== '' ? [text] : [];
      })
    : [];
  if (details.length === 0) return message;
  // A few are enough to find the cue; a refusal of hundreds would fill the page.
  const shown = details.slice(0, 3).join(' ');
  return message ? `${message} ${shown}` : shown;
}

/**
 * Saves edits a moment after typing pauses, one save at a time, naming the revision they were
 * made on. Until the server has them they are kept as a draft in the browser. A save that fails
 * for a reason that passes (no connection, a server error) is tried again with growing waits
 * and at once when the browser comes back online; a conflict (409: another tab saved) waits for
 * the user; any other refusal waits for the next edit. Nothing is dropped but by `discard`.
 */
export function createAutosave(options: AutosaveOptions): Autosave {
  const timers = options.timers ?? browserTimers;
  const idle = options.idle ?? browserIdle(timers);
  const debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
  const draftDelayMs = options.draftDelayMs ?? DRAFT_DELAY_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const first = options.read();
  let savedVersion = first.version;
  // The document as the server held it at `baseRevision`, which the edits here were made on:
  // what a merge compares both sides with.
  let base = first.doc;
  let baseRevision = first.revision;
  let status: SaveStatus = { kind: 'saved' };
  let saveTimer: unknown;
  let draftTimer: unknown;
  let cancelIdleDraft: (() => void) | undefined;
  let failures = 0;
  let inFlight: Promise<boolean> | undefined;
  let disposed = false;

  const setStatus = (next: SaveStatus) => {
    if (JSON.stringify(next) === JSON.stringify(status)) return;
    status = next;
    options.onStatus(next);
  };
  const dirty = () => options.read().version !== savedVersion;
  const cancel = (timer: unknown) => {
    if (timer !== undefined) timers.clear(timer);
  };

  const cancelDraft = () => {
    cancel(draftTimer);
    draftTimer = undefined;
    cancelIdleDraft?.();
    cancelIdleDraft = undefined;
  };

  const writeDraft = () => {
    cancelDraft();
    if (!dirty()) return;
    const { revision, doc } = options.read();
    options.drafts.write({ taskId: options.taskId, revision, savedAt: Date.now(), doc });
  };

  const schedule = (ms: number) => {
    cancel(saveTimer);
    saveTimer = timers.set(() => {
      saveTimer = undefined;
      void saveNow();
    }, ms);
  };

  const retryLater = (kind: 'offline' | 'retrying') => {
    const retryInMs = retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 30_000;
    failures += 1;
    setStatus({ kind, retryInMs });
    schedule(retryInMs);
  };

  /**
   * Shows the merge of the server's document with the edits here, both made on `base`; where both
   * changed the same cue or name, only when `mineWins`. False when there is none to show.
   */
  function adoptMerge(saved: SavedDoc, mineWins: boolean): boolean {
    const mine = options.read();
    if (!options.adopt || mine.revision !== baseRevision) return false;
    const merged = mergeDocs(base, mine.doc, saved.doc);
    if (!merged || (!mineWins && merged.overlaps > 0)) return false;
    options.adopt(merged.doc, saved.revision);
    options.onMerged?.();
    return true;
  }

  /** The server's document is what the edits here are made on from now. */
  const rebase = (saved: SavedDoc) => {
    base = saved.doc;
    baseRevision = saved.revision;
  };

  /** Merges what the server holds with the edits here; false where the user must choose. */
  async function mergeSaved(): Promise<boolean> {
    if (!options.fetchSaved) return false;
    try {
      const saved = await options.fetchSaved();
      if (disposed || !adoptMerge(saved, false)) return false;
      rebase(saved);
      return true;
    } catch {
      return false;
    }
  }

  async function send(mayMerge = true): Promise<boolean> {
    const snapshot = options.read();
    if (snapshot.version === savedVersion) {
      setStatus({ kind: 'saved' });
      return true;
    }
    if (options.isOnline && !options.isOnline()) {
      writeDraft();
      retryLater('offline');
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await options.save(saveBodyOf(snapshot));
      if (disposed) return false;
      failures = 0;
      savedVersion = snapshot.version;
      base = snapshot.doc;
      baseRevision = answer.revision;
      options.onSaved(answer.revision, answer.is_change, answer);
      if (!dirty()) {
        options.drafts.remove(options.taskId);
        setStatus({ kind: 'saved' });
        return true;
      }
      // Typed while it was sent: the draft now names the new revision, and the rest follows.
      writeDraft();
      setStatus({ kind: 'unsaved' });
      schedule(debounceMs);
      return false;
    } catch (error) {
      if (disposed) return false;
      writeDraft();
      const code = httpStatusOf(error);
      if (code === undefined) retryLater('offline');
      else if (code === 409) {
        // Once: a merge whose save meets yet another save waits for the user.
        if (mayMerge && (await mergeSaved())) return send(false);
        setStatus({ kind: 'conflict' });
      } else if (code >= 500 || code === 429 || code === 408) retryLater('retrying');
      else setStatus({ kind: 'refused', message: serverMessage(error) });
      return false;
    }
  }

  function saveNow(): Promise<boolean> {
    cancel(saveTimer);
    saveTimer = undefined;
    if (inFlight) return inFlight.then(() => (disposed ? false : saveNow()));
    inFlight = send().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    changed() {
      if (disposed) return;
      // Each edit puts the draft off: it is written once the typing pauses, when idle.
      cancelDraft();
      draftTimer = timers.set(() => {
        draftTimer = undefined;
        cancelIdleDraft = idle(() => {
          cancelIdleDraft = undefined;
          writeDraft();
        });
      }, draftDelayMs);
      // A conflict stays on screen until the user chooses; the draft keeps the edits meanwhile.
      if (status.kind === 'conflict') return;
      if (status.kind !== 'saving') setStatus({ kind: 'unsaved' });
      failures = 0;
      schedule(debounceMs);
    },
    async flush() {
      writeDraft();
      if (status.kind === 'conflict') return false;
      const result = await saveNow();
      return result && !dirty();
    },
    online() {
      if (status.kind === 'offline' || status.kind === 'retrying') void saveNow();
    },
    persistNow: writeDraft,
    async overwrite(serverRevision, setRevision, saved) {
      const server = saved && { revision: serverRevision, doc: saved };
      if (!server || !adoptMerge(server, true)) setRevision(serverRevision);
      if (server) rebase(server);
      setStatus({ kind: 'unsaved' });
      failures = 0;
      return saveNow();
    },
    discard() {
      cancel(saveTimer);
      saveTimer = undefined;
      cancelDraft();
      options.drafts.remove(options.taskId);
      savedVersion = options.read().version;
      setStatus({ kind: 'saved' });
    },
    status: () => status,
    dispose() {
      disposed = true;
      cancel(saveTimer);
      // What was typed last goes to the draft, not away.
      writeDraft();
    },
  };
}
