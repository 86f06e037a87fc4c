import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { mergeWithNext, splitCue } from './split-merge.js';
import type { TranscriptDoc } from './transcript-doc.js';

const words = (...list: [string, number, number][]) =>
  list.map(([text, start, end]) => ({ text, start, end }));

const timed: TranscriptLine = {
  start_time: 0,
  end_time: 3000,
  text: 'Hello there general Kenobi',
  speaker: 'S1',
  words: words(
    ['Hello', 0, 400],
    ['there', 500, 900],
    ['general', 1800, 2300],
    ['Kenobi', 2400, 3000],
  ),
};
const untimed: TranscriptLine = { start_time: 1000, end_time: 2000, text: 'abcdefghij' };
const doc = (...lines: TranscriptLine[]): TranscriptDoc => ({
  file_json: lines,
  speaker_file_json: {},
});

describe('splitCue', () => {
  test.each([
    // The words spell the text: the cut falls between the words' own times.
    [
      'between words, by the words’ times',
      timed,
      11,
      ['Hello there', 0, 900],
      ['general Kenobi', 1800, 3000],
    ],
    [
      'the caret on the space after a word',
      timed,
      12,
      ['Hello there', 0, 900],
      ['general Kenobi', 1800, 3000],
    ],
    // Inside a word: it goes with the part its first letter is in, and the text is cut there.
    ['inside a word', timed, 14, ['Hello there ge', 0, 2300], ['neral Kenobi', 2400, 3000]],
    // No words: the time is shared by characters, 3 of 10.
    ['without words, by characters', untimed, 3, ['abc', 1000, 1300], ['defghij', 1300, 2000]],
  ] as const)('%s', (_what, line, caret, first, second) => {
    const result = splitCue(doc(line), 0, caret);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [a, b] = result.doc.file_json;
    expect([a?.text, a?.start_time, a?.end_time]).toEqual(first);
    expect([b?.text, b?.start_time, b?.end_time]).toEqual(second);
  });

  test('edited text (the words no longer spell it) is split by characters', () => {
    const edited = { ...timed, text: 'Hi there general Kenobi' };
    const result = splitCue(doc(edited), 0, 8);
    expect(result.ok && result.doc.file_json.map((l) => [l.start_time, l.end_time])).toEqual([
      // 8 characters of 22 before the caret: 3000 ms × 8 / 22.
      [0, 1091],
      [1091, 3000],
    ]);
  });

  test('the parts keep the speaker and carry their own words', () => {
    const result = splitCue(doc(timed), 0, 11);
    if (!result.ok) throw result.error;
    expect(result.doc.file_json.map((l) => l.speaker)).toEqual(['S1', 'S1']);
    expect(result.doc.file_json.map((l) => l.words?.map((w) => w.text))).toEqual([
      ['Hello', 'there'],
      ['general', 'Kenobi'],
    ]);
  });

  test.each([
    ['at the start', untimed, 0, 'split-empty-part'],
    ['at the end', untimed, 10, 'split-empty-part'],
    ['before a trailing space', { ...untimed, text: 'abc ' }, 3, 'split-empty-part'],
    ['a part shorter than 100 ms', { ...untimed, end_time: 1150 }, 5, 'split-too-short'],
  ] as const)('refused %s: %s', (_what, line, caret, code) => {
    const result = splitCue(doc(line), 0, caret);
    expect(!result.ok && result.error.code).toBe(code);
  });
});

describe('mergeWithNext', () => {
  const a: TranscriptLine = {
    start_time: 0,
    end_time: 1000,
    text: 'Hello',
    words: words(['Hello', 0, 900]),
  };
  const b: TranscriptLine = {
    start_time: 1200,
    end_time: 2000,
    text: 'world',
    words: words(['world', 1200, 1900]),
  };

  test.each([
    ['en', 'Hello world'],
    ['zh', 'Helloworld'],
    ['ja-JP', 'Helloworld'],
  ])('in %s joins the texts as %s', (language, text) => {
    const result = mergeWithNext(doc(a, b), 0, language);
    expect(result.ok && result.doc.file_json).toEqual([
      { start_time: 0, end_time: 2000, text, words: [...(a.words ?? []), ...(b.words ?? [])] },
    ]);
  });

  test.each([
    ['the last cue', [a, b], 1, 'no-next-cue'],
    [
      'cues of two speakers',
      [
        { ...a, speaker: 'S1' },
        { ...b, speaker: 'S2' },
      ],
      0,
      'different-speakers',
    ],
    ['a missing cue', [a], 4, 'no-such-cue'],
  ] as const)('refuses %s', (_what, lines, index, code) => {
    const result = mergeWithNext(doc(...lines), index, 'en');
    expect(!result.ok && result.error.code).toBe(code);
  });
});
