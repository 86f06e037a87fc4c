import { describe, expect, it } from 'vitest';
import { tokensToPhrases, type WhisperToken } from './tokens-to-words.js';

const R = '\uFFFD';

/** Tokens 100 ms apart, each 100 ms long. */
function tokens(...texts: string[]): WhisperToken[] {
  return texts.map((text, i) => ({ text, t0: i * 100, t1: i * 100 + 100 }));
}

const PLAIN = { unspaced: false, offsetMs: 0, endMs: 60_000 };

describe('tokensToPhrases', () => {
  it.each<
    [string, WhisperToken[], string, Partial<typeof PLAIN> & { phraseEnds?: number[] }, string[][]]
  >([
    [
      'a leading space starts a word',
      tokens(' Hello', ' world'),
      ' Hello world',
      {},
      [['Hello', 'world']],
    ],
    [
      'other tokens carry on the word',
      tokens(' Wh', 'isper', ' is', ' fast', '.'),
      ' Whisper is fast.',
      {},
      [['Whisper', 'is', 'fast.']],
    ],
    [
      'the first token starts a word without a space',
      tokens('Hi', ' there'),
      'Hi there',
      {},
      [['Hi', 'there']],
    ],
    [
      'a lone space token only says a word follows',
      tokens(' a', ' ', 'b'),
      ' a b',
      {},
      [['a', 'b']],
    ],
    [
      'non-speech notes are left out',
      tokens(' [', 'BLANK', '_', 'AUDIO', ']', ' ok'),
      ' [BLANK_AUDIO] ok',
      {},
      [['ok']],
    ],
    [
      'phrases follow whisper segments',
      tokens(' One', '.', ' Two', '.'),
      ' One. Two.',
      { phraseEnds: [2, 4] },
      [['One.'], ['Two.']],
    ],
    [
      'a phrase boundary ends a word',
      tokens(' One', 'Two'),
      ' OneTwo',
      { phraseEnds: [1, 2] },
      [['One'], ['Two']],
    ],
    [
      'unspaced languages: each token is a word',
      tokens('我们', '需要', '时间'),
      '我们需要时间',
      { unspaced: true },
      [['我们', '需要', '时间']],
    ],
    [
      'a character split over two tokens is taken whole from the full text',
      tokens('我', R, R, '时间'),
      '我們时间',
      { unspaced: true },
      [['我', '們', '时间']],
    ],
    [
      'a broken run between spaced words',
      tokens(' I', ' love', ` ${R}`, R, ' you'),
      ' I love 🎉 you',
      {},
      [['I', 'love', '🎉', 'you']],
    ],
    ['a broken run at the end', tokens(' ok', ` ${R}`, R), ' ok 🎉', {}, [['ok', '🎉']]],
    [
      'tokens that stop matching the text keep their own text',
      tokens(' a', ' b', ` ${R}c`),
      ' x y z',
      {},
      [['a', 'b', 'c']],
    ],
  ])('%s', (_label, input, fullText, options, expected) => {
    const phrases = tokensToPhrases(input, fullText, { ...PLAIN, ...options });
    expect(phrases.map((words) => words.map((word) => word.text))).toEqual(expected);
  });

  it('times a word from its first token to its last, moved by the piece start', () => {
    const [words] = tokensToPhrases(tokens(' Wh', 'isper', ' ok'), ' Whisper ok', {
      ...PLAIN,
      offsetMs: 30_000,
    });
    expect(words).toEqual([
      { text: 'Whisper', start: 30_000, end: 30_200 },
      { text: 'ok', start: 30_200, end: 30_300 },
    ]);
  });

  it.each<
    [string, WhisperToken[], Partial<typeof PLAIN> & { notBeforeMs?: number }, [number, number][]]
  >([
    [
      'times past the end of the piece',
      [{ text: ' a', t0: 900, t1: 31_000 }],
      { endMs: 30_000 },
      [[900, 30_000]],
    ],
    [
      'times that go back',
      [
        { text: ' a', t0: 500, t1: 800 },
        { text: ' b', t0: 300, t1: 400 },
      ],
      {},
      [
        [500, 800],
        [800, 800],
      ],
    ],
    ['fractions of a millisecond', [{ text: ' a', t0: 10.4, t1: 20.6 }], {}, [[10, 21]]],
    [
      'a word before the end of the last piece',
      [{ text: ' a', t0: 0, t1: 100 }],
      { notBeforeMs: 50 },
      [[50, 100]],
    ],
  ])('keeps times whole and growing: %s', (_label, input, options, expected) => {
    const text = input.map((token) => token.text).join('');
    const words = tokensToPhrases(input, text, { ...PLAIN, ...options }).flat();
    expect(words.map((word) => [word.start, word.end])).toEqual(expected);
  });
});
