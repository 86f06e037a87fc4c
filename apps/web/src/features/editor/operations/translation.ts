import type { TranscriptLine } from '@captio/api-client';
import { countsByCharacter } from '@captio/subtitle-core';
import {
  done,
  MAX_TEXT_LENGTH,
  noSuchCue,
  refuse,
  type EditResult,
  type TranscriptDoc,
} from './transcript-doc.js';

/**
 * A translated cue's new text. Only the translation changes: its times and speaker are the
 * original cue's (carried by carryTranslation), so the two stay paired in a bilingual export.
 */
export function editTranslationText(doc: TranscriptDoc, index: number, text: string): EditResult {
  const lines = doc.translate_file_json;
  if (!lines) return refuse('no-translation', 'This transcript has no translation to edit');
  const line = Number.isInteger(index) ? lines[index] : undefined;
  if (!line) return noSuchCue(index);
  if (text.length > MAX_TEXT_LENGTH) {
    return refuse('text-too-long', `A cue holds at most ${MAX_TEXT_LENGTH} characters`);
  }
  if (text === line.text) return done(doc);
  const edited = lines.slice();
  edited[index] = { ...line, text };
  return done({ ...doc, translate_file_json: edited });
}

/** How an edit of the original changed its cues' number, so that the translation follows. */
export type ShapeChange =
  /** Cue `index` was cut in two: its translation stays with the first part. */
  | { kind: 'split'; index: number }
  /** Cue `index` was joined with the next one: so are their translations. */
  | { kind: 'merge'; index: number; language: string }
  /** A new cue at `index`: an empty translation for it. */
  | { kind: 'insert'; index: number }
  | { kind: 'delete'; index: number }
  /** Each cue `i` became `parts[i]` cues (a reflow): its translation stays with the first. */
  | { kind: 'spread'; parts: readonly number[] };

const EMPTY_LINE: TranscriptLine = { start_time: 0, end_time: 0, text: '' };

/** The translation reshaped as the original was; undefined when a merge would pass the text limit. */
function reshape(
  lines: readonly TranscriptLine[],
  change: ShapeChange,
): readonly TranscriptLine[] | undefined {
  const next = lines.slice();
  switch (change.kind) {
    case 'split':
      next.splice(change.index + 1, 0, EMPTY_LINE);
      return next;
    case 'insert':
      next.splice(change.index, 0, EMPTY_LINE);
      return next;
    case 'delete':
      next.splice(change.index, 1);
      return next;
    case 'spread':
      if (change.parts.length !== lines.length) return next;
      return lines.flatMap((line, index) => [
        line,
        ...Array.from({ length: Math.max(0, (change.parts[index] ?? 1) - 1) }, () => EMPTY_LINE),
      ]);
    case 'merge': {
      const [first, second] = [lines[change.index], lines[change.index + 1]];
      if (!first || !second) return next;
      const glue = countsByCharacter(change.language) ? '' : ' ';
      const text = [first.text.trim(), second.text.trim()].filter(Boolean).join(glue);
      if (text.length > MAX_TEXT_LENGTH) return undefined;
      next.splice(change.index, 2, { ...first, text });
      return next;
    }
  }
}

/**
 * The translation with each line's times and speaker taken from the original line at its place,
 * when both have as many lines; the same array when nothing differs, so that rows whose
 * translation did not change do not render again.
 */
export function syncTranslation(
  lines: readonly TranscriptLine[],
  original: readonly TranscriptLine[],
): readonly TranscriptLine[] {
  if (lines.length !== original.length) return lines;
  let synced: TranscriptLine[] | undefined;
  original.forEach((source, index) => {
    const line = lines[index];
    if (
      !line ||
      (line.start_time === source.start_time &&
        line.end_time === source.end_time &&
        line.speaker === source.speaker)
    ) {
      return;
    }
    const { speaker: _speaker, ...rest } = line;
    synced ??= lines.slice();
    synced[index] = {
      ...rest,
      start_time: source.start_time,
      end_time: source.end_time,
      ...(source.speaker !== undefined && { speaker: source.speaker }),
    };
  });
  return synced ?? lines;
}

/**
 * An edit of the original, with the translation carried along: while the translation has one
 * line per original line, a split, merge, insert, delete or reflow reshapes it the same way, and
 * every translated line keeps the times and speaker of its original line. A translation that no
 * longer lines up is kept as it is: the page says the original changed since it was translated.
 */
export function carryTranslation(
  before: TranscriptDoc,
  edited: EditResult,
  change?: ShapeChange,
): EditResult {
  const lines = before.translate_file_json;
  if (!edited.ok || !lines || edited.doc.file_json === before.file_json) return edited;
  // Lines that did not pair one to one before do not pair after either.
  if (lines.length !== before.file_json.length) return edited;
  const shaped = change ? reshape(lines, change) : lines;
  if (!shaped) {
    return refuse(
      'text-too-long',
      `A cue's translation holds at most ${MAX_TEXT_LENGTH} characters`,
    );
  }
  const carried = syncTranslation(shaped, edited.doc.file_json);
  return carried === edited.doc.translate_file_json
    ? edited
    : done({ ...edited.doc, translate_file_json: carried });
}
