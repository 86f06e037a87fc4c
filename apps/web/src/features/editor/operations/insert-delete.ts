import type { TranscriptLine } from '@captio/api-client';
import { MIN_CUE_DURATION_MS } from '@captio/subtitle-core';
import {
  done,
  noSuchCue,
  refuse,
  type EditResult,
  type TranscriptDoc,
  withSplice,
} from './transcript-doc.js';

/**
 * The least room a new cue is made in, in whole ms: the shortest a cue may be shown, which the
 * check flags under, so no cue is added to be flagged.
 */
export const NEW_CUE_MIN_MS = Math.ceil(MIN_CUE_DURATION_MS);

/** How long a new cue lasts when the room allows. */
export const NEW_CUE_MS = 2000;

export function deleteCue(doc: TranscriptDoc, index: number): EditResult {
  if (!doc.file_json[index] || !Number.isInteger(index)) return noSuchCue(index);
  return done(withSplice(doc, index, 1));
}

/**
 * A new empty cue after cue `after` (-1: at the top), in the gap before the next cue: from the
 * end of the cue above (0 at the top) for NEW_CUE_MS or up to the next cue's start, within the
 * media when its length is known. It takes the speaker of the cue above. Refused when the gap is
 * shorter than NEW_CUE_MIN_MS: split a cue instead.
 */
export function insertCue(doc: TranscriptDoc, after: number, durationMs: number): EditResult {
  if (!Number.isInteger(after) || after < -1 || after >= doc.file_json.length) {
    return noSuchCue(after);
  }
  const above = doc.file_json[after];
  const below = doc.file_json[after + 1];
  const start = above?.end_time ?? 0;
  const limits = [start + NEW_CUE_MS];
  if (below) limits.push(below.start_time);
  if (durationMs > 0) limits.push(Math.round(durationMs));
  const end = Math.min(...limits);
  if (end - start < NEW_CUE_MIN_MS) {
    return refuse('no-room', 'There is no time free here for a new cue; split a cue instead');
  }
  const line: TranscriptLine = { start_time: start, end_time: end, text: '' };
  if (above?.speaker !== undefined) line.speaker = above.speaker;
  return done(withSplice(doc, after + 1, 0, line));
}
