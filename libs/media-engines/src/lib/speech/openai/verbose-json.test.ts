import { describe, expect, it } from 'vitest';
import { readVerboseJson } from './verbose-json.js';

const WHOLE = { offsetMs: 0, endMs: 600_000, notBeforeMs: 0, unspaced: false };

describe('readVerboseJson', () => {
  it.each<[string, unknown, Partial<typeof WHOLE>, [string, number, number][][]]>([
    [
      'words go to the segment they start in, with its punctuation',
      {
        segments: [
          { start: 0, end: 1, text: ' Well, yes.' },
          { start: 1, end: 2, text: ' It\'s "fine"!' },
        ],
        words: [
          { word: 'Well', start: 0, end: 0.3 },
          { word: 'yes', start: 0.4, end: 0.9 },
          { word: "It's", start: 1.1, end: 1.3 },
          { word: 'fine', start: 1.4, end: 1.9 },
        ],
      },
      {},
      [
        [
          ['Well,', 0, 300],
          ['yes.', 400, 900],
        ],
        [
          ["It's", 1100, 1300],
          ['"fine"!', 1400, 1900],
        ],
      ],
    ],
    [
      'a word the text lacks keeps its own text',
      {
        segments: [{ start: 0, end: 1, text: ' Hello there.' }],
        words: [
          { word: 'Hallo', start: 0, end: 0.5 },
          { word: 'there', start: 0.5, end: 1 },
        ],
      },
      {},
      [
        [
          ['Hallo', 0, 500],
          ['there.', 500, 1000],
        ],
      ],
    ],
    [
      'times move by the piece start and stop at its end',
      {
        segments: [{ start: 0, end: 40, text: ' a b' }],
        words: [
          { word: 'a', start: 1, end: 2 },
          { word: 'b', start: 29, end: 40 },
        ],
      },
      { offsetMs: 60_000, endMs: 90_000 },
      [
        [
          ['a', 61_000, 62_000],
          ['b', 89_000, 90_000],
        ],
      ],
    ],
    [
      'no word starts before the previous piece ended',
      { segments: [{ start: 0, end: 1, text: ' a' }], words: [{ word: 'a', start: 0, end: 1 }] },
      { notBeforeMs: 200 },
      [[['a', 200, 1000]]],
    ],
    [
      'without words, segment texts are cut into words timed by characters',
      { segments: [{ start: 0, end: 3, text: ' ab cd ef' }] },
      {},
      [
        [
          ['ab', 0, 1000],
          ['cd', 1000, 2000],
          ['ef', 2000, 3000],
        ],
      ],
    ],
    [
      'without segments, words are grouped at pauses',
      {
        words: [
          { word: 'a', start: 0, end: 0.2 },
          { word: 'b', start: 2, end: 2.2 },
        ],
      },
      {},
      [[['a', 0, 200]], [['b', 2000, 2200]]],
    ],
    [
      'unspaced languages keep the words as given',
      {
        segments: [{ start: 0, end: 1, text: '你好。' }],
        words: [
          { word: '你', start: 0, end: 0.5 },
          { word: '好', start: 0.5, end: 1 },
        ],
      },
      { unspaced: true },
      [
        [
          ['你', 0, 500],
          ['好', 500, 1000],
        ],
      ],
    ],
    ['nothing heard', { text: '', segments: [], words: [] }, {}, []],
  ])('%s', (_label, body, options, expected) => {
    const read = readVerboseJson(body, { ...WHOLE, ...options });
    expect(read.segments.map((s) => s.words.map((w) => [w.text, w.start, w.end]))).toEqual(
      expected,
    );
    for (const segment of read.segments) {
      expect(segment.start).toBe(segment.words[0]?.start);
      expect(segment.end).toBe(segment.words.at(-1)?.end);
    }
  });

  it('keeps a probability a server gives, when it is one', () => {
    const read = readVerboseJson(
      {
        words: [
          { word: 'a', start: 0, end: 1, probability: 0.75 },
          { word: 'b', start: 1, end: 2, probability: 7 },
        ],
      },
      WHOLE,
    );
    expect(read.segments[0]?.words).toEqual([
      { text: 'a', start: 0, end: 1000, confidence: 0.75 },
      { text: 'b', start: 1000, end: 2000 },
    ]);
  });

  it('joins unspaced segment text without spaces, and reads the language as named', () => {
    const read = readVerboseJson(
      {
        language: 'chinese',
        segments: [{ start: 0, end: 1, text: '你好' }],
        words: [
          { word: '你', start: 0, end: 0.5 },
          { word: '好', start: 0.5, end: 1 },
        ],
      },
      { ...WHOLE, unspaced: true },
    );
    expect(read.segments[0]?.text).toBe('你好');
    expect(read.language).toBe('chinese');
  });

  it.each([
    ['not an object', 'text'],
    ['null', null],
    ['segments not a list', { segments: {} }],
    ['a word without times', { words: [{ word: 'a' }] }],
    ['a negative time', { words: [{ word: 'a', start: -1, end: 1 }] }],
    ['a segment without text', { segments: [{ start: 0, end: 1 }] }],
  ])('refuses an answer with %s', (_label, body) => {
    expect(() => readVerboseJson(body, WHOLE)).toThrow(
      expect.objectContaining({ code: 'provider-failed' }),
    );
  });
});
