import type { TranscriptLine } from '@captio/api-client';
import type { TranscriptDoc } from '../operations/transcript-doc.js';
import { mergeSequences } from './merge-sequences.js';

/** Past this many cues added and removed on a side, the two are not merged cue by cue. */
export const MAX_MERGED_EDITS = 2000;

export interface DocMerge {
  doc: TranscriptDoc;
  /** Cues or speaker names both sides changed, each in its own way (mine was taken there). */
  overlaps: number;
}

/** A cue with its translated line, when the document has a translation. */
type Row = readonly [TranscriptLine, TranscriptLine | undefined];

/** The rows of a document, or undefined when its translation does not line up with it. */
function rowsOf(doc: TranscriptDoc): Row[] | undefined {
  const translated = doc.translate_file_json;
  if (translated && translated.length !== doc.file_json.length) return undefined;
  return doc.file_json.map((line, index) => [line, translated?.[index]] as const);
}

/** A line's fields in a fixed order: the same line read from two answers may list them otherwise. */
const lineKey = (line: TranscriptLine | undefined) =>
  line && [
    line.start_time,
    line.end_time,
    line.text,
    line.speaker ?? null,
    line.words?.map((word) => [word.start, word.end, word.text]) ?? null,
  ];

const rowKey = ([line, translated]: Row) =>
  JSON.stringify([lineKey(line), lineKey(translated) ?? null]);

/** Whether each cue starts at or after the one before it. */
const inTimeOrder = (rows: readonly Row[]): boolean =>
  rows.every(([line], k) => k === 0 || line.start_time >= (rows[k - 1]?.[0].start_time ?? 0));

function mergeNames(
  base: Readonly<Record<string, string>>,
  mine: Readonly<Record<string, string>>,
  theirs: Readonly<Record<string, string>>,
): { names: Record<string, string>; overlaps: number } {
  const names: Record<string, string> = {};
  let overlaps = 0;
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    const [was, ours, other] = [base[key], mine[key], theirs[key]];
    let name = ours;
    if (ours === was) name = other;
    else if (other !== was && other !== ours) overlaps += 1;
    if (name !== undefined) names[key] = name;
  }
  return { names, overlaps };
}

/**
 * Merges the edits made here (`mine`) with those another tab or device saved since (`theirs`),
 * both made on `base`: cue by cue (a cue with its translation), and speaker name by name, by the
 * rule of diff3 (see mergeSequences): neighbouring cues edited one on each side are both kept,
 * where cues were only edited, not added or removed, between them. The merged times are in
 * order wherever both sides' were.
 * Undefined where a merge would not be what either meant: a translation that does not line up,
 * one side with a translation and another without, or too many changes to compare.
 */
export function mergeDocs(
  base: TranscriptDoc,
  mine: TranscriptDoc,
  theirs: TranscriptDoc,
): DocMerge | undefined {
  const translations = [base, mine, theirs].filter((doc) => doc.translate_file_json).length;
  if (translations !== 0 && translations !== 3) return undefined;
  const [baseRows, mineRows, theirRows] = [rowsOf(base), rowsOf(mine), rowsOf(theirs)];
  if (!baseRows || !mineRows || !theirRows) return undefined;
  // Neighbouring cues edited on the two sides are merged cue for cue, unless that would put
  // the cues out of time order where both sides had them in order: then they are an overlap.
  const cueByCue = mergeSequences(baseRows, mineRows, theirRows, rowKey, MAX_MERGED_EDITS, true);
  const rows =
    cueByCue && (inTimeOrder(cueByCue.items) || !inTimeOrder(mineRows) || !inTimeOrder(theirRows))
      ? cueByCue
      : mergeSequences(baseRows, mineRows, theirRows, rowKey, MAX_MERGED_EDITS);
  if (!rows) return undefined;
  const file_json = rows.items.map(([line]) => line);
  const speakers = mergeNames(
    base.speaker_file_json,
    mine.speaker_file_json,
    theirs.speaker_file_json,
  );
  const doc: TranscriptDoc = {
    file_json,
    speaker_file_json: speakers.names,
    ...(translations === 3 && {
      translate_file_json: rows.items.flatMap(([, line]) => (line ? [line] : [])),
    }),
  };
  return { doc, overlaps: rows.overlaps + speakers.overlaps };
}
