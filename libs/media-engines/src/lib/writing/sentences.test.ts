import { describe, expect, it } from 'vitest';
import { clockTime, timedSentences } from './sentences.js';
import { pickedSentences } from './ots/picked-sentences.js';

describe('timedSentences', () => {
  it.each([
    {
      name: 'a segment of two sentences, time shared by length',
      segments: [{ start: 0, end: 2_000, text: 'Hello there. How are you?' }],
      expected: [
        { text: 'Hello there.', start: 0, end: 960 },
        { text: 'How are you?', start: 1040, end: 2000 },
      ],
    },
    {
      name: 'segments without punctuation, one sentence each',
      segments: [
        { start: 0, end: 1_000, text: 'we need more time' },
        { start: 1_500, end: 2_000, text: '  thank you  ' },
      ],
      expected: [
        { text: 'we need more time', start: 0, end: 1000 },
        { text: 'thank you', start: 1500, end: 2000 },
      ],
    },
    {
      name: 'Chinese full stops without spaces',
      segments: [{ start: 0, end: 1_000, text: '你好。再见。' }],
      expected: [
        { text: '你好。', start: 0, end: 500 },
        { text: '再见。', start: 500, end: 1000 },
      ],
    },
    { name: 'an empty segment', segments: [{ start: 0, end: 10, text: ' ' }], expected: [] },
  ])('$name', ({ segments, expected }) => {
    expect(timedSentences(segments)).toEqual(expected);
  });
});

describe('pickedSentences', () => {
  it.each([
    { output: 'B two.\n', expected: [1] },
    { output: '\nA one. C three.\n\n', expected: [0, 2] },
    // ots cut 'Dr. Who came.' in two: both pieces are the one line.
    { output: 'Dr. Who came.\n', expected: [3] },
    { output: '', expected: [] },
  ])('finds $expected in $output', ({ output, expected }) => {
    expect(pickedSentences(['A one.', 'B two.', 'C three.', 'Dr. Who came.'], output)).toEqual(
      expected,
    );
  });
});

describe('clockTime', () => {
  it.each([
    [0, '0:00'],
    [65_400, '1:05'],
    [3_725_000, '1:02:05'],
  ])('%i ms is %s', (ms, text) => {
    expect(clockTime(ms)).toBe(text);
  });
});
