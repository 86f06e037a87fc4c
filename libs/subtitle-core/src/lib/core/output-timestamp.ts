import type { OutputBuffer } from './output-buffer.js';
import { formatTimestamp } from '../time/timestamp.js';

const HOUR = 3_600_000;
/** The first time with three hour digits. */
const HUNDRED_HOURS = 100 * HOUR;

const SPACE = 32;
const HYPHEN = 45;
const GREATER_THAN = 62;
const DIGIT_0 = 48;
const COLON = 58;
const COMMA = 44;
const DOT = 46;

// Digits are written two or four bytes at a time from these tables: one DataView store costs
// about what one byte store does, and a timestamp takes three stores instead of twelve.
// Every store is little-endian, so a table entry's first character sits in its lowest byte.

/** Four ASCII codes as one little-endian 32-bit value. */
function fourBytes(a: number, b: number, c: number, d: number): number {
  return (a | (b << 8) | (c << 16) | (d << 24)) >>> 0;
}

/** " -->", to which the arrow's last space is added. */
const SPACE_ARROW = fourBytes(SPACE, HYPHEN, HYPHEN, GREATER_THAN);

/** The two digits of 0-99, tens then units. */
const PAIRS = new Uint16Array(100);
/** "hh:m" for hours * 6 + tens of minutes (0-99 h). */
const HOURS_COLON_MINUTE_TENS = new Uint32Array(600);
/** "m:ss" for units of minutes * 60 + seconds. */
const MINUTE_UNITS_COLON_SECONDS = new Uint32Array(600);
/** "_mmm" for 0-999 milliseconds: the separator's byte (the lowest) is added when writing. */
const MILLIS = new Uint32Array(1000);

const tens = (value: number): number => DIGIT_0 + Math.floor(value / 10);
const units = (value: number): number => DIGIT_0 + (value % 10);
for (let i = 0; i < 100; i++) PAIRS[i] = tens(i) | (units(i) << 8);
for (let i = 0; i < 600; i++) {
  const hours = Math.floor(i / 6);
  HOURS_COLON_MINUTE_TENS[i] = fourBytes(tens(hours), units(hours), COLON, DIGIT_0 + (i % 6));
  const seconds = i % 60;
  MINUTE_UNITS_COLON_SECONDS[i] = fourBytes(
    DIGIT_0 + Math.floor(i / 60),
    COLON,
    tens(seconds),
    units(seconds),
  );
}
for (let i = 0; i < 1000; i++) {
  const rest = i % 100;
  MILLIS[i] = fourBytes(0, DIGIT_0 + Math.floor(i / 100), tens(rest), units(rest));
}

/** How many decimal digits a whole number from 0 to 99,999,999 has. */
function digitCount(value: number): number {
  if (value < 10_000) return value < 100 ? (value < 10 ? 1 : 2) : value < 1000 ? 3 : 4;
  return value < 1_000_000 ? (value < 100_000 ? 5 : 6) : value < 10_000_000 ? 7 : 8;
}

/** Writes a whole number (0 or more, below 2^53) in decimal; returns the position after it. */
export function writeCount(view: DataView, pos: number, value: number): number {
  if (value >= 100_000_000) return writeLongCount(view, pos, value);
  const end = pos + digitCount(value);
  let rest = value;
  let at = end;
  while (rest >= 100) {
    const next = (rest / 100) | 0;
    at -= 2;
    view.setUint16(at, PAIRS[rest - next * 100] as number, true);
    rest = next;
  }
  if (rest >= 10) view.setUint16(at - 2, PAIRS[rest] as number, true);
  else view.setUint8(at - 1, DIGIT_0 + rest);
  return end;
}

/** writeCount for 100,000,000 and more: rare, and kept apart so writeCount stays small. */
function writeLongCount(view: DataView, pos: number, value: number): number {
  let end = pos + 1;
  for (let limit = 10; value >= limit; limit *= 10) end++;
  let rest = value;
  for (let at = end - 1; at >= pos; at--) {
    const next = Math.floor(rest / 10);
    view.setUint8(at, DIGIT_0 + (rest - next * 10));
    rest = next;
  }
  return end;
}

/**
 * Writes a SubRip (comma) or WebVTT (dot) timestamp, hh:mm:ss,mmm or hh:mm:ss.mmm rounded to
 * whole milliseconds, at pos and returns the position after it. A time outside 0 to
 * 99:59:59.999 (or not a number) is written the way the format's text formatter writes it.
 */
export function writeTimestamp(
  out: OutputBuffer,
  pos: number,
  ms: number,
  style: 'srt' | 'vtt',
): number {
  const rounded = Math.round(ms);
  // Also true for NaN.
  if (!(rounded >= 0 && rounded < HUNDRED_HOURS)) return writeTimestampText(out, pos, ms, style);
  const view = out.view;
  const time = rounded | 0;
  const allSeconds = (time / 1000) | 0;
  const allMinutes = (allSeconds / 60) | 0;
  const hours = (allMinutes / 60) | 0;
  const minutes = allMinutes - hours * 60;
  const minuteTens = (minutes / 10) | 0;
  const seconds = allSeconds - allMinutes * 60;
  const separator = style === 'srt' ? COMMA : DOT;
  const millis = (MILLIS[time - allSeconds * 1000] as number) | separator;
  view.setUint32(pos, HOURS_COLON_MINUTE_TENS[hours * 6 + minuteTens] as number, true);
  view.setUint32(
    pos + 4,
    MINUTE_UNITS_COLON_SECONDS[(minutes - minuteTens * 10) * 60 + seconds] as number,
    true,
  );
  view.setUint32(pos + 8, millis, true);
  return pos + 12;
}

/** writeTimestamp for the rare times with three hour digits, negative or not a number. */
function writeTimestampText(
  out: OutputBuffer,
  pos: number,
  ms: number,
  style: 'srt' | 'vtt',
): number {
  out.pos = pos;
  out.writeAscii(formatTimestamp(ms, style));
  return out.pos;
}

/** Writes " --> " (between the times of a cue) and returns the position after it. */
export function writeTimingArrow(view: DataView, pos: number): number {
  view.setUint32(pos, SPACE_ARROW, true);
  view.setUint8(pos + 4, SPACE);
  return pos + 5;
}
