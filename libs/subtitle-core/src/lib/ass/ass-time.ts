import { isAsciiDigit } from '../text/ascii-digit.js';
import { skipSpaceOrTab, trimEndSpaceOrTab } from '../text/space-or-tab.js';
import { exactMsOrTooLarge } from '../time/safe-ms.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1000;

const COLON = 58;
const DOT = 46;
const ZERO = 48;

/**
 * Reads an ASS/SSA time between `from` and `to` into milliseconds, or -1 when it is not one
 * (TOO_LARGE_MS when it is one past MAX_MS: hours may have any number of digits).
 * Tolerant of what real files contain: surrounding spaces, hours with any number of digits or
 * none (M:SS.cc), 1-3 fraction digits read as a decimal fraction (libass would read '.5' as
 * 5 centiseconds; every writer uses 2 digits, so only hand-made files differ), and the
 * 'H:MM:SS:cc' colon form some SSA writers produce.
 */
export function readAssTimeRange(text: string, from: number, to: number): number {
  let i = skipSpaceOrTab(text, from, to);
  const end = trimEndSpaceOrTab(text, i, to);

  // Up to four ':'-separated groups, then an optional '.' fraction.
  let g0 = 0;
  let g1 = 0;
  let g2 = 0;
  let g3 = 0;
  let g3Digits = 0;
  let groups = 0;
  let lastDigits = 0;
  while (i < end) {
    let value = 0;
    let digits = 0;
    while (i < end && isAsciiDigit(text.charCodeAt(i))) {
      value = value * 10 + text.charCodeAt(i) - ZERO;
      digits++;
      i++;
    }
    if (digits === 0) return -1;
    if (groups === 0) g0 = value;
    else if (groups === 1) g1 = value;
    else if (groups === 2) g2 = value;
    else if (groups === 3) {
      g3 = value;
      g3Digits = digits;
    } else return -1;
    groups++;
    lastDigits = digits;
    if (groups > 1 && groups < 4 && digits > 2) return -1;
    if (i === end) break;
    const separator = text.charCodeAt(i);
    i++;
    if (separator === DOT) {
      if (groups < 2 || groups > 3) return -1;
      let fraction = 0;
      let fractionDigits = 0;
      while (i < end && isAsciiDigit(text.charCodeAt(i))) {
        fraction = fraction * 10 + text.charCodeAt(i) - ZERO;
        fractionDigits++;
        i++;
      }
      if (i !== end || fractionDigits === 0 || fractionDigits > 3) return -1;
      const millis =
        fractionDigits === 1 ? fraction * 100 : fractionDigits === 2 ? fraction * 10 : fraction;
      return exactMsOrTooLarge(
        groups === 3
          ? g0 * HOUR + g1 * MINUTE + g2 * SECOND + millis
          : g0 * MINUTE + g1 * SECOND + millis,
      );
    }
    if (separator !== COLON || i === end) return -1;
  }
  if (groups === 4) {
    // H:MM:SS:cc
    if (g3Digits > 3) return -1;
    const millis = g3Digits === 1 ? g3 * 100 : g3Digits === 2 ? g3 * 10 : g3;
    return exactMsOrTooLarge(g0 * HOUR + g1 * MINUTE + g2 * SECOND + millis);
  }
  if (groups === 3) return exactMsOrTooLarge(g0 * HOUR + g1 * MINUTE + g2 * SECOND);
  if (groups === 2 && lastDigits <= 2) return exactMsOrTooLarge(g0 * MINUTE + g1 * SECOND);
  return -1;
}

/** {@link readAssTimeRange} over a whole string. */
export function readAssTime(text: string): number {
  return readAssTimeRange(text, 0, text.length);
}

/**
 * True when the range is written exactly as {@link formatAssTime} writes its value
 * (H:MM:SS.cc, hours without leading zeros, minutes and seconds under 60), so the parser
 * only keeps the original text of times that would not survive a rewrite.
 */
export function isCanonicalAssTime(text: string, from: number, to: number): boolean {
  const length = to - from;
  if (length < 10) return false;
  const hoursEnd = to - 9;
  if (text.charCodeAt(from) === ZERO && hoursEnd - from > 1) return false;
  for (let i = from; i < hoursEnd; i++) if (!isAsciiDigit(text.charCodeAt(i))) return false;
  return (
    text.charCodeAt(hoursEnd) === COLON &&
    text.charCodeAt(hoursEnd + 1) >= ZERO &&
    text.charCodeAt(hoursEnd + 1) <= ZERO + 5 &&
    isAsciiDigit(text.charCodeAt(hoursEnd + 2)) &&
    text.charCodeAt(hoursEnd + 3) === COLON &&
    text.charCodeAt(hoursEnd + 4) >= ZERO &&
    text.charCodeAt(hoursEnd + 4) <= ZERO + 5 &&
    isAsciiDigit(text.charCodeAt(hoursEnd + 5)) &&
    text.charCodeAt(hoursEnd + 6) === DOT &&
    isAsciiDigit(text.charCodeAt(hoursEnd + 7)) &&
    isAsciiDigit(text.charCodeAt(hoursEnd + 8))
  );
}

function twoDigits(value: number): string {
  return value < 10 ? '0' + value : String(value);
}

/** Milliseconds as H:MM:SS.cc (rounded to centiseconds; negative or invalid times are 0). */
export function formatAssTime(ms: number): string {
  const centis = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 10) : 0;
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor(centis / 6000) % 60;
  const seconds = Math.floor(centis / 100) % 60;
  return (
    hours + ':' + twoDigits(minutes) + ':' + twoDigits(seconds) + '.' + twoDigits(centis % 100)
  );
}
