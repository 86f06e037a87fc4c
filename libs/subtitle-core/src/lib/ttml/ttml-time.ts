/**
 * TTML time expressions (TTML2 §10.3.1), read into milliseconds:
 * - clock time `hh:mm:ss`, with a fraction (`00:00:01.375`) or frames (`00:00:01:12`, and
 *   sub-frames `00:00:01:12.1`);
 * - offset time, a number and a metric: `1.5h`, `2m`, `3.2s`, `400ms`, `25f` (frames), `10000000t`
 *   (ticks).
 * Two forms real files use though TTML does not define them are read as their writers mean them:
 * a bare number of seconds (`19.764`, Apple's lyrics) and `m:ss.fff` (`1:00.998`).
 */

/** The ttp: parameters that give frames and ticks their length. */
export interface TimeParameters {
  /** Frames a second, frameRate x frameRateMultiplier (30 by default). */
  frameRate: number;
  /** Sub-frames a frame (1 by default). */
  subFrameRate: number;
  /** Ticks a second: ttp:tickRate, else frameRate x subFrameRate when a frame rate is given, else 1. */
  tickRate: number;
}

export const DEFAULT_TIME_PARAMETERS: TimeParameters = {
  frameRate: 30,
  subFrameRate: 1,
  tickRate: 1,
};

const CLOCK = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)(?::(\d+)(?:\.(\d+))?)?$/;
const MINUTES_SECONDS = /^(\d+):(\d{2}(?:\.\d+)?)$/;
const OFFSET = /^(\d+(?:\.\d+)?)(h|ms|m|s|f|t)?$/;

const MS_PER: Readonly<Record<string, number>> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

/**
 * A time expression in milliseconds (rounded to the nearest), or null when it is not one.
 * Times past Number.MAX_SAFE_INTEGER ms give Infinity, which callers report as too large.
 */
export function parseTtmlTime(text: string, parameters: TimeParameters): number | null {
  const common = commonClockTime(text);
  if (common !== undefined) return common;
  const value = text.trim();
  const clock = CLOCK.exec(value);
  if (clock) {
    const [, hours = '0', minutes = '0', seconds = '0', frames, subFrames] = clock;
    if (Number(minutes) > 59 || Number(seconds) >= 60) return null;
    let ms = Number(hours) * 3_600_000 + Number(minutes) * 60_000 + Number(seconds) * 1000;
    if (frames !== undefined) {
      const frameCount =
        Number(frames) +
        (subFrames === undefined ? 0 : Number(subFrames) / parameters.subFrameRate);
      ms += (frameCount * 1000) / parameters.frameRate;
    }
    return exact(ms);
  }
  const short = MINUTES_SECONDS.exec(value);
  if (short) {
    const [, minutes = '0', seconds = '0'] = short;
    if (Number(seconds) >= 60) return null;
    return exact(Number(minutes) * 60_000 + Number(seconds) * 1000);
  }
  const offset = OFFSET.exec(value);
  if (!offset) return null;
  const [, count = '0', metric = 's'] = offset;
  const n = Number(count);
  if (metric === 'f') return exact((n * 1000) / parameters.frameRate);
  if (metric === 't') return exact((n * 1000) / parameters.tickRate);
  return exact(n * (MS_PER[metric] ?? 1000));
}

/** The value of the ASCII digit at `at`, or -1. */
function digitAt(text: string, at: number): number {
  const digit = text.charCodeAt(at) - 48;
  return digit >= 0 && digit <= 9 ? digit : -1;
}

/**
 * `hh:mm:ss` and `hh:mm:ss.fff` (up to 6 digits of hours, up to 3 decimals), the clock times
 * nearly every file writes, read without a regular expression (a quarter of a 100,000-cue file's
 * reading time went to CLOCK); undefined for any other text, which the full grammar then reads.
 * Milliseconds are whole here, so the sum is exact where the full path rounds.
 */
function commonClockTime(text: string): number | null | undefined {
  let at = 0;
  let hours = 0;
  for (let digit = digitAt(text, 0); digit >= 0 && at < 6; digit = digitAt(text, ++at))
    hours = hours * 10 + digit;
  if (at === 0 || text.charCodeAt(at) !== 58 || text.charCodeAt(at + 3) !== 58) return undefined;
  const m1 = digitAt(text, at + 1);
  const m2 = digitAt(text, at + 2);
  const s1 = digitAt(text, at + 4);
  const s2 = digitAt(text, at + 5);
  if (m1 < 0 || m2 < 0 || s1 < 0 || s2 < 0) return undefined;
  let ms = 0;
  const end = at + 6;
  if (text.length !== end) {
    const decimals = text.length - end - 1;
    if (text.charCodeAt(end) !== 46 || decimals < 1 || decimals > 3) return undefined;
    for (let i = 0; i < 3; i++) {
      const digit = i < decimals ? digitAt(text, end + 1 + i) : 0;
      if (digit < 0) return undefined;
      ms = ms * 10 + digit;
    }
  }
  const minutes = m1 * 10 + m2;
  const seconds = s1 * 10 + s2;
  if (minutes > 59 || seconds >= 60) return null;
  return hours * 3_600_000 + minutes * 60_000 + seconds * 1000 + ms;
}

function exact(ms: number): number {
  const rounded = Math.round(ms);
  return Number.isSafeInteger(rounded) ? rounded : Number.POSITIVE_INFINITY;
}

/** A positive number attribute, or undefined when absent or not one. */
function positive(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * The time parameters of a document from its root's ttp: attributes (by local name); a value that
 * is not a positive number is left at its default and given to `onBad` to report.
 */
export function timeParameters(
  read: (local: string) => string | undefined,
  onBad: (local: string, value: string) => void,
): TimeParameters {
  const number = (local: string): number | undefined => {
    const value = read(local);
    const n = positive(value);
    if (value !== undefined && n === undefined) onBad(local, value);
    return n;
  };
  const rate = number('frameRate');
  const multiplierText = read('frameRateMultiplier');
  let multiplier = 1;
  if (multiplierText !== undefined) {
    const [numerator, denominator] = multiplierText.trim().split(/\s+/).map(Number);
    if (numerator && denominator && numerator > 0 && denominator > 0)
      multiplier = numerator / denominator;
    else onBad('frameRateMultiplier', multiplierText);
  }
  const frameRate = (rate ?? 30) * multiplier;
  const subFrameRate = number('subFrameRate') ?? 1;
  const tickRate = number('tickRate') ?? (rate === undefined ? 1 : frameRate * subFrameRate);
  return { frameRate, subFrameRate, tickRate };
}
