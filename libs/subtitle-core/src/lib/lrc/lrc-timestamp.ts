import { skipSpaceOrTab, trimEndSpaceOrTab } from '../text/space-or-tab.js';
import { exactMsOrTooLarge } from '../time/safe-ms.js';
import { WHOLE_NUMBER } from '../text/whole-number.js';

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COLON = 58;
const DOT = 46;
const COMMA = 44;

/**
 * Reads the time inside an LRC tag, text[from, to) without the brackets, into milliseconds;
 * -1 when it is not a time, TOO_LARGE_MS when it is one past MAX_MS. Accepts what players
 * accept: mm:ss, mm:ss.x to mm:ss.xxx (a comma works too), mm:ss:xx (centiseconds after a
 * colon, an old variant) and h:mm:ss.xx (not standard). Minutes may pass 59. Three colon
 * groups without a fraction are read as mm:ss:xx, since that variant is far more common in
 * lyrics files than hours.
 */
export function readLrcTime(text: string, from: number, to: number): number {
  const start = skipSpaceOrTab(text, from, to);
  const end = trimEndSpaceOrTab(text, start, to);
  const groups = [0, 0, 0];
  const widths = [0, 0, 0];
  let count = 0;
  let i = start;
  for (;;) {
    const groupStart = i;
    let value = 0;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c < DIGIT_0 || c > DIGIT_9) break;
      value = value * 10 + (c - DIGIT_0);
      i++;
    }
    if (i === groupStart) return -1;
    groups[count] = value;
    widths[count] = i - groupStart;
    count++;
    if (i < end && text.charCodeAt(i) === COLON && count < 3) {
      i++;
      continue;
    }
    break;
  }
  if (count < 2) return -1;
  let fraction = '';
  if (i < end) {
    const c = text.charCodeAt(i);
    if (c !== DOT && c !== COMMA) return -1;
    fraction = text.slice(i + 1, end);
    if (fraction.length === 0 || fraction.length > 3) return -1;
    for (let k = 0; k < fraction.length; k++) {
      const d = fraction.charCodeAt(k);
      if (d < DIGIT_0 || d > DIGIT_9) return -1;
    }
  }
  const [a = 0, b = 0, c = 0] = groups;
  const hasHours = count === 3 && fraction !== '';
  if (count === 3 && !hasHours) {
    // mm:ss:xx
    if ((widths[2] ?? 0) > 3) return -1;
    fraction = text.slice(i - (widths[2] ?? 0), i);
  }
  const hours = hasHours ? a : 0;
  const minutes = hasHours ? b : a;
  const seconds = hasHours ? c : b;
  const secondsWidth = (hasHours ? widths[2] : widths[1]) ?? 0;
  if (secondsWidth > 2 || seconds >= 60) return -1;
  if (hasHours && ((widths[1] ?? 0) > 2 || minutes >= 60)) return -1;
  const millis = fraction === '' ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  return exactMsOrTooLarge(((hours * 60 + minutes) * 60 + seconds) * 1000 + millis);
}

/**
 * The [offset:] tag's value in ms, null when it is not a whole number or is too large to be
 * exact: such an offset is ignored, by the parser and the formatter alike.
 */
export function readLrcOffset(value: string): number | null {
  const trimmed = value.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const offset = Number(trimmed);
  return Number.isSafeInteger(offset) ? offset : null;
}
