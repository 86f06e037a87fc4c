import { isCommentCue, isDrawingCue } from '../ass/ass-cue.js';
import { requireCues, requireOptions } from '../core/arguments.js';
import { describeValue } from '../core/describe-value.js';
import type { Cue } from '../core/types.js';
import { cloneCue } from './clone-cue.js';
import { shift } from './shift.js';

/** Two subtitle tracks shown together: b's text under a's, in a's cues. */
export interface BilingualMergeOptions {
  mode: 'bilingual';
  /** Between a cue's text and each text of b paired with it. Default '\n' (b on the next line). */
  separator?: string;
  /**
   * The share of a b cue's duration, 0 to 1, that must overlap an a cue for the two to pair.
   * Default 0: any overlap pairs.
   */
  minOverlap?: number;
}

/** One track after the other, as when joining the subtitles of two consecutive parts. */
export interface AppendMergeOptions {
  mode: 'append';
  /** Milliseconds added to b's times. Default: where a ends (its latest end time) plus `gap`. */
  offset?: number;
  /** Milliseconds left between the end of a and the start of b when `offset` is not given. Default 0. */
  gap?: number;
}

export type MergeOptions = BilingualMergeOptions | AppendMergeOptions;

/**
 * Combines two cue lists, for the merge-subtitles tool.
 *
 * 'bilingual': each cue of b goes to the cue of a it overlaps longest (on a tie, the one whose
 * span is closest to its own, then the earliest) when the overlap is at least `minOverlap` of
 * b's duration (a cue of b lasting 0 ms pairs
 * with the cue of a it falls in). An a cue keeps its times, id, speaker, style and settings;
 * the texts of the b cues paired with it follow its own, in time order, each after `separator`.
 * Its words are dropped once b text is added, as they no longer describe the text. Cues of b
 * that pair with nothing are kept as they are. The result is in time order (a before b at the
 * same start). ASS Comment events and drawings of either list show no text, so they neither
 * take nor give any: each is kept unchanged, in time order, for format to write into ASS/SSA
 * and leave out of the other formats, as it does for any file.
 *
 * 'append': the cues of a, then those of b shifted by `offset` (see shift() for what happens
 * to times a negative offset takes below 0). Where an offset makes b start before a ends, the
 * two are interleaved by start time, each keeping its own order (a first at the same start), so
 * that the file is in time order as WebVTT requires and players expect.
 *
 * Returns new cues; neither input is changed.
 */
export function merge(a: readonly Cue[], b: readonly Cue[], options: MergeOptions): Cue[] {
  requireCues('merge', 'a', a);
  requireCues('merge', 'b', b);
  requireOptions('merge', options, `an object with a mode, ${VALID_MODES}`);
  if (options.mode === 'append') return append(a, b, options);
  if (options.mode === 'bilingual') return bilingual(a, b, options);
  // A typo ('apend') must not quietly give the other kind of merge.
  const mode = (options as { mode?: unknown }).mode;
  throw new RangeError(`merge mode must be ${VALID_MODES}, not ${describeValue(mode)}`);
}

const VALID_MODES = "'bilingual' or 'append'";

function append(a: readonly Cue[], b: readonly Cue[], options: AppendMergeOptions): Cue[] {
  const gap = options.gap ?? 0;
  if (!Number.isFinite(gap))
    throw new RangeError(
      `The gap between merged subtitles must be a finite number of milliseconds, not ${gap}`,
    );
  let offset = options.offset;
  if (offset === undefined) {
    let end = 0;
    for (const cue of a) if (cue.end > end) end = cue.end;
    offset = end + gap;
  } else if (!Number.isFinite(offset)) {
    throw new RangeError(
      `The offset of the appended subtitles must be a finite number of milliseconds, not ${offset}`,
    );
  }
  return interleaveByStart(
    a.map((cue) => cloneCue(cue)),
    shift(b, offset),
  );
}

/**
 * The cues of both lists, each in its own order, the next of b taken before the next of a only
 * when it starts earlier: the merge step of a merge sort, which leaves each file's order (an
 * unsorted source, ASS events drawn in file order) as it was.
 */
function interleaveByStart(a: readonly Cue[], b: readonly Cue[]): Cue[] {
  const out: Cue[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const nextA = a[i];
    const nextB = b[j];
    if (nextB !== undefined && (nextA === undefined || nextB.start < nextA.start)) {
      out.push(nextB);
      j++;
    } else if (nextA !== undefined) {
      out.push(nextA);
      i++;
    }
  }
  return out;
}

