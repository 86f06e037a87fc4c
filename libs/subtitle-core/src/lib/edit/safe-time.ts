import { describeValue } from '../core/describe-value.js';

/**
 * Times are integer milliseconds, and only integers up to Number.MAX_SAFE_INTEGER are exact:
 * past it, shift(cues, 1e300) gives every cue start === end. A retimed value outside that
 * range is an error rather than a cue handed back broken.
 *
 * `operation` says what was being done ('shift subtitles by 1500 ms'), `field` which time of
 * cue `cueIndex` (from 0) it was ('start', 'end of a word'). The message is only built on
 * failure: this runs for every time of every cue.
 */
export function safeTime(
  result: number,
  original: number,
  operation: string,
  cueIndex: number,
  field: string,
): number {
  if (Number.isSafeInteger(result)) return result;
  const where = `the ${field} of cue ${cueIndex + 1}`;
  if (typeof original !== 'number' || !Number.isFinite(original)) {
    throw new RangeError(
      `Cannot ${operation}: ${where} is ${describeValue(original)}, not a time in milliseconds`,
    );
  }
  throw new RangeError(
    `Cannot ${operation}: ${where} would be ${result} ms, beyond the times a number holds to the millisecond (±${Number.MAX_SAFE_INTEGER} ms)`,
  );
}
