import type { TranscriptLine } from '@captio/api-client';

/**
 * The part of the editor state that edits change and saves send: the subtitle lines
 * (file_json) and the names given to speaker keys (speaker_file_json). Documents are never
 * changed in place: an edit returns a new one, sharing the lines it did not touch, so undo keeps
 * snapshots cheaply and React sees exactly which rows changed.
 */
export interface TranscriptDoc {
  readonly file_json: readonly TranscriptLine[];
  readonly speaker_file_json: Readonly<Record<string, string>>;
  /**
   * The transcript's translation, one line per line of file_json while they stay aligned; absent
   * when it has none. Edits of the original carry it along (see operations/translation.ts).
   */
  readonly translate_file_json?: readonly TranscriptLine[];
}

/** Why an edit was refused; the page says each in the reader's language. */
export type EditErrorCode =
  | 'no-such-cue'
  | 'text-too-long'
  | 'invalid-time'
  | 'start-not-before-end'
  | 'overlaps-previous'
  | 'overlaps-next'
  | 'past-media-end'
  | 'split-empty-part'
  | 'split-too-short'
  | 'no-next-cue'
  | 'different-speakers'
  | 'no-room'
  | 'name-too-long'
  | 'no-such-speaker'
  | 'no-matches'
  | 'no-translation'
  | 'translation-running';

export class EditError extends Error {
  override readonly name = 'EditError';
  constructor(
    readonly code: EditErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** An edit's answer: the new document, or why nothing changed. Never throws. */
export type EditResult = { ok: true; doc: TranscriptDoc } | { ok: false; error: EditError };

export const refuse = (code: EditErrorCode, message: string): EditResult => ({
  ok: false,
  error: new EditError(code, message),
});

export const done = (doc: TranscriptDoc): EditResult => ({ ok: true, doc });

/** The contract's limits (transcriptLineSchema, speakerNamesSchema), checked before a save is. */
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_SPEAKER_KEY_LENGTH = 64;
export const MAX_SPEAKER_NAME_LENGTH = 200;
/** The shortest cue an edit may leave (the waveform's capsules keep the same minimum). */
export const MIN_CUE_MS = 100;

/** The document with line `index` replaced (the others shared). */
export function withLine(doc: TranscriptDoc, index: number, line: TranscriptLine): TranscriptDoc {
  const lines = doc.file_json.slice();
  lines[index] = line;
  return { ...doc, file_json: lines };
}

/** The document with `count` lines from `index` replaced by `inserted`. */
export function withSplice(
  doc: TranscriptDoc,
  index: number,
  count: number,
  ...inserted: TranscriptLine[]
): TranscriptDoc {
  const lines = doc.file_json.slice();
  lines.splice(index, count, ...inserted);
  return { ...doc, file_json: lines };
}

export function lineAt(doc: TranscriptDoc, index: number): TranscriptLine | undefined {
  return Number.isInteger(index) ? doc.file_json[index] : undefined;
}

export function noSuchCue(index: number): EditResult {
  return refuse('no-such-cue', `There is no cue ${index + 1}`);
}
