import { requireString } from '../core/arguments.js';
import { formatTimestamp } from '../time/timestamp.js';
import { isAsciiDigit } from '../text/ascii-digit.js';

/** A read position shared by the scanning helpers, so they need not allocate a result per call. */
export interface Cursor {
  pos: number;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1000;

const DIGIT_0 = 48;
const COLON = 58;
const DOT = 46;

/**
 * "Collect a WebVTT timestamp" (https://www.w3.org/TR/webvtt1/#collect-a-webvtt-timestamp) from
 * text[cursor.pos .. end): [hours:]mm:ss.ttt, where hours are any number of digits, minutes and
 * seconds exactly two digits below 60 and the fraction exactly three digits. The first field
 * counts as hours when it is not two digits or is over 59 ("75:00.000" needs seconds after it).
 * Returns milliseconds, or -1 when the text is not a timestamp; cursor.pos ends after what was
 * read, which on failure is where the problem is.
 */
export function collectVttTimestamp(text: string, cursor: Cursor, end: number): number {
  let pos = cursor.pos;
  // Fast path for the usual hh:mm:ss.ttt; anything else takes the spec's steps below.
  if (
    pos + 12 <= end &&
    text.charCodeAt(pos + 2) === COLON &&
    text.charCodeAt(pos + 5) === COLON &&
    text.charCodeAt(pos + 8) === DOT &&
    (pos + 12 === end || !isAsciiDigit(text.charCodeAt(pos + 12)))
  ) {
    const h1 = text.charCodeAt(pos) - DIGIT_0;
    const h2 = text.charCodeAt(pos + 1) - DIGIT_0;
    const m1 = text.charCodeAt(pos + 3) - DIGIT_0;
    const m2 = text.charCodeAt(pos + 4) - DIGIT_0;
    const s1 = text.charCodeAt(pos + 6) - DIGIT_0;
    const s2 = text.charCodeAt(pos + 7) - DIGIT_0;
    const f1 = text.charCodeAt(pos + 9) - DIGIT_0;
    const f2 = text.charCodeAt(pos + 10) - DIGIT_0;
    const f3 = text.charCodeAt(pos + 11) - DIGIT_0;
    // '>>> 0' turns a negative difference (a character below '0') into a huge number.
    if (
      h1 >>> 0 <= 9 &&
      h2 >>> 0 <= 9 &&
      m1 >>> 0 <= 5 &&
      m2 >>> 0 <= 9 &&
      s1 >>> 0 <= 5 &&
      s2 >>> 0 <= 9 &&
      f1 >>> 0 <= 9 &&
      f2 >>> 0 <= 9 &&
      f3 >>> 0 <= 9
    ) {
      cursor.pos = pos + 12;
      return (
        (h1 * 10 + h2) * HOUR +
        (m1 * 10 + m2) * MINUTE +
        (s1 * 10 + s2) * SECOND +
        f1 * 100 +
        f2 * 10 +
        f3
      );
    }
  }
  const fieldStart = pos;
  let value1 = 0;
  while (pos < end) {
    const code = text.charCodeAt(pos);
    if (!isAsciiDigit(code)) break;
    value1 = value1 * 10 + (code - DIGIT_0);
    pos++;
  }
  cursor.pos = pos;
  if (pos === fieldStart) return -1;
  const mostSignificantIsHours = pos - fieldStart !== 2 || value1 > 59;
  if (pos >= end || text.charCodeAt(pos) !== COLON) return -1;
  pos++;
  const value2 = readTwoDigits(text, pos, end);
  cursor.pos = pos;
  if (value2 < 0) return -1;
  pos += 2;
  let hours: number;
  let minutes: number;
  let seconds: number;
  if (mostSignificantIsHours || (pos < end && text.charCodeAt(pos) === COLON)) {
    cursor.pos = pos;
    if (pos >= end || text.charCodeAt(pos) !== COLON) return -1;
    pos++;
    const value3 = readTwoDigits(text, pos, end);
    cursor.pos = pos;
    if (value3 < 0) return -1;
    pos += 2;
    hours = value1;
    minutes = value2;
    seconds = value3;
  } else {
    hours = 0;
    minutes = value1;
    seconds = value2;
  }
  cursor.pos = pos;
  if (pos >= end || text.charCodeAt(pos) !== DOT) return -1;
  pos++;
  const fractionStart = pos;
  let fraction = 0;
  while (pos < end) {
    const code = text.charCodeAt(pos);
    if (!isAsciiDigit(code)) break;
    fraction = fraction * 10 + (code - DIGIT_0);
    pos++;
  }
  if (pos - fractionStart !== 3) {
    cursor.pos = fractionStart;
    return -1;
  }
  if (minutes > 59 || seconds > 59) {
    cursor.pos = fieldStart;
    return -1;
  }
  cursor.pos = pos;
  const ms = hours * HOUR + minutes * MINUTE + seconds * SECOND + fraction;
  // Hours may have any number of digits; past 2^53 ms the value is no longer an exact integer.
  if (!Number.isSafeInteger(ms)) {
    cursor.pos = fieldStart;
    return -1;
  }
  return ms;
}

/** Exactly two digits followed by a non-digit: their value, otherwise -1. */
function readTwoDigits(text: string, pos: number, end: number): number {
  if (pos + 1 >= end) return -1;
  const tens = text.charCodeAt(pos);
  const units = text.charCodeAt(pos + 1);
  if (!isAsciiDigit(tens) || !isAsciiDigit(units)) return -1;
  if (pos + 2 < end && isAsciiDigit(text.charCodeAt(pos + 2))) return -1;
  return (tens - DIGIT_0) * 10 + (units - DIGIT_0);
}

/**
 * Reads a whole string as a WebVTT timestamp ('01:02.345', '1:02:03.456') into milliseconds;
 * null when it is not exactly one (no surrounding spaces, three fraction digits).
 */
export function parseVttTimestamp(text: string): number | null {
  requireString('parseVttTimestamp', 'text', text);
  const cursor: Cursor = { pos: 0 };
  const ms = collectVttTimestamp(text, cursor, text.length);
  return ms < 0 || cursor.pos !== text.length ? null : ms;
}

/** Writes milliseconds as hh:mm:ss.ttt (more hour digits when needed); negative times as 0. */
export function formatVttTimestamp(ms: number): string {
  return formatTimestamp(ms, 'vtt');
}
