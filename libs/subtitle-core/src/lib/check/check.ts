import { requireCues } from '../core/arguments.js';
import { isCommentCue } from '../ass/ass-cue.js';
import { describeValue } from '../core/describe-value.js';
import { removeTags } from '../core/markup.js';
import type { Cue } from '../core/types.js';
import { languageName } from '../lang/language-code.js';
import { lineLengthLimits, type LineLengthLimits } from '../lang/line-length.js';
import { requireLanguage } from '../lang/language-option.js';
import { readingSpeed } from '../lang/reading-speed.js';
import { textLength } from '../lang/text-length.js';
import { formatTimestamp } from '../time/timestamp.js';

/**
 * What check() can find, and how bad it is:
 * - 'invalid-time' (error): the start or end is not a finite number of milliseconds (NaN,
 *   Infinity, or not a number at all). No other timing check is made for that cue.
 * - 'out-of-order' (warning): the cue starts before the cue above it in the list. Players and
 *   editors that expect cues in time order may skip or misplace it.
 * - 'overlap' (error): the cue starts before a cue that starts no later than it ends.
 * - 'non-positive-duration' (error): the cue ends at or before its start.
 * - 'too-short' (warning): on screen less than 5/6 of a second, the minimum of the Netflix
 *   and BBC guidelines (833 ms is too short, 834 ms is enough).
 * - 'too-long' (warning): on screen more than 7 seconds.
 * - 'small-gap' (warning): it starts less than 2 frames after the cue before it in time ends
 *   (a gap of 0, cues touching, is fine).
 * - 'line-too-long': a visible line longer than the language's default line length (warning)
 *   or than its maximum (error), see lineLengthLimits.
 * - 'too-many-lines' (warning): more lines than maxLines.
 * - 'reading-speed' (warning): more visible characters per second than readingSpeed(lang).max.
 *
 * Overlaps and gaps are about time, not about the order of the list: each cue is compared with
 * the cues before it in start-time order (cues with equal starts in list order).
 */
export type FindingCode =
  | 'invalid-time'
  | 'out-of-order'
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
  /**
   * The other cue concerned, an index in the list checked: for overlap and small-gap the cue
   * before it in time, for out-of-order the cue above it in the list.
   */
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

/**
 * The shortest a cue may be shown, in ms: 5/6 of a second (20 frames at 24 fps), the minimum of
 * the Netflix and BBC guidelines; check warns 'too-short' under it.
 */
export const MIN_CUE_DURATION_MS = 5000 / 6;
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

type NewFinding = Omit<Finding, 'cueIndex'>;

interface Limits {
  maxLines: number;
  lengths: LineLengthLimits;
  /** Most characters per second. */
  speed: number;
  /** The language's English name, when the tables know it. */
  name: string | undefined;
  /** Shortest gap between cues that is not reported, in ms, and how to say it. */
  minGap: number;
  minGapText: string;
}

function readLimits(options: CheckOptions): Limits {
  const lang = requireLanguage(options, 'check');
  const fps = options.fps ?? 25;
  const maxLines = options.maxLines ?? 2;
  if (typeof fps !== 'number' || !Number.isFinite(fps) || fps <= 0) {
    throw new RangeError(
      `fps must be a number of frames per second greater than 0, not ${describeValue(fps)}`,
    );
  }
  if (!Number.isInteger(maxLines) || maxLines < 1) {
    throw new RangeError(`maxLines must be a whole number of lines, 1 or more, not ${maxLines}`);
  }
  const minGap = (MIN_GAP_FRAMES * 1000) / fps;
  return {
    maxLines,
    lengths: lineLengthLimits(lang),
    speed: readingSpeed(lang).max,
    name: languageName(lang),
    minGap,
    minGapText: `${Number(minGap.toFixed(1))} ms at ${Number(fps.toFixed(3))} fps`,
  };
}

