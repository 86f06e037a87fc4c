/**
 * Lines of a styles or events section that are not styles or cues (comments, Picture and other
 * event lines), placed by the index of the style or cue they come before. The parser remembers
 * which styles or cues those indexes counted, so that a caller who adds, removes or reorders
 * cues before formatting does not move a comment to another cue.
 */
export interface PlacedLine {
  /** Index of the item the line comes before; the item count for after the last; -1 above the Format line. */
  readonly before: number;
  readonly line: string;
}

/** The items (cues or styles) each parsed list of lines was placed among, as parsed. */
const parsedItems = new WeakMap<readonly PlacedLine[], readonly object[]>();

/** Called by the parser with a copy of its items, which the caller's edits will not touch. */
export function rememberItems(lines: readonly PlacedLine[], items: readonly object[]): void {
  parsedItems.set(lines, items);
}

/** A position clamped to -1..count, whole: NaN is 0, like a missing one. */
function clampPosition(before: number, count: number): number {
  if (Number.isNaN(before)) return 0;
  return Math.min(Math.max(Math.trunc(before), -1), count);
}

function isSameList(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Maps a position among the parsed items to one among the current items: before the same item
 * when it is still there; when it is gone, as far after the nearest earlier item still there as
 * it was (from the start when there is none), but never past the next item still there.
 */
function followItems(
  parsed: readonly object[],
  items: readonly object[],
): (before: number) => number {
  const indexNow = new Map<object, number>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item !== undefined) indexNow.set(item, i);
  }
  const count = parsed.length;
  const now = new Int32Array(count);
  const previousKept = new Int32Array(count + 1);
  const nextKept = new Int32Array(count + 1);
  let last = -1;
  for (let k = 0; k < count; k++) {
    const item = parsed[k];
    const index = item === undefined ? -1 : (indexNow.get(item) ?? -1);
    now[k] = index;
    previousKept[k] = last;
    if (index >= 0) last = k;
  }
  previousKept[count] = last;
  let next = count;
  nextKept[count] = count;
  for (let k = count - 1; k >= 0; k--) {
    if ((now[k] ?? -1) >= 0) next = k;
    nextKept[k] = next;
  }
  return (before) => {
    const k = clampPosition(before, count);
    if (k < 0) return -1;
    const kept = k < count ? (now[k] ?? -1) : -1;
    if (kept >= 0) return kept;
    const p = previousKept[k] ?? -1;
    const afterPrevious = p < 0 ? k : (now[p] ?? 0) + (k - p);
    const q = nextKept[k] ?? count;
    const nextIndex = q < count ? (now[q] ?? items.length) : items.length;
    return Math.min(afterPrevious, nextIndex, items.length);
  };
}

/**
 * The lines with their positions among `items` (-1..items.length), sorted by position; lines at
 * the same position keep their order. Lines the parser placed follow the items they were placed
 * among (see followItems); others, and all of them when the items are the parsed ones or none
 * of those is left (copied cues), keep their index.
 */
export function placeLines(
  lines: readonly PlacedLine[] | undefined,
  items: readonly object[],
): PlacedLine[] {
  if (lines === undefined || lines.length === 0) return [];
  const parsed = parsedItems.get(lines);
  const position =
    parsed === undefined || isSameList(parsed, items)
      ? (before: number) => clampPosition(before, items.length)
      : followItems(parsed, items);
  const placed = lines.map((line) => ({ before: position(line.before), line: line.line }));
  // Array.prototype.sort is stable: lines at one position stay in file order.
  return placed.sort((a, b) => a.before - b.before);
}

/** A line made by hand could hold a line break, which would end it early. */
function oneLine(line: string): string {
  return line.indexOf('\n') < 0 && line.indexOf('\r') < 0 ? line : line.replace(/[\r\n]+/g, ' ');
}

/**
 * A section's lines with the placed lines among them: `lines` holds the section header and
 * Format line, then one line for each item from index `firstItem`; a line placed before item
 * p goes before lines[firstItem + p] (-1: before the Format line), after the last when p is
 * the item count. `lines` itself when there is nothing to place.
 */
export function withPlacedLines(
  lines: readonly string[],
  firstItem: number,
  placed: readonly PlacedLine[],
): readonly string[] {
  if (placed.length === 0) return lines;
  const out: string[] = [];
  let next = 0;
  const placeUpTo = (index: number): void => {
    for (let line = placed[next]; line !== undefined && firstItem + line.before <= index;) {
      out.push(oneLine(line.line));
      line = placed[++next];
    }
  };
  for (let i = 0; i < lines.length; i++) {
    placeUpTo(i);
    out.push(lines[i] ?? '');
  }
  placeUpTo(Number.POSITIVE_INFINITY);
  return out;
}
