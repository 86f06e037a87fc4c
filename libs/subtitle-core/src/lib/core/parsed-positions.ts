/**
 * Positions among cues (or styles) that a parser wrote down for things kept between them: ASS
 * comment and event lines, WebVTT NOTE blocks. The parser remembers which items the positions
 * counted, so that a caller who adds, removes or reorders cues before formatting does not move
 * a comment or a note to another cue: the formatter maps each position through the items (see
 * positionAmong). Keyed by the array that holds the positions, as the caller passes it back.
 */

/** The items each parsed list of positions was counted among, as parsed. */
const parsedItems = new WeakMap<object, readonly object[]>();

/**
 * Called by a parser with the object holding its positions and its items. Keeps a copy of the
 * items, which the caller's edits to the array it is given will not touch.
 */
export function rememberItems(positions: object, items: readonly object[]): void {
  parsedItems.set(positions, items.slice());
}

/** Drops the items remembered for `positions` (see core/parse-memos.ts). */
export function forgetItems(positions: object | undefined): void {
  if (positions !== undefined) parsedItems.delete(positions);
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
 * How to map the positions held by `positions` to positions among `items` (-1..items.length):
 * through the items they were parsed among when a parser remembered them (see followItems),
 * else, and when the items are the parsed ones or none of those is left (copied cues), as
 * indexes, whole and clamped.
 */
export function positionAmong(
  positions: object,
  items: readonly object[],
): (before: number) => number {
  const parsed = parsedItems.get(positions);
  return parsed === undefined || isSameList(parsed, items)
    ? (before: number) => clampPosition(before, items.length)
    : followItems(parsed, items);
}

/**
 * One placed thing for each of `things`, made by `place` with the mapping of positions among
 * `items` (see positionAmong), sorted by `before`. Array.prototype.sort is stable: things at
 * one position keep their order.
 */
export function placeInOrder<Thing, Placed extends { readonly before: number }>(
  positions: object,
  items: readonly object[],
  things: readonly Thing[],
  place: (thing: Thing, position: (before: number) => number, index: number) => Placed,
): Placed[] {
  const position = positionAmong(positions, items);
  const placed = things.map((thing, index) => place(thing, position, index));
  return placed.sort((a, b) => a.before - b.before);
}
