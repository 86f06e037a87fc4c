import type { Cue } from '../core/types.js';
import { cloneCue } from './clone-cue.js';
import { retimeInlineTimestamps } from './inline-timestamps.js';

/**
 * Multiplies every time (cue and word starts and ends, WebVTT timestamp tags in the text) by `factor`, rounding to whole
 * milliseconds: the retiming a frame-rate change needs, e.g. 25 / 23.976 for subtitles timed
 * against a 25 fps video that now plays at 23.976 fps.
 * Returns new cues; the input is not changed.
 */
export function scale(cues: readonly Cue[], factor: number): Cue[] {
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new RangeError(
      `Cannot scale subtitle times by ${factor}: the factor must be a finite number greater than 0`,
    );
  }
  return cues.map((cue) => {
    const copy = cloneCue(cue);
    copy.start = Math.round(cue.start * factor);
    copy.end = Math.round(cue.end * factor);
    copy.text = retimeInlineTimestamps(cue.text, (ms) => Math.round(ms * factor));
    if (copy.words) {
      for (const word of copy.words) {
        word.start = Math.round(word.start * factor);
        word.end = Math.round(word.end * factor);
      }
    }
    return copy;
  });
}
