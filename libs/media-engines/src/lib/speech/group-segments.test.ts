import { describe, expect, it } from 'vitest';
import { groupWordsIntoSegments } from './group-segments.js';
import type { TranscriptWord } from './speech-engine.js';

function words(...spans: [string, number, number][]): TranscriptWord[] {
  return spans.map(([text, start, end]) => ({ text, start, end }));
}

describe('groupWordsIntoSegments', () => {
  it.each([
    ['no words', [], []],
    [
      'words close together stay one segment',
      words(['one', 0, 300], ['two', 400, 700], ['three', 799, 1000]),
      [['one two three', 0, 1000]],
    ],
    [
      'a pause of 500 ms starts a new segment',
      words(['one', 0, 300], ['two', 800, 1000], ['three', 1100, 1400]),
      [
        ['one', 0, 300],
        ['two three', 800, 1400],
      ],
    ],
    [
      'a segment never passes 10 s, even without a pause',
      words(
        ...Array.from({ length: 12 }, (_, i): [string, number, number] => [
          `w${i}`,
          i * 1000,
          i * 1000 + 900,
        ]),
      ),
      [
        ['w0 w1 w2 w3 w4 w5 w6 w7 w8 w9', 0, 9900],
        ['w10 w11', 10_000, 11_900],
      ],
    ],
  ])('%s', (_label, input, expected) => {
    expect(
      groupWordsIntoSegments(input).map((segment) => [segment.text, segment.start, segment.end]),
    ).toEqual(expected);
  });

  it('keeps each word in its segment', () => {
    const input = words(['one', 0, 300], ['two', 900, 1000]);
    expect(groupWordsIntoSegments(input).map((segment) => segment.words)).toEqual([
      [input[0]],
      [input[1]],
    ]);
  });
});
