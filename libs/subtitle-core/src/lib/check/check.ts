import { isCommentCue } from '../ass/ass-cue.js';
import { stripTags } from '../core/markup.js';
import type { Cue } from '../core/types.js';
import { languageName } from '../lang/language-code.js';
import { lineLengthLimits } from '../lang/line-length.js';
import { readingSpeed } from '../lang/reading-speed.js';
import { textLength } from '../lang/text-length.js';
import { formatTimestamp } from '../time/timestamp.js';

/**
 * What check() can find, and how bad it is:
 * - 'overlap' (error): the cue starts before an earlier cue ends.
 * - 'non-positive-duration' (error): the cue ends at or before its start.
 * - 'too-short' (warning): on screen less than 5/6 of a second, the minimum of the Netflix
 *   and BBC guidelines (833 ms is too short, 834 ms is enough).
 * - 'too-long' (warning): on screen more than 7 seconds.
 * - 'small-gap' (warning): it starts less than 2 frames after the cue before it ends (a gap of
 *   0, cues touching, is fine).
 * - 'line-too-long': a visible line longer than the language's default line length (warning)
 *   or than its maximum (error), see lineLengthLimits.
 * - 'too-many-lines' (warning): more lines than maxLines.
 * - 'reading-speed' (warning): more visible characters per second than readingSpeed(lang).max.
 */
export type FindingCode =
  | 'overlap'
  | 'non-positive-duration'
  | 'too-short'
  | 'too-long'
  | 'small-gap'
  | 'line-too-long'
  | 'too-many-lines'
  | 'reading-speed';

export interface Finding {
  code: FindingCode;
  severity: 'error' | 'warning';
  /** Index of the cue in the list checked, from 0. Messages number cues from 1, as SRT does. */
  cueIndex: number;
  /** A sentence a person understands, with the numbers. */
  message: string;
  /** What was measured: milliseconds, characters, lines or characters per second. */
  value?: number;
  /** The limit it breaks, in the same unit. */
  limit?: number;
  /** line-too-long: the line of the cue text, from 1. */
  line?: number;
  /** overlap, small-gap: index of the earlier cue concerned. */
  otherCueIndex?: number;
}

export interface CheckOptions {
  /** Language of the text, in any form normalizeLanguage reads. */
  lang: string;
  /** Frames per second of the video, for the 2-frame gap. Default 25. */
  fps?: number;
  /** Most lines a cue may have. Default 2. */
  maxLines?: number;
}

/** 5/6 of a second: 20 frames at 24 fps. */
const MIN_DURATION = 5000 / 6;
const MAX_DURATION = 7000;
const MIN_GAP_FRAMES = 2;

