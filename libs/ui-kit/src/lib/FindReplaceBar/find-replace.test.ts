import { describe, expect, test } from 'vitest';
import {
  findMatches,
  firstMatchFrom,
  replaceAll,
  replaceMatch,
  stepMatch,
} from './find-replace.js';

const cues = [
  { text: 'The cat sat.' },
  { text: 'No match here' },
  { text: 'CAT and cat, Cat!' },
  { text: 'İstanbul cat' },
];

describe('findMatches', () => {
  test('finds every occurrence, ignoring case by default, in reading order', () => {
    expect(findMatches(cues, 'cat')).toEqual([
      { cueIndex: 0, start: 4, end: 7 },
      { cueIndex: 2, start: 0, end: 3 },
      { cueIndex: 2, start: 8, end: 11 },
      { cueIndex: 2, start: 13, end: 16 },
      { cueIndex: 3, start: 9, end: 12 },
    ]);
  });

  test('case-sensitive finds the exact spelling only', () => {
    expect(findMatches(cues, 'Cat', { caseSensitive: true })).toEqual([
      { cueIndex: 2, start: 13, end: 16 },
    ]);
  });

  test.each([
    ['', 0],
    ['.', 1],
    ['*', 0],
    ['(', 0],
    ['dog', 0],
    ['a', 9],
  ])('%j is literal text: %d matches', (query, count) => {
    expect(findMatches(cues, query)).toHaveLength(count);
  });

  test('offsets point into the text as it is, even where lowering would change its length', () => {
    const [match] = findMatches([{ text: 'İx cat' }], 'cat');
    expect(match).toEqual({ cueIndex: 0, start: 3, end: 6 });
  });

  test('matches do not overlap', () => {
    expect(findMatches([{ text: 'aaa' }], 'aa')).toEqual([{ cueIndex: 0, start: 0, end: 2 }]);
  });
});

describe('replaceMatch', () => {
  test('replaces the one match', () => {
    expect(replaceMatch('CAT and cat', { cueIndex: 0, start: 8, end: 11 }, 'dog')).toBe(
      'CAT and dog',
    );
  });
});

describe('replaceAll', () => {
  test('returns the changed cues and the count, literal replacement', () => {
    expect(replaceAll(cues, 'cat', '$1 dog')).toEqual({
      changed: [
        { cueIndex: 0, text: 'The $1 dog sat.' },
        { cueIndex: 2, text: '$1 dog and $1 dog, $1 dog!' },
        { cueIndex: 3, text: 'İstanbul $1 dog' },
      ],
      count: 5,
    });
  });

  test('case-sensitive leaves other spellings', () => {
    expect(replaceAll(cues, 'cat', 'dog', { caseSensitive: true }).count).toBe(3);
  });

  test('an empty query replaces nothing', () => {
    expect(replaceAll(cues, '', 'x')).toEqual({ changed: [], count: 0 });
  });
});

describe('stepMatch', () => {
  test.each([
    [-1, 3, 'next', 0],
    [-1, 3, 'previous', 2],
    [0, 3, 'next', 1],
    [2, 3, 'next', 0],
    [0, 3, 'previous', 2],
    [5, 3, 'next', 0],
    [0, 0, 'next', -1],
  ] as const)('from %d of %d, %s is %d', (current, count, direction, expected) => {
    expect(stepMatch(current, count, direction)).toBe(expected);
  });
});

describe('firstMatchFrom', () => {
  const matches = findMatches(cues, 'cat');
  test.each([
    [0, 0],
    [1, 1],
    [3, 4],
    [9, 0],
  ])('from cue %d is match %d', (cueIndex, expected) => {
    expect(firstMatchFrom(matches, cueIndex)).toBe(expected);
  });
});
