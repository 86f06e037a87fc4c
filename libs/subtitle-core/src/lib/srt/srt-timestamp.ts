import { exactMsOrTooLarge } from '../time/safe-ms.js';
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COLON = 58;
const COMMA = 44;
const DOT = 46;

/**
 * Digits an hour count may have: 2,501,999,792 hours is the last whole millisecond a number
 * holds exactly (Number.MAX_SAFE_INTEGER), and the formatter writes hours past 99 in full.
 */
const MAX_HOUR_DIGITS = 10;

/**
 * Reads an SRT timestamp in text[from, to) as real files write it: hh:mm:ss,mmm with a comma
 * or a dot, hours or millis left out, 1-3 fraction digits ('1,5' is 1.5 s), over-padded fields
 * (up to 3 digits; hours up to 10, as many as a time in milliseconds can have, like ExoPlayer
 * and ffmpeg read any number). Returns -1 when it is not one. A char scan with no allocation:
 * it runs twice per cue.
 */
export function readSrtTimestamp(text: string, from: number, to: number): number {
  // Up to three colon-separated fields; `first` and `second` shift as fields complete.
  let first = 0;
  let second = 0;
  let fieldCount = 0;
  let digits = 0;
  // Digits of the first field, which only hours may have more than 3 of.
  let firstDigits = 0;
  let value = 0;
  let i = from;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      value = value * 10 + (c - DIGIT_0);
      if (++digits > 3 && (fieldCount > 0 || digits > MAX_HOUR_DIGITS)) return -1;
    } else if (c === COLON) {
      if (digits === 0 || fieldCount === 2) return -1;
      if (fieldCount === 0) firstDigits = digits;
      first = second;
      second = value;
      fieldCount++;
      value = 0;
      digits = 0;
    } else if (c === COMMA || c === DOT) {
      break;
    } else {
      return -1;
    }
  }
  if (digits === 0 || fieldCount === 0) return -1;
  let millis = 0;
  if (i < to) {
    let fractionDigits = 0;
    for (i++; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c < DIGIT_0 || c > DIGIT_9 || ++fractionDigits > 3) return -1;
      millis = millis * 10 + (c - DIGIT_0);
    }
    if (fractionDigits === 0) return -1;
    if (fractionDigits === 1) millis *= 100;
    else if (fractionDigits === 2) millis *= 10;
  }
  if (fieldCount === 1 && firstDigits > 3) return -1;
  const hours = fieldCount === 2 ? first : 0;
  const minutes = second;
  const seconds = value;
  if (minutes >= 60 || seconds >= 60) return -1;
  const time = ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
  return exactMsOrTooLarge(time);
}
