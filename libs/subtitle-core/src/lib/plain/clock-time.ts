import { isAsciiDigit } from '../text/ascii-digit.js';
import { exactMsOrTooLarge } from '../time/safe-ms.js';

const DIGIT_0 = 48;
const COLON = 58;
const DOT = 46;
const COMMA = 44;

/** A clock time found in a line: its value and where it stops. */
export interface ClockMatch {
  /** TOO_LARGE_MS for a time past MAX_MS (hours or minutes may have any number of digits). */
  ms: number;
  /** Index just after the time. */
  end: number;
  /** 2 for m:ss, 3 for h:mm:ss. */
  parts: 2 | 3;
}

/**
 * Reads a clock time at text[from]: m:ss or h:mm:ss, each with an optional '.' or ',' fraction
 * of any length ('1:02.5' is 62.5 s). Minutes may pass 59 only when there are no hours.
 * Seconds need two digits, so prose such as '1:2' is not a time. Null when none starts there.
 */
export function readClock(text: string, from: number): ClockMatch | null {
  const groups: number[] = [];
  const widths: number[] = [];
  let i = from;
  for (;;) {
    const groupStart = i;
    let value = 0;
    while (i < text.length && isAsciiDigit(text.charCodeAt(i))) {
      value = value * 10 + (text.charCodeAt(i) - DIGIT_0);
      i++;
    }
    if (i === groupStart) return null;
    groups.push(value);
    widths.push(i - groupStart);
    if (
      groups.length === 3 ||
      text.charCodeAt(i) !== COLON ||
      !isAsciiDigit(text.charCodeAt(i + 1))
    ) {
      break;
    }
    i++;
  }
  if (groups.length < 2) return null;
  const parts = groups.length === 3 ? 3 : 2;
  const [a = 0, b = 0, c = 0] = groups;
  const [hours, minutes, seconds] = parts === 3 ? [a, b, c] : [0, a, b];
  if (widths[parts - 1] !== 2 || seconds >= 60) return null;
  if (parts === 3 && ((widths[1] ?? 0) > 2 || minutes >= 60)) return null;
  let ms = ((hours * 60 + minutes) * 60 + seconds) * 1000;
  const separator = text.charCodeAt(i);
  if ((separator === DOT || separator === COMMA) && isAsciiDigit(text.charCodeAt(i + 1))) {
    const fractionStart = i + 1;
    i = fractionStart;
    while (i < text.length && isAsciiDigit(text.charCodeAt(i))) i++;
    ms += Math.round(Number(`0.${text.slice(fractionStart, i)}`) * 1000);
  }
  return { ms: exactMsOrTooLarge(ms), end: i, parts };
}