function bilingual(a: readonly Cue[], b: readonly Cue[], options: BilingualMergeOptions): Cue[] {
  const separator = options.separator ?? '\n';
  const minOverlap = options.minOverlap ?? 0;
  if (!(minOverlap >= 0 && minOverlap <= 1)) {
    throw new RangeError(
      `minOverlap is a share of a cue's duration between 0 and 1, not ${minOverlap}`,
    );
  }

  // a's shown cues in start order, with the latest end so far, to find the cues a b cue
  // overlaps by binary search. A hidden cue of a given b's text would take it out of sight.
  const order = a
    .map((_, index) => index)
    .filter((index) => !showsNoText(a[index]))
    .sort((x, y) => startOf(a, x) - startOf(a, y));
  const starts = order.map((index) => startOf(a, index));
  const latestEnd: number[] = [];
  let latest = -Infinity;
  for (const index of order) {
    latest = Math.max(latest, a[index]?.end ?? -Infinity);
    latestEnd.push(latest);
  }

  const paired: number[][] = a.map(() => []);
  const unpaired: Cue[] = [];
  b.forEach((cue, bIndex) => {
    // A hidden cue of b paired with a shown one would put a note or drawing commands on screen.
    const target = showsNoText(cue)
      ? undefined
      : findPartner(a, order, starts, latestEnd, cue, minOverlap);
    if (target === undefined) unpaired.push(cloneCue(cue));
    else paired[target]?.push(bIndex);
  });

  const merged = a.map((cue, index) => {
    const texts: string[] = [];
    const partners = (paired[index] ?? []).sort((x, y) => startOf(b, x) - startOf(b, y) || x - y);
    for (const bIndex of partners) {
      const text = b[bIndex]?.text ?? '';
      if (text.trim() !== '') texts.push(text);
    }
    if (texts.length === 0) return cloneCue(cue);
    const copy = cloneCue(cue, null);
    copy.text = [cue.text, ...texts].join(separator);
    return copy;
  });
  // Array.prototype.sort is stable, so a stays before b at equal starts.
  return [...merged, ...unpaired].sort((x, y) => x.start - y.start);
}

function showsNoText(cue: Cue | undefined): boolean {
  return cue !== undefined && (isCommentCue(cue) || isDrawingCue(cue));
}

function startOf(cues: readonly Cue[], index: number): number {
  return cues[index]?.start ?? 0;
}

/** Index in a of the cue that overlaps `cue` longest, or undefined when none overlaps enough. */
function findPartner(
  a: readonly Cue[],
  order: readonly number[],
  starts: readonly number[],
  latestEnd: readonly number[],
  cue: Cue,
  minOverlap: number,
): number | undefined {
  const duration = cue.end - cue.start;
  // A 0 ms cue overlaps nothing, so it belongs to the cue whose span contains its instant.
  const instant = duration <= 0;
  // Cues of a starting at or after this one ends (after its instant, for a 0 ms cue) cannot overlap it.
  let high = upperBound(starts, instant ? cue.start : cue.end, instant);
  let best: number | undefined;
  let bestOverlap = 0;
  let bestUnion = Infinity;
  while (--high >= 0 && (latestEnd[high] ?? -Infinity) > cue.start) {
    const index = order[high];
    const candidate = index === undefined ? undefined : a[index];
    if (index === undefined || !candidate) continue;
    let overlap: number;
    if (instant) {
      overlap = candidate.start <= cue.start && cue.start < candidate.end ? 1 : 0;
    } else {
      overlap = Math.min(cue.end, candidate.end) - Math.max(cue.start, candidate.start);
      if (overlap / duration < minOverlap) continue;
    }
    if (overlap <= 0) continue;
    // Of cues overlapping as long, the one closest in span; scanning from the latest start
    // back, <= then keeps the earliest of those.
    const union = Math.max(cue.end, candidate.end) - Math.min(cue.start, candidate.start);
    if (overlap > bestOverlap || (overlap === bestOverlap && union <= bestUnion)) {
      best = index;
      bestOverlap = overlap;
      bestUnion = union;
    }
  }
  return best;
}

/** Number of sorted values below `limit` (or at most `limit` when `inclusive`). */
function upperBound(values: readonly number[], limit: number, inclusive: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = values[middle] ?? 0;
    if (value < limit || (inclusive && value === limit)) low = middle + 1;
    else high = middle;
  }
  return high;
}
