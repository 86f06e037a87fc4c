import type { Cue } from '../core/types.js';
import { cloneCue } from './clone-cue.js';
import { retimeInlineTimestamps } from './inline-timestamps.js';

/**
 * Moves every cue (and its words, and WebVTT timestamp tags in its text) by `ms` milliseconds, later when positive, earlier when
 * negative. Nothing can start before 0: a cue that would end at or before 0 is dropped, one that
 * would only start before 0 starts at 0, and so do its words that would.
 * Returns new cues; the input is not changed.
 */
export function shift(cues: readonly Cue[], ms: number): Cue[] {
  if (!Number.isFinite(ms))
    throw new RangeError(`Cannot shift subtitles by ${ms} ms: the offset must be a finite number`);
  const offset = Math.round(ms);
  const result: Cue[] = [];
  for (const cue of cues) {
    const end = cue.end + offset;
    if (end <= 0) continue;
    const copy = cloneCue(cue);
    copy.start = Math.max(0, cue.start + offset);
    copy.end = end;
    copy.text = retimeInlineTimestamps(cue.text, (ms) => Math.max(0, ms + offset));
    if (copy.words) {
      for (const word of copy.words) {
        word.start = Math.max(0, word.start + offset);
        word.end = Math.max(0, word.end + offset);
      }
    }
    result.push(copy);
  }
  return result;
}
