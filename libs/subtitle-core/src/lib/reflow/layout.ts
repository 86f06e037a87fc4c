import type { Units } from './units.js';

/** What the layout needs of units: here the runs of glued units, which never break apart. */
type Pieces = Pick<Units, 'count' | 'width' | 'joinWidth' | 'forced' | 'quality'>;

/** Units from..to-1 shown together, broken into lines before each unit of `lineStarts` (from first). */
export interface Chunk {
  from: number;
  to: number;
  lineStarts: number[];
}

/*
 * Costs, in one scale: a line or cue that misses its ideal length by a whole line's worth of
 * characters costs 100 (squared, so small misses are cheap). Breaking after a sentence is
 * worth a miss of three quarters of a line, so that, as subtitling guidelines ask, lines and
 * cues break after a sentence whenever the text fits; after a clause, a miss of about 40% of
 * a line, so a comma does not make very uneven lines.
 */
const BALANCE = 100;
const CUE_BREAK_BONUS = [0, 15, 60] as const;
const LINE_BREAK_BONUS = [0, 15, 60] as const;
/**
 * An upper line longer than its ideal costs more than a shorter one, so that a cue of two
 * lines is bottom-heavy (the shape the BBC guidelines prefer) when it cannot be even.
 */
const TOP_HEAVY = 1.5;

class Measure {
  /** prefix[k]: width of units 0..k-1 with every join. */
  private readonly prefix: number[];

  constructor(private readonly units: Pieces) {
    this.prefix = [0];
    let total = 0;
    for (let k = 0; k < units.count; k++) {
      total += (k > 0 ? (units.joinWidth[k] ?? 0) : 0) + (units.width[k] ?? 0);
      this.prefix.push(total);
    }
  }

  /** Width of units from..to-1 on one line. */
  width(from: number, to: number): number {
    const joinBefore = from > 0 ? (this.units.joinWidth[from] ?? 0) : 0;
    return (this.prefix[to] ?? 0) - (this.prefix[from] ?? 0) - joinBefore;
  }
}

/**
 * Breaks units into as few cues of at most maxLines lines of at most maxChars characters as
 * possible (a unit wider than maxChars gets a line of its own), then, among the layouts with
 * that many cues, picks the one whose cues and lines are most even in length and break after
 * sentences and clauses where that costs little balance.
 */
export function layout(all: Units, maxChars: number, maxLines: number): Chunk[] {
  const { pieces, firstUnit } = glue(all);
  const toUnit = (piece: number): number => firstUnit[piece] ?? all.count;
  return layoutPieces(pieces, maxChars, maxLines).map((chunk) => ({
    from: toUnit(chunk.from),
    to: toUnit(chunk.to),
    lineStarts: chunk.lineStarts.map(toUnit),
  }));
}

/** Runs of units glued together, measured as one. */
function glue(units: Units): { pieces: Pieces; firstUnit: number[] } {
  const measure = new Measure(units);
  const firstUnit: number[] = [];
  for (let k = 0; k < units.count; k++) if (k === 0 || !units.glued[k]) firstUnit.push(k);
  const pieces: Pieces = {
    count: firstUnit.length,
    width: [],
    joinWidth: [],
    forced: [],
    quality: [],
  };
  firstUnit.forEach((first, piece) => {
    pieces.width.push(measure.width(first, firstUnit[piece + 1] ?? units.count));
    pieces.joinWidth.push(units.joinWidth[first] ?? 0);
    pieces.forced.push(units.forced[first] ?? false);
    pieces.quality.push(units.quality[first] ?? 0);
  });
  return { pieces, firstUnit };
}

