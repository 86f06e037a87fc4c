import { MAX_MS } from '../time/safe-ms.js';
import { describeValue } from './describe-value.js';
import type { Cue, FormatOptions } from './types.js';

/** Whether a cue's times can be written as they are. */
function writable(ms: number): boolean {
  return ms >= 0 && ms <= MAX_MS;
}

function checkTime(fn: string, index: number, field: 'start' | 'end', ms: number): void {
  // NaN and negative times: shift and scale refuse them too (RangeError), check reports them.
  if (!(ms >= 0)) {
    throw new RangeError(
      `${fn}(): the ${field} of cue ${index + 1} (index ${index}) is ${describeValue(ms)}, not a time in milliseconds`,
    );
  }
}

/**
 * The cues as a file can hold their times. A time past the largest the library writes (MAX_MS,
 * about 285,000 years), such as an end of Infinity, which a TextTrackCue uses for "until the
 * end of the media", is written as that time and reported to onWarning ('time-clamped'); the
 * cue is then a copy, the list given is not changed. NaN or a negative time is a RangeError
 * naming the cue, as in shift and scale. The list itself is returned when nothing is clamped.
 */
export function cuesWithWritableTimes(
  fn: string,
  cues: readonly Cue[],
  options: FormatOptions,
): readonly Cue[] {
  let out: Cue[] | undefined;
  for (let index = 0; index < cues.length; index++) {
    const cue = cues[index] as Cue;
    if (writable(cue.start) && writable(cue.end)) continue;
    checkTime(fn, index, 'start', cue.start);
    checkTime(fn, index, 'end', cue.end);
    out ??= cues.slice();
    out[index] = { ...cue, start: Math.min(cue.start, MAX_MS), end: Math.min(cue.end, MAX_MS) };
    const field = cue.start > MAX_MS ? 'start' : 'end';
    options.onWarning?.({
      code: 'time-clamped',
      cueIndex: index,
      message: `Cue ${index + 1}: its ${field} (${describeValue(field === 'start' ? cue.start : cue.end)} ms) is past the largest time written, ${MAX_MS} ms (about 285,000 years), and is written as that`,
    });
  }
  return out ?? cues;
}