function time(ms: number): string {
  return formatTimestamp(ms, 'srt');
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** A rate to one decimal, or two when one would hide that it passes the limit. */
function rate(value: number, limit: number): string {
  const short = value.toFixed(1);
  return Number(short) > limit ? short : value.toFixed(2);
}

/**
 * Checks cues against subtitling guidelines: timing (overlaps, gaps, durations), line length
 * and count, and reading speed, with the limits of the given language. Returns the findings
 * in cue order (for one cue: timing against earlier cues, then duration, lines, reading speed).
 */
export function check(cues: readonly Cue[], options: CheckOptions): Finding[] {
  const fps = options.fps ?? 25;
  const maxLines = options.maxLines ?? 2;
  if (typeof fps !== 'number' || !Number.isFinite(fps) || fps <= 0) {
    throw new RangeError(
      `fps must be a number of frames per second greater than 0, not ${typeof fps === 'string' ? JSON.stringify(fps) : String(fps)}`,
    );
  }
  if (!Number.isInteger(maxLines) || maxLines < 1) {
    throw new RangeError(`maxLines must be a whole number of lines, 1 or more, not ${maxLines}`);
  }
  const lengths = lineLengthLimits(options.lang);
  const speed = readingSpeed(options.lang).max;
  const name = languageName(options.lang);
  const lines = name ? `${name} lines` : 'lines';
  const minGap = (MIN_GAP_FRAMES * 1000) / fps;
  const minGapText = `${Number(minGap.toFixed(1))} ms at ${Number(fps.toFixed(3))} fps`;

  const findings: Finding[] = [];
  let latestEnd = -Infinity;
  let latestIndex = -1;
  cues.forEach((cue, cueIndex) => {
    // ASS Comment events are never shown.
    if (isCommentCue(cue)) return;
    const add = (finding: Omit<Finding, 'cueIndex'>): void => {
      findings.push({ ...finding, cueIndex });
    };

    if (latestIndex >= 0) {
      if (cue.start < latestEnd) {
        add({
          code: 'overlap',
          severity: 'error',
          message: `Starts at ${time(cue.start)}, ${latestEnd - cue.start} ms before cue ${latestIndex + 1} ends at ${time(latestEnd)}`,
          value: latestEnd - cue.start,
          limit: 0,
          otherCueIndex: latestIndex,
        });
      } else if (cue.start > latestEnd && cue.start - latestEnd < minGap) {
        add({
          code: 'small-gap',
          severity: 'warning',
          message: `Starts ${cue.start - latestEnd} ms after cue ${latestIndex + 1} ends: leave no gap or at least ${MIN_GAP_FRAMES} frames (${minGapText})`,
          value: cue.start - latestEnd,
          limit: minGap,
          otherCueIndex: latestIndex,
        });
      }
    }
    if (cue.end > latestEnd || latestIndex < 0) {
      latestEnd = cue.end;
      latestIndex = cueIndex;
    }

    const duration = cue.end - cue.start;
    if (duration <= 0) {
      add({
        code: 'non-positive-duration',
        severity: 'error',
        message:
          duration === 0
            ? `Ends when it starts, at ${time(cue.start)}, so it is never shown`
            : `Ends at ${time(cue.end)}, before it starts at ${time(cue.start)}`,
        value: duration,
        limit: 0,
      });
    } else if (duration < MIN_DURATION) {
      add({
        code: 'too-short',
        severity: 'warning',
        message: `Shown for ${duration} ms, less than the minimum of 5/6 of a second (833.3 ms)`,
        value: duration,
        limit: MIN_DURATION,
      });
    } else if (duration > MAX_DURATION) {
      add({
        code: 'too-long',
        severity: 'warning',
        message: `Shown for ${seconds(duration)}, more than the maximum of 7 s`,
        value: duration,
        limit: MAX_DURATION,
      });
    }

    const visible = stripTags(cue.text).trim();
    const textLines = visible === '' ? [] : visible.split('\n');
    if (textLines.length > maxLines) {
      add({
        code: 'too-many-lines',
        severity: 'warning',
        message: `Has ${textLines.length} lines, more than the ${maxLines} allowed`,
        value: textLines.length,
        limit: maxLines,
      });
    }
    textLines.forEach((line, index) => {
      const length = textLength(line);
      if (length <= lengths.default) return;
      const error = length > lengths.max;
      add({
        code: 'line-too-long',
        severity: error ? 'error' : 'warning',
        message: error
          ? `Line ${index + 1} has ${length} characters; ${lines} may have at most ${lengths.max}`
          : `Line ${index + 1} has ${length} characters; ${lines} should have at most ${lengths.default}`,
        value: length,
        limit: error ? lengths.max : lengths.default,
        line: index + 1,
      });
    });

    if (duration > 0) {
      const characters = textLength(visible);
      const perSecond = (characters * 1000) / duration;
      if (perSecond > speed) {
        add({
          code: 'reading-speed',
          severity: 'warning',
          message: `Reads at ${rate(perSecond, speed)} characters per second (${characters} characters in ${seconds(duration)}); ${name ? `the ${name} limit` : 'the limit'} is ${speed}`,
          value: perSecond,
          limit: speed,
        });
      }
    }
  });
  return findings;
}
