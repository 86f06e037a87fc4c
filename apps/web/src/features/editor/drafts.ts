import { speakerNamesSchema, transcriptLineSchema } from '@captio/api-client';
import type { KeyValueStore } from '../../shell/client-storage.js';
import type { TranscriptDoc } from './operations/transcript-doc.js';

/**
 * Edits not yet saved, kept in the browser so that a reload, a crash or a lost connection loses
 * nothing typed. One draft per task; it names the revision the edits were made on, so that on
 * load the page can tell its own unsaved edits from edits another tab saved since.
 */
export interface Draft {
  taskId: string;
  revision: number;
  /** When it was written (epoch ms), to tell the user how old it is. */
  savedAt: number;
  doc: TranscriptDoc;
}

export interface DraftStore {
  read(taskId: string): Draft | undefined;
  /** False when the browser would not keep it (storage full or blocked). */
  write(draft: Draft): boolean;
  remove(taskId: string): void;
}

export const draftKey = (taskId: string) => `captio-transcript-draft:${taskId}`;

const linesSchema = transcriptLineSchema.array();

/** The stored text as a draft of `taskId`, or undefined when it is not one. */
function readDraft(text: string, taskId: string): Draft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { revision, savedAt, doc } = value as Partial<Record<keyof Draft, unknown>>;
  if ((value as { taskId?: unknown }).taskId !== taskId) return undefined;
  if (!Number.isSafeInteger(revision) || typeof savedAt !== 'number') return undefined;
  if (typeof doc !== 'object' || doc === null) return undefined;
  const fields = doc as Partial<Record<keyof TranscriptDoc, unknown>>;
  const lines = linesSchema.safeParse(fields.file_json);
  const names = speakerNamesSchema.safeParse(fields.speaker_file_json);
  const translation = linesSchema.optional().safeParse(fields.translate_file_json);
  if (!lines.success || !names.success || !translation.success) return undefined;
  return {
    taskId,
    revision: revision as number,
    savedAt,
    doc: {
      file_json: lines.data,
      speaker_file_json: names.data,
      ...(translation.data && { translate_file_json: translation.data }),
    },
  };
}

/**
 * Drafts in a string store (localStorage in the browser). A draft that does not read back as one
 * (another version of the app wrote it, or it was cut short) is treated as absent.
 */
export function keyValueDrafts(store: KeyValueStore): DraftStore {
  return {
    read(taskId) {
      const text = store.get(draftKey(taskId));
      if (text === undefined) return undefined;
      return readDraft(text, taskId);
    },
    write(draft) {
      const key = draftKey(draft.taskId);
      const kept = (value: Draft) => {
        const text = JSON.stringify(value);
        // The browser's storage says whether it kept the text (a full quota refuses it); only a
        // store that cannot say is read back, as reading megabytes back costs as much again.
        return store.set(key, text) ?? store.get(key) === text;
      };
      if (kept(draft)) return true;
      // The words' times are most of a long transcript's size, and the least of its worth: the
      // text, times and speakers are what was typed.
      const lines = draft.doc.file_json.map(({ words: _words, ...line }) => line);
      return kept({ ...draft, doc: { ...draft.doc, file_json: lines } });
    },
    remove(taskId) {
      store.remove(draftKey(taskId));
    },
  };
}

/**
 * Two documents with the same lines, names and translation (a draft that holds nothing the
 * server lacks). A draft without a translation holds nothing of the one the server has.
 */
export function sameDoc(a: TranscriptDoc, b: TranscriptDoc): boolean {
  const translated = a.translate_file_json && b.translate_file_json;
  return (
    JSON.stringify(a.file_json) === JSON.stringify(b.file_json) &&
    (!translated ||
      JSON.stringify(a.translate_file_json) === JSON.stringify(b.translate_file_json)) &&
    JSON.stringify(sorted(a.speaker_file_json)) === JSON.stringify(sorted(b.speaker_file_json))
  );
}

function sorted(record: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(record).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

/** What to do with a draft found on load. */
export type DraftOnLoad =
  | { kind: 'none' }
  /** Made on the revision the server still holds: the edits are restored (and saved). */
  | { kind: 'restore'; draft: Draft }
  /** Made on an older revision: someone saved since; the user chooses. */
  | { kind: 'choose'; draft: Draft }
  /** Nothing in it the server does not have: dropped. */
  | { kind: 'discard' };

export function draftOnLoad(
  draft: Draft | undefined,
  server: { revision: number; doc: TranscriptDoc },
): DraftOnLoad {
  if (!draft) return { kind: 'none' };
  if (sameDoc(draft.doc, server.doc)) return { kind: 'discard' };
  return draft.revision === server.revision
    ? { kind: 'restore', draft }
    : { kind: 'choose', draft };
}
