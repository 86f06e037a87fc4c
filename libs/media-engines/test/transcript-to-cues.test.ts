import {
  lineLengthLimits,
  readingSpeed,
  stripTags,
  textLength,
  type Cue,
} from '@captio/subtitle-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  transcriptToCues,
  type Transcript,
  type TranscriptSegment,
  type TranscriptWord,
} from '../src/index.js';

/** Words from 'text', one after another from `start`, each `each` ms with `gap` ms between. */
function spoken(text: string, start: number, each = 300, gap = 100): TranscriptWord[] {
  return text.split(' ').map((word, index) => ({
    text: word,
    start: start + index * (each + gap),
    end: start + index * (each + gap) + each,
  }));
}

function segment(words: TranscriptWord[]): TranscriptSegment {
  return {
    start: words[0]?.start ?? 0,
    end: words.at(-1)?.end ?? 0,
    text: words.map((word) => word.text).join(' '),
    words,
  };
}

function transcript(segments: TranscriptSegment[], durationMs = 600_000): Transcript {
  return { engineId: 'test', language: 'en', durationMs, segments };
}

const LONG_SENTENCE =
  'We need more time to finish the project this week because the client asked for changes that nobody expected at all.';

describe('transcriptToCues', () => {
  it.each<[string, Transcript, string, Partial<Cue>[]]>([
    [
      'a short phrase: one cue, timed by its words',
      transcript([segment(spoken('Hello world.', 0, 400))]),
      'en',
      [{ start: 0, end: 900, text: 'Hello world.' }],
    ],
    [
      'a cue read too fast stays up into the silence after it, up to the next cue',
      transcript([
        segment([{ text: 'Supercalifragilistic!', start: 0, end: 300 }]),
        segment(spoken('Yes.', 1000)),
      ]),
      'en',
      [
        { start: 0, end: 1000, text: 'Supercalifragilistic!' },
        // 4 characters need 267 ms at 15 per second, but no cue is shown for less than 5/6 s.
        { start: 1000, end: 1834, text: 'Yes.' },
      ],
    ],
    [
      'a word said in 130 ms stays up 5/6 of a second, where the silence after it allows',
      transcript([segment([{ text: 'or', start: 0, end: 130 }]), segment(spoken('Later.', 500))]),
      'en',
      [
        // The next cue starts at 500 ms: no further.
        { start: 0, end: 500, text: 'or' },
        { start: 500, end: 1334, text: 'Later.' },
      ],
    ],
    [
      'the last cue stays up no longer than the audio',
      transcript([segment([{ text: 'Supercalifragilistic!', start: 0, end: 300 }])], 900),
      'en',
      [{ start: 0, end: 900 }],
    ],
    [
      'markup characters stay text',
      transcript([segment(spoken('AT&T <3 you', 0))]),
      'en',
      [{ text: 'AT&amp;T &lt;3 you' }],
    ],
    [
      'Chinese words are joined without spaces, at most 20 characters a line',
      transcript([
        segment(
          spoken(
            '我们 需要 更多 时间 来 完成 这个 项目 因为 客户 要求 了 很多 没有 人 预料 到 的 修改',
            0,
          ),
        ),
      ]),
      'zh',
      [
        {
          start: 0,
          end: 6700,
          text: '我们需要更多时间来完成这个项目\n因为客户要求了很多没有人预料到',
        },
        { start: 6800, text: '的修改' },
      ],
    ],
  ])('%s', (_label, input, language, expected) => {
    const cues = transcriptToCues(input, { language });
    expect(cues).toMatchObject(expected.map((cue) => expect.objectContaining(cue)));
  });

  it('cuts a long segment into cues of at most 7 s, at its longest pause', () => {
    const first = spoken('We need more time to finish the project this week.', 0);
    // A 900 ms pause after 'week.', then eleven more words: 8.7 s in all.
    const second = spoken('The client asked for changes that nobody expected.', 4900);
    const cues = transcriptToCues(transcript([segment([...first, ...second])]), {
      language: 'en',
    });
    expect(cues.map((cue) => cue.text)).toEqual([
      'We need more time to finish the project this week.',
      'The client asked for changes that nobody expected.',
    ]);
    expect(cues[1]?.start).toBe(4900);
  });

  it("breaks lines at the language's length and cuts cues that need more than two lines", () => {
    const words = spoken(`${LONG_SENTENCE} ${LONG_SENTENCE}`, 0, 150, 20);
    const cues = transcriptToCues(transcript([segment(words)]), { language: 'en' });
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) {
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines)
        expect(textLength(line)).toBeLessThanOrEqual(lineLengthLimits('en').default);
    }
  });

  it('gives each speaker their own cues', () => {
    const words = spoken('Are you ready? Yes I am.', 0);
    const cues = transcriptToCues(transcript([segment(words)]), {
      language: 'en',
      speakers: [
        { start: 0, end: 1150, speaker: 'Ana' },
        { start: 1150, end: 5000, speaker: 'Ben' },
      ],
    });
    expect(cues.map((cue) => [cue.speaker, cue.text])).toEqual([
      ['Ana', 'Are you ready?'],
      ['Ben', 'Yes I am.'],
    ]);
  });

  it('puts words edited out of order back in order, without overlaps', () => {
    const cues = transcriptToCues(
      transcript([
        segment([
          { text: 'world', start: 500, end: 900 },
          { text: 'hello', start: 0, end: 600 },
        ]),
      ]),
      { language: 'en' },
    );
    expect(cues).toEqual([
      {
        start: 0,
        end: 900,
        text: 'hello world',
        words: [
          { text: 'hello', start: 0, end: 600 },
          { text: 'world', start: 600, end: 900 },
        ],
      },
    ]);
  });

  it('makes nothing of a transcript without words', () => {
    expect(transcriptToCues(transcript([]), { language: 'en' })).toEqual([]);
  });

  it.each([0, -1, Number.NaN])('refuses a longest cue of %s ms', (maxCueMs) => {
    expect(() => transcriptToCues(transcript([]), { language: 'en', maxCueMs })).toThrow(
      RangeError,
    );
  });

  describe('on any transcript', () => {
    const LANGUAGES = ['en', 'fr', 'de', 'zh', 'ja'] as const;
    const latinWord = fc.stringMatching(/^[a-zA-Z][a-z']{0,11}[.,?!]?$/);
    const cjkWord = fc.stringMatching(/^[一-龥]{1,4}[。，]?$/);
    // Negative gaps make words that overlap the one before (as a hand-edited transcript may).
    const wordTimes = fc.record({ gap: fc.integer({ min: -300, max: 1500 }), length: fc.nat(900) });
    const segmentShape = fc.array(wordTimes, { minLength: 1, maxLength: 40 });

    const transcripts = fc
      .record({
        language: fc.constantFrom(...LANGUAGES),
        shapes: fc.array(segmentShape, { maxLength: 8 }),
        seedTexts: fc.array(fc.tuple(latinWord, cjkWord), { minLength: 1, maxLength: 60 }),
        tail: fc.nat(5000),
      })
      .map(({ language, shapes, seedTexts, tail }) => {
        let clock = 0;
        let lastStart = 0;
        let n = 0;
        const segments = shapes.map((shape) =>
          segment(
            shape.map(({ gap, length }) => {
              const [latin, cjk] = seedTexts[n++ % seedTexts.length] ?? ['a', '一'];
              const start = Math.max(lastStart, clock + gap);
              lastStart = start;
              clock = Math.max(clock, start + length);
              return {
                text: language === 'zh' || language === 'ja' ? cjk : latin,
                start,
                end: clock,
              };
            }),
          ),
        );
        return { language, input: transcript(segments, clock + tail) };
      });

    const allText = (words: readonly { text: string }[]) => words.map((word) => word.text).join('');

    it('loses, adds and reorders no word; cues are sorted, apart, and span their words', () => {
      fc.assert(
        fc.property(transcripts, ({ language, input }) => {
          const cues = transcriptToCues(input, { language });
          const wordsIn = input.segments.flatMap((s) => s.words);
          const wordsOut = cues.flatMap((cue) => cue.words ?? []);
          // A word is cut only where it is longer than a line (never here in Latin text).
          expect(allText(wordsOut)).toBe(allText(wordsIn));
          if (language !== 'zh' && language !== 'ja') {
            expect(wordsOut.map((w) => w.text)).toEqual(wordsIn.map((w) => w.text));
          }
          let previousEnd = 0;
          for (const cue of cues) {
            const words = cue.words ?? [];
            expect(words.length).toBeGreaterThan(0);
            expect(Number.isInteger(cue.start) && Number.isInteger(cue.end)).toBe(true);
            expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
            expect(cue.end).toBeGreaterThanOrEqual(cue.start);
            expect(cue.start).toBe(words[0]?.start);
            expect(cue.end).toBeGreaterThanOrEqual(words.at(-1)?.end ?? Infinity);
            // The words spell the text a viewer reads.
            expect(stripTags(cue.text).replace(/\s+/g, '')).toBe(allText(words));
            previousEnd = cue.end;
          }
          expect(previousEnd).toBeLessThanOrEqual(
            Math.max(input.durationMs, wordsIn.at(-1)?.end ?? 0),
          );
        }),
        { numRuns: 300 },
      );
    });

    it('keeps cues within the reading speed wherever the silence after them allows', () => {
      fc.assert(
        fc.property(transcripts, ({ language, input }) => {
          const cues = transcriptToCues(input, { language });
          const max = readingSpeed(language).max;
          cues.forEach((cue, index) => {
            const next = cues[index + 1];
            const room = Math.min(next ? next.start : Infinity, input.durationMs);
            const chars = textLength(stripTags(cue.text));
            if (chars / ((cue.end - cue.start) / 1000) > max + 0.01) {
              // Too fast only when it already lasts until the next cue or the end.
              expect(cue.end).toBeGreaterThanOrEqual(room);
            }
          });
        }),
        { numRuns: 300 },
      );
    });
  });
});
