import { requireNumber, requireString } from '../core/arguments.js';
import { describeValue } from '../core/describe-value.js';
import { clampMs } from './safe-ms.js';

/** The error texts, word for word: callers may compare messages, so they never change. */
export const TIME_FORMAT_ERROR = 'The format of the time is incorrect';
export const DURATION_FORMAT_ERROR = 'The format of the duration is incorrect';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1000;

const DIGITS = /^\d+$/;
const SECONDS_WITH_MILLIS = /^(\d+)(?:\.(\d{1,3}))?$/;
const CLOCK = /^(\d+):([0-5]\d):([0-5]\d)(?:[.,](\d+))?$/;

function fractionToMs(fraction: string | undefined): number {
  if (!fraction) return 0;
  // '5' is half a second, not 5 ms.
  return Math.round(Number(`0.${fraction}`) * SECOND);
}

/** Milliseconds are integers: a time too large to count exactly is no time. */
function safeMs(ms: number, message: string): number {
  if (!Number.isSafeInteger(ms)) throw new Error(message);
  return ms;
}

/**
 * Reads [hours:][minutes:]seconds[.1-3 digit millis] into milliseconds.
 * A unit below a larger one must stay under 60 ('1:75' is wrong; '75' alone is 75 s).
 */
export function parseTime(input: string): number {
  requireString('parseTime', 'input', input);
  const parts = input.trim().split(':');
  if (parts.length > 3 || parts.some((part) => part === '')) throw new Error(TIME_FORMAT_ERROR);
  const secondsMatch = SECONDS_WITH_MILLIS.exec(parts[parts.length - 1] ?? '');
  if (!secondsMatch) throw new Error(TIME_FORMAT_ERROR);
  const seconds = Number(secondsMatch[1]);
  const larger = parts.slice(0, -1);
  if (!larger.every((part) => DIGITS.test(part))) throw new Error(TIME_FORMAT_ERROR);
  if (larger.length > 0 && seconds >= 60) throw new Error(TIME_FORMAT_ERROR);
  let minutes = 0;
  let hours = 0;
  if (larger.length === 1) {
    minutes = Number(larger[0]);
  } else if (larger.length === 2) {
    hours = Number(larger[0]);
    minutes = Number(larger[1]);
    if (minutes >= 60) throw new Error(TIME_FORMAT_ERROR);
  }
  return safeMs(
    hours * HOUR + minutes * MINUTE + seconds * SECOND + fractionToMs(secondsMatch[2]),
    TIME_FORMAT_ERROR,
  );
}

/** Reads a duration in seconds with up to 3 decimals ('2', '2.5', '0.125') into milliseconds. */
export function parseDuration(input: string): number {
  requireString('parseDuration', 'input', input);
  const match = SECONDS_WITH_MILLIS.exec(input.trim());
  if (!match) throw new Error(DURATION_FORMAT_ERROR);
  return safeMs(Number(match[1]) * SECOND + fractionToMs(match[2]), DURATION_FORMAT_ERROR);
}

/** Reads hh:mm:ss with an optional comma or dot fraction ('01:02:03,5', '00:00:01.250'). */
export function parseClock(input: string): number {
  requireString('parseClock', 'input', input);
  const match = CLOCK.exec(input.trim());
  if (!match) throw new Error(TIME_FORMAT_ERROR);
  return safeMs(
    Number(match[1]) * HOUR +
      Number(match[2]) * MINUTE +
      Number(match[3]) * SECOND +
      fractionToMs(match[4]),
    TIME_FORMAT_ERROR,
  );
}

export type TimestampStyle =
  /** 00:01:02,345 */
  | 'srt'
  /** 00:01:02.345 */
  | 'vtt'
  /** 0:01:02.35 (centiseconds) */
  | 'ass'
  /** 01:02.35 (minutes may pass 59; centiseconds) */
  | 'lrc'
  /** 00:01:02 */
  | 'clock'
  /** 1:02 or 1:01:02, as transcripts show it */
  | 'short'
  /** 62.345 */
  | 'seconds';

/** Every style, for the error message; a Record so that a new style cannot be left out. */
const STYLES: Record<TimestampStyle, true> = {
  srt: true,
  vtt: true,
  ass: true,
  lrc: true,
  clock: true,
  short: true,
  seconds: true,
};
const STYLE_NAMES = Object.keys(STYLES);

/** '00' to '99' and '000' to '999': formatting a time is then a few lookups, not eight padStart calls. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) =>
  String(i).padStart(2, '0'),
);
const THREE_DIGITS: readonly string[] = Array.from({ length: 1000 }, (_, i) =>
  String(i).padStart(3, '0'),
);

/** String(value).padStart(2, '0'), from the table for 0-99. */
function pad2(value: number): string {
  return (value < 100 ? TWO_DIGITS[value] : undefined) ?? String(value).padStart(2, '0');
}

/** String(value).padStart(3, '0'), from the table for 0-999. */
function pad3(value: number): string {
  return (value < 1000 ? THREE_DIGITS[value] : undefined) ?? String(value).padStart(3, '0');
}

/**
 * Writes milliseconds in one of the usual notations; negative times are written as 0, and so is
 * NaN (a player's time before its media is loaded). A time past MAX_MS, Infinity too, is written
 * as MAX_MS: beyond it the arithmetic below is no longer exact, and gave stamps such as
 * '[150119987579016:36.9.6]'. An unknown style is a RangeError that lists the styles, a time
 * that is not a number a TypeError.
 */
export function formatTimestamp(ms: number, style: TimestampStyle): string {
  requireNumber('formatTimestamp', 'ms', ms);
  let total = Number.isNaN(ms) ? 0 : clampMs(Math.round(ms));
  if (style === 'ass' || style === 'lrc') total = Math.round(total / 10) * 10;
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  const millis = total % SECOND;
  switch (style) {
    case 'srt':
      return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)},${pad3(millis)}`;
    case 'vtt':
      return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(millis)}`;
    case 'ass':
      return `${hours}:${pad2(minutes)}:${pad2(seconds)}.${pad2(millis / 10)}`;
    case 'lrc':
      return `${pad2(hours * 60 + minutes)}:${pad2(seconds)}.${pad2(millis / 10)}`;
    case 'clock':
      return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
    case 'short':
      return hours > 0
        ? `${hours}:${pad2(minutes)}:${pad2(seconds)}`
        : `${minutes}:${pad2(seconds)}`;
    case 'seconds':
      return (total / SECOND).toFixed(3);
    default:
      // Only reachable from JavaScript, or through a cast: without it the result is undefined.
      throw new RangeError(
        `Unknown timestamp style ${describeValue(style)}: use ${STYLE_NAMES.map((name) => `'${name}'`).join(', ')}`,
      );
  }
}
