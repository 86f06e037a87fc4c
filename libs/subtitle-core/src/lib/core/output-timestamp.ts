import type { OutputBuffer } from './output-buffer.js';
import { formatTimestamp } from '../time/timestamp.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1000;
/** The first time with three hour digits. */
const HUNDRED_HOURS = 100 * HOUR;

const DIGIT_0 = 48;
const COLON = 58;
const COMMA = 44;
const DOT = 46;

/** The two ASCII digits of 0-99, tens then units. */
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i++) {
  PAIRS[2 * i] = DIGIT_0 + Math.floor(i / 10);
  PAIRS[2 * i + 1] = DIGIT_0 + (i % 10);
}

/** Writes a whole number (0 or more, below 2^53) in decimal; returns the position after it. */
export function writeCount(bytes: Uint8Array, pos: number, value: number): number {
  let end = pos + 1;
  for (let limit = 10; value >= limit; limit *= 10) end++;
  let rest = value;
  let at = end;
  // Integer division is much faster than Math.floor, and exact within 32 bits.
  while (rest > 0x7fff_ffff) {
    const next = Math.floor(rest / 10);
    bytes[--at] = DIGIT_0 + (rest - next * 10);
    rest = next;
  }
  while (at > pos) {
    const next = (rest / 10) | 0;
    bytes[--at] = DIGIT_0 + (rest - next * 10);
    rest = next;
  }
  return end;
}

/**
 * Writes milliseconds as hh:mm:ss, the separator, then mmm (00:01:02,345 for SubRip, a dot for
 * WebVTT), rounding to whole milliseconds. Returns the position after it, or -1 without writing
 * when the time is not from 0 to 99:59:59.999, so that the caller writes it the way its format
 * writes other times.
 */
export function writeClockTimestamp(
  bytes: Uint8Array,
  pos: number,
  ms: number,
  separator: number,
): number {
  let rest = Math.round(ms);
  // Also false for NaN.
  if (!(rest >= 0 && rest < HUNDRED_HOURS)) return -1;
  const hours = (rest / HOUR) | 0;
  rest -= hours * HOUR;
  const minutes = (rest / MINUTE) | 0;
  rest -= minutes * MINUTE;
  const seconds = (rest / SECOND) | 0;
  const millis = rest - seconds * SECOND;
  const tens = (millis / 10) | 0;
  bytes[pos] = PAIRS[2 * hours] as number;
  bytes[pos + 1] = PAIRS[2 * hours + 1] as number;
  bytes[pos + 2] = COLON;
  bytes[pos + 3] = PAIRS[2 * minutes] as number;
  bytes[pos + 4] = PAIRS[2 * minutes + 1] as number;
  bytes[pos + 5] = COLON;
  bytes[pos + 6] = PAIRS[2 * seconds] as number;
  bytes[pos + 7] = PAIRS[2 * seconds + 1] as number;
  bytes[pos + 8] = separator;
  bytes[pos + 9] = DIGIT_0 + ((millis / 100) | 0);
  bytes[pos + 10] = DIGIT_0 + (tens % 10);
  bytes[pos + 11] = DIGIT_0 + millis - tens * 10;
  return pos + 12;
}

/**
 * Writes a SubRip (comma) or WebVTT (dot) timestamp at pos and returns the position after it.
 * Times the byte writer leaves (100 hours or more, negative, not a number) are written as the
 * format's text formatter writes them.
 */
export function writeTimestamp(
  out: OutputBuffer,
  pos: number,
  ms: number,
  style: 'srt' | 'vtt',
): number {
  const end = writeClockTimestamp(out.bytes, pos, ms, style === 'srt' ? COMMA : DOT);
  if (end >= 0) return end;
  out.pos = pos;
  out.writeAscii(formatTimestamp(ms, style));
  return out.pos;
}