/**
 * Checks cues against subtitling guidelines: timing (overlaps, gaps, durations, order), line
 * length and count, and reading speed, with the limits of the given language (options.lang is
 * required: a TypeError without it). Returns the findings in list order; for one cue: its
 * times, its order, timing against the cue before it in time, then duration, lines, reading
 * speed. ASS Comment events are skipped.
 */
export function check(cues: readonly Cue[], options: CheckOptions): Finding[] {
  requireCues('check', 'cues', cues);
  const limits = readLimits(options);
  const shown = shownCueIndexes(cues);
  const timing = timingFindings(cues, shown, limits);
  const findings: Finding[] = [];
  for (const cueIndex of shown) {
    const cue = cues[cueIndex];
    if (!cue) continue;
    const visible = visibleText(cue);
    const cueFindings = [
      ...(timing.get(cueIndex) ?? []),
      ...(hasValidTimes(cue) ? durationFindings(cue) : []),
      ...lineFindings(visible, limits),
      ...(hasValidTimes(cue) ? readingSpeedFindings(cue, visible, limits) : []),
    ];
    for (const finding of cueFindings) findings.push({ ...finding, cueIndex });
  }
  return findings;
}

/** Indexes of the cues a viewer sees: ASS Comment events never are. */
function shownCueIndexes(cues: readonly Cue[]): number[] {
  const shown: number[] = [];
  cues.forEach((cue, index) => {
    if (!isCommentCue(cue)) shown.push(index);
  });
  return shown;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function hasValidTimes(cue: Cue): boolean {
  return isTime(cue.start) && isTime(cue.end);
}

/** The findings about each cue's place in time: invalid times, order, overlaps, gaps. */
function timingFindings(
  cues: readonly Cue[],
  shown: readonly number[],
  limits: Limits,
): Map<number, NewFinding[]> {
  const found = new Map<number, NewFinding[]>();
  const add = (cueIndex: number, finding: NewFinding | undefined): void => {
    if (!finding) return;
    const list = found.get(cueIndex);
    if (list) list.push(finding);
    else found.set(cueIndex, [finding]);
  };
  const timed: number[] = [];
  for (const index of shown) {
    const cue = cues[index];
    if (!cue) continue;
    if (hasValidTimes(cue)) timed.push(index);
    else add(index, invalidTimeFinding(cue));
  }
  timed.forEach((index, k) => {
    add(index, outOfOrderFinding(cues, timed[k - 1], index));
  });
  // Array.prototype.sort is stable: cues with equal starts keep their list order.
  const inTimeOrder = [...timed].sort((x, y) => startOf(cues, x) - startOf(cues, y));
  let latest: number | undefined;
  for (const index of inTimeOrder) {
    const cue = cues[index];
    if (!cue) continue;
    if (latest !== undefined) add(index, neighbourFinding(cue, cues, latest, limits));
    if (latest === undefined || cue.end > endOf(cues, latest)) latest = index;
  }
  return found;
}

function startOf(cues: readonly Cue[], index: number): number {
  return cues[index]?.start ?? 0;
}

function endOf(cues: readonly Cue[], index: number): number {
  return cues[index]?.end ?? 0;
}

function invalidTimeFinding(cue: Cue): NewFinding {
  const badStart = !isTime(cue.start);
  const badEnd = !isTime(cue.end);
  const message =
    badStart && badEnd
      ? `Its start and end times (${describeValue(cue.start)}, ${describeValue(cue.end)}) are not times in milliseconds`
      : `Its ${badStart ? 'start' : 'end'} time (${describeValue(badStart ? cue.start : cue.end)}) is not a time in milliseconds`;
  return { code: 'invalid-time', severity: 'error', message };
}

/** A cue that starts before the one above it in the list. */
function outOfOrderFinding(
  cues: readonly Cue[],
  previous: number | undefined,
  index: number,
): NewFinding | undefined {
  if (previous === undefined) return undefined;
  const start = startOf(cues, index);
  const previousStart = startOf(cues, previous);
  if (start >= previousStart) return undefined;
  return {
    code: 'out-of-order',
    severity: 'warning',
    message: `Starts at ${time(start)}, before cue ${previous + 1} above it, which starts at ${time(previousStart)}: the cues are not in time order`,
    value: previousStart - start,
    limit: 0,
    otherCueIndex: previous,
  };
}

/**
 * An overlap with, or a gap too small after, `latest`: of the cues starting before this one
 * (or as early, and above it in the list), the one that ends last.
 */
function neighbourFinding(
  cue: Cue,
  cues: readonly Cue[],
  latest: number,
  limits: Limits,
): NewFinding | undefined {
  const latestEnd = endOf(cues, latest);
  if (cue.start < latestEnd) {
    return {
      code: 'overlap',
      severity: 'error',
      message: `Starts at ${time(cue.start)}, ${latestEnd - cue.start} ms before cue ${latest + 1} ends at ${time(latestEnd)}`,
      value: latestEnd - cue.start,
      limit: 0,
      otherCueIndex: latest,
    };
  }
  const gap = cue.start - latestEnd;
  if (gap > 0 && gap < limits.minGap) {
    return {
      code: 'small-gap',
      severity: 'warning',
      message: `Starts ${gap} ms after cue ${latest + 1} ends: leave no gap or at least ${MIN_GAP_FRAMES} frames (${limits.minGapText})`,
      value: gap,
      limit: limits.minGap,
      otherCueIndex: latest,
    };
  }
  return undefined;
}

function durationFindings(cue: Cue): NewFinding[] {
  const duration = cue.end - cue.start;
  if (duration <= 0) {
    return [
      {
        code: 'non-positive-duration',
        severity: 'error',
        message:
          duration === 0
            ? `Ends when it starts, at ${time(cue.start)}, so it is never shown`
            : `Ends at ${time(cue.end)}, before it starts at ${time(cue.start)}`,
        value: duration,
        limit: 0,
      },
    ];
  }
  if (duration < MIN_CUE_DURATION_MS) {
    return [
      {
        code: 'too-short',
        severity: 'warning',
        message: `Shown for ${duration} ms, less than the minimum of 5/6 of a second (833.3 ms)`,
        value: duration,
        limit: MIN_CUE_DURATION_MS,
      },
    ];
  }
  if (duration > MAX_DURATION) {
    return [
      {
        code: 'too-long',
        severity: 'warning',
        message: `Shown for ${seconds(duration)}, more than the maximum of 7 s`,
        value: duration,
        limit: MAX_DURATION,
      },
    ];
  }
  return [];
}

function visibleText(cue: Cue): string {
  return removeTags(cue.text).trim();
}

/** `visible`: the cue's text as a viewer sees it (visibleText). */
function lineFindings(visible: string, limits: Limits): NewFinding[] {
  const { lengths, maxLines, name } = limits;
  const textLines = visible === '' ? [] : visible.split('\n');
  const findings: NewFinding[] = [];
  if (textLines.length > maxLines) {
    findings.push({
      code: 'too-many-lines',
      severity: 'warning',
      message: `Has ${textLines.length} lines, more than the ${maxLines} allowed`,
      value: textLines.length,
      limit: maxLines,
    });
  }
  const lines = name ? `${name} lines` : 'lines';
  textLines.forEach((line, index) => {
    const length = textLength(line);
    if (length <= lengths.default) return;
    const error = length > lengths.max;
    findings.push({
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
  return findings;
}

function readingSpeedFindings(cue: Cue, visible: string, limits: Limits): NewFinding[] {
  const { speed, name } = limits;
  const duration = cue.end - cue.start;
  if (duration <= 0) return [];
  const characters = textLength(visible);
  const perSecond = (characters * 1000) / duration;
  if (perSecond <= speed) return [];
  return [
    {
      code: 'reading-speed',
      severity: 'warning',
      message: `Reads at ${rate(perSecond, speed)} characters per second (${characters} characters in ${seconds(duration)}); ${name ? `the ${name} limit` : 'the limit'} is ${speed}`,
      value: perSecond,
      limit: speed,
    },
  ];
}
