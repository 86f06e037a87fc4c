import { describe, expect, test } from 'vitest';
import { findMatches, matchIndexAfter, replaceAll, replaceMatch } from './find-replace.js';
import type { TranscriptDoc } from './transcript-doc.js';

const doc: TranscriptDoc = {
  file_json: [
    { start_time: 0, end_time: 1000, text: 'The cat and the hat' },
    { start_time: 1000, end_time: 2000, text: 'No match here' },
    { start_time: 2000, end_time: 3000, text: 'THE END (the.end)' },
  ],
  speaker_file_json: {},
};

describe('findMatches', () => {
  test.each([
    [
      'the',
      false,
      [
        [0, 0, 3],
        [0, 12, 15],
        [2, 0, 3],
        [2, 9, 12],
      ],
    ],
    [
      'the',
      true,
      [
        [0, 12, 15],
        [2, 9, 12],
      ],
    ],
    ['.', false, [[2, 12, 13]]],
    ['', false, []],
    ['dog', false, []],
  ] as const)('“%s” (case-sensitive %s)', (query, caseSensitive, expected) => {
    const found = findMatches(doc, query, { caseSensitive });
    expect(found.map((m) => [m.cueIndex, m.start, m.end])).toEqual(expected);
  });
});

describe('replaceAll', () => {
  test.each([
    ['the', 'a', false, 4, ['a cat and a hat', 'No match here', 'a END (a.end)']],
    ['the', 'a', true, 2, ['The cat and a hat', 'No match here', 'THE END (a.end)']],
    ['hat', '$1', false, 1, ['The cat and the $1', 'No match here', 'THE END (the.end)']],
  ] as const)('“%s” by “%s” (case-sensitive %s)', (query, by, caseSensitive, count, texts) => {
    const result = replaceAll(doc, query, by, { caseSensitive });
    expect(result.count).toBe(count);
    expect(result.ok && result.doc.file_json.map((l) => l.text)).toEqual(texts);
    // The cue without a match is the same object: its row does not render again.
    expect(result.ok && result.doc.file_json[1]).toBe(doc.file_json[1]);
  });

  test.each([
    ['dog', 'no-matches'],
    ['', 'no-matches'],
  ])('“%s” is refused: %s', (query, code) => {
    const result = replaceAll(doc, query, 'x');
    expect([result.ok, !result.ok && result.error.code, result.count]).toEqual([false, code, 0]);
  });
});

describe('replaceMatch', () => {
  test('replaces the one occurrence', () => {
    const result = replaceMatch(doc, { cueIndex: 0, start: 4, end: 7 }, 'dog');
    expect(result.ok && result.doc.file_json[0]?.text).toBe('The dog and the hat');
  });

  test('an occurrence outside the text is refused', () => {
    const result = replaceMatch(doc, { cueIndex: 1, start: 10, end: 40 }, 'x');
    expect(!result.ok && result.error.code).toBe('no-matches');
  });
});

describe('after a replace, the search goes on', () => {
  /** Replaces the match at `index`, and gives the texts and the match the search is on then. */
  function replaceAt(query: string, by: string, index: number) {
    const before = findMatches(doc, query);
    const match = before[index];
    if (!match) throw new Error('no such match');
    const result = replaceMatch(doc, match, by);
    if (!result.ok) throw new Error('refused');
    const after = findMatches(result.doc, query);
    const next = matchIndexAfter(after, {
      cueIndex: match.cueIndex,
      offset: match.start + by.length,
    });
    return { after, next };
  }

  test.each([
    // The, the, THE, the (in reading order); each replace goes to the next, the last goes round.
    ['the', 'a', 0, 0, '“the hat”, now the first'],
    ['the', 'a', 1, 1, '“THE END”'],
    ['the', 'a', 2, 2, '“the.end”, in the same cue'],
    ['the', 'a', 3, 0, 'round to the first'],
    // A change of case still matches: the search must not stay on it.
    ['the', 'THE', 0, 1, 'the one after the replaced one'],
    ['the', 'THE', 3, 0, 'round to the first'],
  ] as const)(
    'replacing “%s” by “%s” at match %d goes to match %d (%s)',
    (query, by, index, expected, _why) => {
      expect(replaceAt(query, by, index).next).toBe(expected);
    },
  );

  test('no match left: none is on', () => {
    expect(matchIndexAfter([], { cueIndex: 0, offset: 0 })).toBe(-1);
  });
});
