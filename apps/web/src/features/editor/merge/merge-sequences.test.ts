import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { commonPairs } from './common-pairs.js';
import { mergeSequences } from './merge-sequences.js';

/** The length of a longest common subsequence, by the textbook table. */
function lcsLength(a: readonly number[], b: readonly number[]): number {
  // One row at a time: row[j] is the length for a[0..i) and b[0..j).
  let row = new Array<number>(b.length + 1).fill(0);
  for (const item of a) {
    const next = [0];
    b.forEach((other, j) => {
      next.push(item === other ? (row[j] ?? 0) + 1 : Math.max(row[j + 1] ?? 0, next[j] ?? 0));
    });
    row = next;
  }
  return row[b.length] ?? 0;
}

const small = fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 14 });

describe('commonPairs', () => {
  test('finds as many pairs as the longest common subsequence has, each of equal items, in order', () => {
    fc.assert(
      fc.property(small, small, (a, b) => {
        const pairs = commonPairs(a, b, 100) ?? [];
        expect(pairs).toHaveLength(lcsLength(a, b));
        let previous: readonly number[] = [-1, -1];
        for (const [x, y] of pairs) {
          expect(a[x]).toBe(b[y]);
          expect(x).toBeGreaterThan(previous[0] ?? 0);
          expect(y).toBeGreaterThan(previous[1] ?? 0);
          previous = [x, y];
        }
      }),
    );
  });

  test.each([
    [[], [], []],
    [
      [1, 2, 3],
      [1, 2, 3],
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
    ],
    [
      [1, 2, 3],
      [1, 3],
      [
        [0, 0],
        [2, 1],
      ],
    ],
    [
      [1, 3],
      [1, 2, 3],
      [
        [0, 0],
        [1, 2],
      ],
    ],
    [[1, 2], [3, 4], []],
  ])('%j and %j', (a, b, expected) => {
    expect(commonPairs(a, b, 100)).toEqual(expected);
  });

  test('gives up past the edits it may trace', () => {
    expect(commonPairs([1, 2, 3, 4], [5, 6, 7, 8], 7)).toBeUndefined();
    expect(commonPairs([1, 2, 3, 4], [5, 6, 7, 8], 8)).toEqual([]);
  });
});

const merge = (base: string, mine: string, theirs: string) => {
  const result = mergeSequences([...base], [...mine], [...theirs], (item) => item, 100);
  return [result?.items.join(''), result?.overlaps];
};

describe('mergeSequences', () => {
  test.each([
    ['nothing changed', 'abcde', 'abcde', 'abcde', 'abcde', 0],
    ['only mine changed', 'abcde', 'aXcde', 'abcde', 'aXcde', 0],
    ['only theirs changed', 'abcde', 'abcde', 'abcYe', 'abcYe', 0],
    ['each changed another item', 'abcde', 'Xbcde', 'abcdY', 'XbcdY', 0],
    ['mine removed one, theirs added one elsewhere', 'abcde', 'acde', 'abcdeZ', 'acdeZ', 0],
    ['both made the same change', 'abcde', 'abXde', 'abXde', 'abXde', 0],
    ['both changed the same item differently', 'abcde', 'abXde', 'abYde', 'abXde', 1],
    ['neighbouring items changed: one stretch, an overlap', 'abcde', 'aXcde', 'abYde', 'aXcde', 1],
    ['both added at the same place', 'ab', 'aXb', 'aYb', 'aXb', 1],
    ['everything removed on one side, nothing changed on the other', 'abc', '', 'abc', '', 0],
    ['from nothing, only theirs added', '', '', 'xy', 'xy', 0],
  ])('%s', (_, base, mine, theirs, items, overlaps) => {
    expect(merge(base, mine, theirs)).toEqual([items, overlaps]);
  });

  const itemByItem = (base: string, mine: string, theirs: string) => {
    const result = mergeSequences([...base], [...mine], [...theirs], (item) => item, 100, true);
    return [result?.items.join(''), result?.overlaps];
  };

  test.each([
    ['neighbouring items changed, one on each side', 'abcde', 'aXcde', 'abYde', 'aXYde', 0],
    ['a run changed here, its middle there', 'abcde', 'aXcZe', 'abYde', 'aXYZe', 0],
    ['the same item changed on both sides', 'abcde', 'aXYde', 'abZde', 'aXYde', 1],
    [
      'an item added beside a change: one stretch, an overlap',
      'abcde',
      'aXbcde',
      'aYcde',
      'aXbcde',
      1,
    ],
  ])('item by item: %s', (_, base, mine, theirs, items, overlaps) => {
    expect(itemByItem(base, mine, theirs)).toEqual([items, overlaps]);
  });

  const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 12 });

  test('a side left as the base gives the other side, and the same change on both gives it', () => {
    fc.assert(
      fc.property(text, text, (base, edited) => {
        expect(merge(base, base, edited)).toEqual([edited, 0]);
        expect(merge(base, edited, base)).toEqual([edited, 0]);
        expect(merge(base, edited, edited)).toEqual([edited, 0]);
      }),
    );
  });

  test('edits of the two halves of a text, apart, are both kept', () => {
    const right = fc.string({ unit: fc.constantFrom('x', 'y', 'z'), maxLength: 12 });
    fc.assert(
      fc.property(text, right, text, right, (left, right, newLeft, newRight) => {
        // A separator that neither side touches, between halves that share no letter, is in
        // every longest common subsequence: it keeps the two edits apart.
        const base = `${left}|${right}`;
        expect(merge(base, `${newLeft}|${right}`, `${left}|${newRight}`)).toEqual([
          `${newLeft}|${newRight}`,
          0,
        ]);
      }),
    );
  });
});
