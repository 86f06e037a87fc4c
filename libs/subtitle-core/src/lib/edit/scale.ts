import { requireCues, requireNumber } from '../core/arguments.js';
import type { Cue } from '../core/types.js';
import { cloneCue } from './clone-cue.js';
import { retimeInlineTimestamps } from './inline-timestamps.js';
import { safeTime } from './safe-time.js';

/**
 * Multiplies every time (cue and word starts and ends, WebVTT timestamp tags in the text) by `factor`, rounding to whole
 * milliseconds: the retiming a frame-rate change needs, e.g. 25 / 23.976 for subtitles timed
 * against a 25 fps video that now plays at 23.976 fps.
 * A RangeError for a factor that is not a finite number above 0, for a result that would not
 * be a whole number of milliseconds exactly (beyond Number.MAX_SAFE_INTEGER, or from a cue
 * whose own times are not numbers), and for a cue that lasted some time and would last none:
 * a factor that shrinks cues to nothing is a mistake (seconds taken for milliseconds), and
 * cues that vanish without a word would hide it. Words may shrink to 0 ms.
 * Returns new cues; the input is not changed.
 */
export function scale(cues: readonly Cue[], factor: number): Cue[] {
  requireCues('scale', 'cues', cues);
  requireNumber('scale', 'factor', factor);
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new RangeError(
      `Cannot scale subtitle times by ${factor}: the factor must be a finite number greater than 0`,
    );
  }
  const operation = `scale subtitle times by ${factor}`;
  return cues.map((cue, index) => {
    const scaled = (time: number, field: string): number =>
      safeTime(Math.round(time * factor), time, operation, index, field);
    const copy = cloneCue(cue);
    copy.start = scaled(cue.start, 'start');
    copy.end = scaled(cue.end, 'end');
    if (cue.end > cue.start && copy.end <= copy.start) {
      throw new RangeError(
        `Cannot ${operation}: cue ${index + 1}, ${cue.end - cue.start} ms long, would last 0 ms`,
      );
    }
    copy.text = retimeInlineTimestamps(cue.text, (time) => scaled(time, 'timestamp in the text'));
    for (const word of copy.words ?? []) {
      word.start = scaled(word.start, 'start of a word');
      word.end = scaled(word.end, 'end of a word');
    }
    return copy;
  });
}
