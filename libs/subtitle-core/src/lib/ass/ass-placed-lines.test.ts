import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rememberItems } from '../core/parsed-positions.js';
import { type PlacedLine, placeLines, withPlacedLines } from './ass-placed-lines.js';

const [a, b, c, d] = [{ n: 'a' }, { n: 'b' }, { n: 'c' }, { n: 'd' }];
const PARSED = [a, b, c];

/** Lines before a, before b, before c and after c, remembered as placed among a, b, c. */
function parsedLines(): PlacedLine[] {
  const lines = [0, 1, 2, 3].map((before) => ({ before, line: `before ${before}` }));
  rememberItems(lines, PARSED);
  return lines;
}

describe('placeLines', () => {
  it.each<[string, object[], number[]]>([
    ['the parsed items', [a, b, c], [0, 1, 2, 3]],
    ['b removed', [a, c], [0, 1, 1, 2]],
    ['a removed', [b, c], [0, 0, 1, 2]],
    ['c removed', [a, b], [0, 1, 2, 2]],
    ['d inserted first', [d, a, b, c], [1, 2, 3, 4]],
    ['d appended', [a, b, c, d], [0, 1, 2, 3]],
    ['reversed', [c, b, a], [2, 1, 0, 1]],
    ['b replaced by d', [a, d, c], [0, 1, 2, 3]],
    ['all replaced (copies)', [d, d, d], [0, 1, 2, 3]],
    ['none left', [], [0, 0, 0, 0]],
  ])('follows the items: %s', (_label, items, positions) => {
    const placed = placeLines(parsedLines(), items);
    const byLine = new Map(placed.map((line) => [line.line, line.before]));
    expect([0, 1, 2, 3].map((k) => byLine.get(`before ${k}`))).toEqual(positions);
  });

  it.each<[string, number, number]>([
    ['-1 stays', -1, -1],
    ['below -1 is -1', -7, -1],
    ['NaN is 0', Number.NaN, 0],
    ['a fraction is its whole part', 1.9, 1],
    ['past the end is the end', 10, 3],
    ['Infinity is the end', Number.POSITIVE_INFINITY, 3],
    ['-Infinity is -1', Number.NEGATIVE_INFINITY, -1],
  ])('clamps positions of lines made by hand: %s', (_label, before, expected) => {
    expect(placeLines([{ before, line: 'x' }], PARSED)).toEqual([{ before: expected, line: 'x' }]);
  });

  it('sorts by position, keeping the order of lines at one position', () => {
    const lines = [
      { before: 2, line: 'first at 2' },
      { before: 0, line: 'at 0' },
      { before: 2, line: 'second at 2' },
    ];
    expect(placeLines(lines, PARSED).map((line) => line.line)).toEqual([
      'at 0',
      'first at 2',
      'second at 2',
    ]);
  });

  it('gives positions within -1..items, sorted, one for each line, whatever the edit', () => {
    const item = fc.integer({ min: 0, max: 5 });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 9 }), { maxLength: 8 }),
        fc.array(item, { maxLength: 6 }),
        fc.array(item, { maxLength: 8 }),
        (positions, parsedIds, currentIds) => {
          const pool = Array.from({ length: 6 }, (_, k) => ({ k }));
          const lines = positions.map((before, k) => ({ before, line: String(k) }));
          rememberItems(
            lines,
            parsedIds.map((k) => pool[k] ?? {}),
          );
          const items = currentIds.map((k) => pool[k] ?? {});
          const placed = placeLines(lines, items);
          expect(placed.map((line) => line.line).sort()).toEqual(
            lines.map((line) => line.line).sort(),
          );
          for (const line of placed) {
            expect(line.before).toBeGreaterThanOrEqual(-1);
            expect(line.before).toBeLessThanOrEqual(items.length);
          }
          const befores = placed.map((line) => line.before);
          expect(befores).toEqual([...befores].sort((x, y) => x - y));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('withPlacedLines', () => {
  const lines = ['[Events]', 'Format: Text', 'Dialogue: a', 'Dialogue: b'];

  it.each<[string, PlacedLine[], string[]]>([
    ['nothing to place', [], lines],
    [
      'above the Format line, before each item and after the last',
      [
        { before: -1, line: '; above' },
        { before: 0, line: '; a' },
        { before: 1, line: '; b' },
        { before: 2, line: '; end' },
      ],
      ['[Events]', '; above', 'Format: Text', '; a', 'Dialogue: a', '; b', 'Dialogue: b', '; end'],
    ],
    [
      'a line break in a line',
      [{ before: 0, line: '; one\r\ntwo' }],
      ['[Events]', 'Format: Text', '; one two', 'Dialogue: a', 'Dialogue: b'],
    ],
  ])('%s', (_label, placed, expected) => {
    expect(withPlacedLines(lines, 2, placed)).toEqual(expected);
  });

  it('returns the lines themselves when there is nothing to place', () => {
    expect(withPlacedLines(lines, 2, [])).toBe(lines);
  });
});
