import { commonPairs } from './common-pairs.js';

/** What a three-way merge of two sequences made from the same one gives. */
export interface SequenceMerge<Item> {
  items: Item[];
  /** Stretches both sides changed, each in its own way: there, `mine` was taken. */
  overlaps: number;
}

/**
 * Merges two edited copies of a sequence by the rule of diff3: where only one side changed a
 * stretch of the base, its change is taken; where both made the same change, it is taken once;
 * where both changed it differently, it is an overlap (mine is taken, and it is counted).
 * Stretches count as one where no item of the base lies between them unchanged on both sides, so
 * edits of neighbouring items are one stretch. With `itemByItem`, a stretch that both sides
 * changed item for item (none added or removed: the text of neighbouring cues edited) is merged
 * one item at a time, each by the same rule; otherwise it is an overlap. Items are compared by
 * `keyOf`; undefined when a side is too far from the base to compare (`maxEdits`).
 */
export function mergeSequences<Item>(
  base: readonly Item[],
  mine: readonly Item[],
  theirs: readonly Item[],
  keyOf: (item: Item) => string,
  maxEdits: number,
  itemByItem = false,
): SequenceMerge<Item> | undefined {
  const ids = new Map<string, number>();
  const idsOf = (items: readonly Item[]) =>
    items.map((item) => {
      const key = keyOf(item);
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      return id;
    });
  const [baseIds, mineIds, theirIds] = [idsOf(base), idsOf(mine), idsOf(theirs)];
  const toMine = matchOf(base.length, commonPairs(baseIds, mineIds, maxEdits));
  const toTheirs = matchOf(base.length, commonPairs(baseIds, theirIds, maxEdits));
  if (!toMine || !toTheirs) return undefined;

  const items: Item[] = [];
  let overlaps = 0;
  const same = (
    x: readonly number[],
    from: number,
    y: readonly number[],
    start: number,
    end: number,
    yEnd: number,
  ) => end - from === yEnd - start && x.slice(from, end).every((id, i) => id === y[start + i]);
  let i = 0;
  let a = 0;
  let b = 0;
  for (;;) {
    while (i < base.length && toMine[i] === a && toTheirs[i] === b) {
      items.push(...mine.slice(a, a + 1));
      i += 1;
      a += 1;
      b += 1;
    }
    if (i >= base.length && a >= mine.length && b >= theirs.length) break;
    let j = i;
    while (j < base.length && (toMine[j] === -1 || toTheirs[j] === -1)) j += 1;
    const mineEnd = toMine[j] ?? mine.length;
    const theirEnd = toTheirs[j] ?? theirs.length;
    const mineKept = same(baseIds, i, mineIds, a, j, mineEnd);
    const theirsKept = same(baseIds, i, theirIds, b, j, theirEnd);
    const oneForOne = j - i === mineEnd - a && j - i === theirEnd - b;
    if (mineKept) items.push(...theirs.slice(b, theirEnd));
    else if (!theirsKept && itemByItem && oneForOne) {
      for (let k = 0; k < j - i; k += 1) {
        const [was, ours, other] = [baseIds[i + k], mineIds[a + k], theirIds[b + k]];
        items.push((ours === was ? theirs[b + k] : mine[a + k]) as Item);
        if (ours !== was && other !== was && other !== ours) overlaps += 1;
      }
    } else {
      items.push(...mine.slice(a, mineEnd));
      if (!theirsKept && !same(mineIds, a, theirIds, b, mineEnd, theirEnd)) overlaps += 1;
    }
    i = j;
    a = mineEnd;
    b = theirEnd;
  }
  return { items, overlaps };
}

/** For each place of the base, the place of the same item in the other sequence, or -1. */
function matchOf(length: number, pairs: [number, number][] | undefined): Int32Array | undefined {
  if (!pairs) return undefined;
  const match = new Int32Array(length).fill(-1);
  for (const [from, to] of pairs) match[from] = to;
  return match;
}
