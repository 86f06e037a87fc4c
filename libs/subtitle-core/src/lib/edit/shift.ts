import { requireCues, requireNumber } from '../core/arguments.js';
import type { Cue } from '../core/types.js';
import { cloneCue } from './clone-cue.js';
import { retimeInlineTimestamps } from './inline-timestamps.js';
import { safeTime } from './safe-time.js';

/**
 * Moves every cue (and its words, and WebVTT timestamp tags in its text) by `ms` milliseconds, later when positive, earlier when
 * negative. Nothing can start before 0: a cue that would end at or before 0 is dropped, one that
 * would only start before 0 starts at 0, and so do its words that would.
 * A RangeError for an offset that is not a finite number, and for a result that would not be a
 * whole number of milliseconds exactly (beyond Number.MAX_SAFE_INTEGER, or from a cue whose own
 * times are not numbers).
 * Returns new cues; the input is not changed.
 */
export function shift(cues: readonly Cue[], ms: number): Cue[] {
  requireCues('shift', 'cues', cues);
  requireNumber('shift', 'ms', ms);
  if (!Number.isFinite(ms))
    throw new RangeError(`Cannot shift subtitles by ${ms} ms: the offset must be a finite number`);
  const offset = Math.round(ms);
  const operation = `shift subtitles by ${ms} ms`;
  const result: Cue[] = [];
  cues.forEach((cue, index) => {
    const moved = (time: number, field: string): number =>
      safeTime(Math.max(0, time + offset), time, operation, index, field);
    const end = cue.end + offset;
    if (end <= 0) return;
    const copy = cloneCue(cue);
    copy.start = moved(cue.start, 'start');
    copy.end = moved(cue.end, 'end');
    copy.text = retimeInlineTimestamps(cue.text, (time) => moved(time, 'timestamp in the text'));
    for (const word of copy.words ?? []) {
      word.start = moved(word.start, 'start of a word');
      word.end = moved(word.end, 'end of a word');
    }
    result.push(copy);
  });
  return result;
}