function layoutPieces(units: Pieces, maxChars: number, maxLines: number): Chunk[] {
  const n = units.count;
  if (n === 0) return [];
  const measure = new Measure(units);

  // Fewest cues: greedy filling is optimal, as whatever fits from unit i also fits from i + 1.
  let fewest = 0;
  for (let from = 0; from < n; fewest++) from = lastFit(units, from, maxChars, maxLines);
  const ideal = measure.width(0, n) / fewest;

  const count = new Array<number>(n + 1).fill(Infinity);
  const cost = new Array<number>(n + 1).fill(Infinity);
  const previous = new Array<number>(n + 1).fill(-1);
  count[0] = 0;
  cost[0] = 0;
  for (let from = 0; from < n; from++) {
    const reached = count[from] ?? Infinity;
    if (reached >= fewest) continue;
    const limit = lastFit(units, from, maxChars, maxLines);
    for (let to = from + 1; to <= limit; to++) {
      const miss = (measure.width(from, to) - ideal) / maxChars;
      const bonus = to < n ? CUE_BREAK_BONUS[clampQuality(units.quality[to])] : 0;
      const total = (cost[from] ?? 0) + BALANCE * miss * miss - bonus;
      const chunks = reached + 1;
      if (chunks < (count[to] ?? Infinity) || (chunks === count[to] && total < (cost[to] ?? 0))) {
        count[to] = chunks;
        cost[to] = total;
        previous[to] = from;
      }
    }
  }

  const ends: number[] = [];
  for (let to = n; to > 0; to = previous[to] ?? 0) ends.push(to);
  ends.reverse();
  let from = 0;
  return ends.map((to) => {
    const chunk = { from, to, lineStarts: breakLines(units, measure, from, to, maxChars) };
    from = to;
    return chunk;
  });
}

function clampQuality(quality: number | undefined): 0 | 1 | 2 {
  return quality === 2 ? 2 : quality === 1 ? 1 : 0;
}

/** Greedy line filling from unit `from`: the end of the longest run that fits in maxLines lines. */
function lastFit(units: Pieces, from: number, maxChars: number, maxLines: number): number {
  let lines = 1;
  let width = units.width[from] ?? 0;
  let to = from + 1;
  for (; to < units.count; to++) {
    const next = (units.joinWidth[to] ?? 0) + (units.width[to] ?? 0);
    if (units.forced[to] || width + next > maxChars) {
      if (++lines > maxLines) break;
      width = units.width[to] ?? 0;
    } else {
      width += next;
    }
  }
  return to;
}

/** Line starts of units from..to-1: the fewest lines greedy filling needs, evened out. */
function breakLines(
  units: Pieces,
  measure: Measure,
  from: number,
  to: number,
  maxChars: number,
): number[] {
  let lines = 1;
  let width = units.width[from] ?? 0;
  for (let k = from + 1; k < to; k++) {
    const next = (units.joinWidth[k] ?? 0) + (units.width[k] ?? 0);
    if (units.forced[k] || width + next > maxChars) {
      lines++;
      width = units.width[k] ?? 0;
    } else {
      width += next;
    }
  }
  if (lines === 1) return [from];

  const ideal = measure.width(from, to) / lines;
  const size = to - from + 1;
  // best[line * size + (k - from)]: least cost of units from..k-1 in `line` lines.
  const best = new Array<number>((lines + 1) * size).fill(Infinity);
  const back = new Int32Array((lines + 1) * size).fill(-1);
  best[0] = 0;
  for (let line = 1; line <= lines; line++) {
    const last = line === lines;
    for (let end = from + 1; end <= to; end++) {
      if (last && end !== to) continue;
      for (let start = end - 1; start >= from; start--) {
        // A line cannot run across a dialogue line's start, nor past maxChars unless it holds one unit.
        if (start < end - 1 && units.forced[start + 1]) break;
        const lineWidth = measure.width(start, end);
        if (lineWidth > maxChars && start < end - 1) break;
        const before = best[(line - 1) * size + (start - from)] ?? Infinity;
        if (before === Infinity) continue;
        const miss = (lineWidth - ideal) / maxChars;
        const weight = miss > 0 && !last ? TOP_HEAVY : 1;
        const bonus = end < to ? LINE_BREAK_BONUS[clampQuality(units.quality[end])] : 0;
        const total = before + BALANCE * weight * miss * miss - bonus;
        const at = line * size + (end - from);
        if (total < (best[at] ?? Infinity)) {
          best[at] = total;
          back[at] = start;
        }
      }
    }
  }

  const starts: number[] = [];
  let end = to;
  for (let line = lines; line > 0; line--) {
    const start = back[line * size + (end - from)] ?? -1;
    starts.push(start);
    end = start;
  }
  return starts.reverse();
}
