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
