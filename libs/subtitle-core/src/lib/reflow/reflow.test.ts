import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assSettings } from '../../../test/support/ass-settings.js';
import { removeTags } from '../core/markup.js';
import type { Cue } from '../core/types.js';
import { graphemeClusters } from '../lang/graphemes.js';
import { textLength } from '../lang/text-length.js';
import { reflow, type ReflowOptions } from './reflow.js';
import { splitUnits } from './units.js';

const cue = (text: string, start = 0, end = 6000): Cue => ({ start, end, text });
const texts = (cues: Cue[]): string[] => cues.map((c) => c.text);

describe('reflow: lines and cues', () => {
  it.each<[string, string, string, number, number | undefined, string[]]>([
    ['keeps text that fits on one line', 'en', 'Hello there.', 42, undefined, ['Hello there.']],
    [
      'puts text that fits one line back on one line',
      'en',
      'Hello\nthere.',
      42,
      undefined,
      ['Hello there.'],
    ],
    [
      'breaks a long sentence into two lines, the lower one longer',
      'en',
      'We packed water, snacks, a rain jacket and a spare battery',
      42,
      undefined,
      ['We packed water, snacks,\na rain jacket and a spare battery'],
    ],
    [
      'breaks after a sentence rather than at the most even place',
      'en',
      'I know. But we have to leave before the storm comes',
      45,
      undefined,
      ['I know.\nBut we have to leave before the storm comes'],
    ],
    [
      'cuts a text too long for one cue into cues after a sentence',
      'en',
      'The quick brown fox jumps over the lazy dog. Then it runs away into the forest, never to be seen again.',
      42,
      undefined,
      [
        'The quick brown fox\njumps over the lazy dog.',
        'Then it runs away into the forest,\nnever to be seen again.',
      ],
    ],
    [
      'leaves a word longer than a line whole, on a line of its own',
      'en',
      'It is supercalifragilisticexpialidocious indeed',
      12,
      2,
      ['It is\nsupercalifragilisticexpialidocious', 'indeed'],
    ],
    [
      'keeps to one line per cue when asked',
      'en',
      'one two three four',
      9,
      1,
      ['one two', 'three', 'four'],
    ],
    [
      'uses the language default line length (English: 60)',
      'en',
      'This line is a little over sixty characters long, as you can see',
      // maxChars left out below
      0,
      undefined,
      ['This line is a little over sixty\ncharacters long, as you can see'],
    ],
    [
      'breaks Chinese between characters, after punctuation, with no space',
      'zh-CN',
      '今天天气很好，我们一起去公园散步吧。然后我们可以去吃饭，好不好？',
      12,
      undefined,
      ['今天天气很好，\n我们一起去公园散步吧。', '然后我们可以去\n吃饭，好不好？'],
    ],
    ['joins Chinese lines with no space', 'zh', '你好\n世界', 20, undefined, ['你好世界']],
    ['joins Cantonese lines with no space', 'yue(oral)', '你好\n世界', 20, undefined, ['你好世界']],
    [
      'keeps the space between Chinese and a Latin word',
      'zh',
      '我用 iPhone 拍照',
      20,
      undefined,
      ['我用 iPhone 拍照'],
    ],
    [
      'never starts a Japanese line with closing punctuation or a small kana',
      'ja',
      'ちょっと待って。',
      2,
      2,
      ['ちょっ\nと', '待っ\nて。'],
    ],
    [
      'keeps opening brackets with what follows',
      'ja',
      '彼は「はい」と言った',
      4,
      3,
      ['彼は「は\nい」と\n言った'],
    ],
    [
      'keeps French spaced punctuation with its word',
      'fr',
      'Tu viens ? Oui ! Allons-y',
      10,
      3,
      ['Tu viens ?\nOui !\nAllons-y'],
    ],
    [
      'keeps a dialogue line on its own line',
      'en',
      '- Hi.\n- Hello, how are you?',
      42,
      undefined,
      ['- Hi.\n- Hello, how are you?'],
    ],
    [
      'breaks Thai between words, never inside one',
      'th',
      'สวัสดีครับ วันนี้อากาศดีมากเลย',
      12,
      undefined,
      ['สวัสดีครับ วันนี้\nอากาศดีมากเลย'],
    ],
    [
      'breaks Korean at spaces',
      'ko',
      '안녕하세요 오늘 날씨가 정말 좋네요',
      10,
      undefined,
      ['안녕하세요 오늘\n날씨가 정말 좋네요'],
    ],
    ['breaks a run of emoji in Chinese', 'zh', '😀😀😀😀😀😀', 2, 1, ['😀😀', '😀😀', '😀😀']],
    ['breaks a run of flags in Chinese between flags', 'zh', '🇯🇵🇫🇷🇩🇪🇨🇳', 2, 1, ['🇯🇵🇫🇷', '🇩🇪🇨🇳']],
    [
      'breaks between emoji with skin tones and ZWJ families, never inside one',
      'ja',
      '👍🏽👨\u200D👩\u200D👧👍🏽',
      1,
      1,
      ['👍🏽', '👨\u200D👩\u200D👧', '👍🏽'],
    ],
    [
      'counts a flag and a family as one character each',
      'zh',
      '好🇯🇵👨\u200D👩\u200D👧',
      3,
      1,
      ['好🇯🇵👨\u200D👩\u200D👧'],
    ],
    [
      'keeps a run of emoji whole in English, like a word',
      'en',
      'Wow 😀😀😀😀😀😀',
      3,
      1,
      ['Wow', '😀😀😀😀😀😀'],
    ],
  ])('%s', (_, lang, text, maxChars, maxLines, expected) => {
    const options = {
      lang,
      ...(maxChars > 0 ? { maxChars } : {}),
      ...(maxLines === undefined ? {} : { maxLines }),
    };
    expect(texts(reflow([cue(text)], options))).toEqual(expected);
  });

  it('never splits a surrogate pair or a character from its combining mark', () => {
    const text = '𠮷𠮷𠮷か\u3099き\u3099葛\u{E0100}葛';
    const out = reflow([cue(text)], { lang: 'ja', maxChars: 1, maxLines: 1 });
    expect(texts(out)).toEqual(['𠮷', '𠮷', '𠮷', 'か\u3099', 'き\u3099', '葛\u{E0100}', '葛']);
  });

  it('keeps cues without visible text as they are', () => {
    const input = [cue(''), cue('<i></i>'), cue('  \n ')];
    expect(reflow(input, { lang: 'en' })).toEqual(input);
  });

  it.each([
    [{ maxChars: 0 }],
    [{ maxChars: 1.5 }],
    [{ maxChars: NaN }],
    [{ maxLines: 0 }],
    [{ maxLines: Infinity }],
  ])('refuses %j with a RangeError', (options) => {
    expect(() => reflow([], { lang: 'en', ...options })).toThrow(RangeError);
  });

  it.each<[string, unknown]>([
    ['no options', undefined],
    ['no language', {}],
    ['a language that is not a string', { lang: null }],
  ])('refuses %s with a TypeError that asks for the language', (_, options) => {
    expect(() => reflow([cue('Hello')], options as ReflowOptions)).toThrow(TypeError);
    expect(() => reflow([cue('Hello')], options as ReflowOptions)).toThrow(/needs options\.lang/);
  });
});

describe('reflow: markup', () => {
  it.each([
    [
      'closes a tag where a cue is cut and opens it again in the next',
      '<i>one two three four</i>',
      ['<i>one two</i>', '<i>three four</i>'],
    ],
    [
      'keeps tags that open and close within a cue, and entities as written',
      '<b>one</b> two &amp; three <u>four</u>',
      ['<b>one</b> two &amp;', 'three <u>four</u>'],
    ],
    [
      'reopens a voice and a class with their annotation',
      '<v Bob><c.loud>one two three',
      ['<v Bob><c.loud>one two</c></v>', '<v Bob><c.loud>three'],
    ],
    [
      'puts a closing tag at a cut with the text before it and an opening tag with the text after',
      'one two</i> <b>three four',
      ['one two</i>', '<b>three four'],
    ],
  ])('%s', (_, text, expected) => {
    expect(texts(reflow([cue(text)], { lang: 'en', maxChars: 10, maxLines: 1 }))).toEqual(expected);
  });

  it('turns a line break next to markup into a space without losing the markup', () => {
    expect(texts(reflow([cue('<i>Hello</i>\n<b>world</b>')], { lang: 'en' }))).toEqual([
      '<i>Hello</i> <b>world</b>',
    ]);
  });
});

describe('reflow: timing and fields', () => {
  it('shares a cue out by characters when it has no words', () => {
    const out = reflow([cue('aaaa bbbb cccccccc', 1000, 5000)], {
      lang: 'en',
      maxChars: 8,
      maxLines: 1,
    });
    expect(out.map(({ start, end }) => [start, end])).toEqual([
      [1000, 2000],
      [2000, 3000],
      [3000, 5000],
    ]);
  });

  it('times new cues by their words', () => {
    const input: Cue = {
      start: 0,
      end: 3000,
      text: 'one two three four',
      words: [
        { text: 'one', start: 100, end: 400 },
        { text: ' two', start: 500, end: 900 },
        { text: ' three', start: 1200, end: 1600 },
        { text: ' four', start: 1700, end: 2900, confidence: 0.8 },
      ],
    };
    expect(reflow([input], { lang: 'en', maxChars: 9, maxLines: 1 })).toEqual([
      {
        start: 100,
        end: 900,
        text: 'one two',
        words: [
          { text: 'one', start: 100, end: 400 },
          { text: ' two', start: 500, end: 900 },
        ],
      },
      {
        start: 1200,
        end: 1600,
        text: 'three',
        words: [{ text: ' three', start: 1200, end: 1600 }],
      },
      {
        start: 1700,
        end: 2900,
        text: 'four',
        words: [{ text: ' four', start: 1700, end: 2900, confidence: 0.8 }],
      },
    ]);
  });

  it('cuts a word shared by two cues where its characters divide', () => {
    const input: Cue = {
      start: 0,
      end: 4000,
      text: '我们今天',
      words: [
        { text: '我们今', start: 0, end: 3000 },
        { text: '天', start: 3000, end: 4000 },
      ],
    };
    expect(reflow([input], { lang: 'zh', maxChars: 2, maxLines: 1 })).toEqual([
      { start: 0, end: 2000, text: '我们', words: [{ text: '我们', start: 0, end: 2000 }] },
      {
        start: 2000,
        end: 4000,
        text: '今天',
        words: [
          { text: '今', start: 2000, end: 3000 },
          { text: '天', start: 3000, end: 4000 },
        ],
      },
    ]);
  });

  it('falls back to characters when the words do not spell the text', () => {
    const input: Cue = {
      start: 0,
      end: 2000,
      text: 'aaaa bbbb',
      words: [{ text: 'something else', start: 0, end: 500 }],
    };
    const out = reflow([input], { lang: 'en', maxChars: 4, maxLines: 1 });
    expect(out.map(({ start, end, words }) => [start, end, words])).toEqual([
      [0, 1000, undefined],
      [1000, 2000, undefined],
    ]);
  });

  it('keeps speaker, style and settings, gives new cues no id, and keeps the id of a cue left whole', () => {
    const settings = assSettings({ raw: 'x' });
    const input: Cue[] = [
      {
        id: '7',
        start: 0,
        end: 2000,
        text: 'one two three',
        speaker: 'Ann',
        style: 'Top',
        settings,
      },
      { id: '8', start: 2000, end: 3000, text: 'four', speaker: 'Bob' },
    ];
    const before = structuredClone(input);
    const out = reflow(input, { lang: 'en', maxChars: 7, maxLines: 1 });
    expect(out).toEqual([
      { start: 0, end: 1091, text: 'one two', speaker: 'Ann', style: 'Top', settings },
      { start: 1091, end: 2000, text: 'three', speaker: 'Ann', style: 'Top', settings },
      { id: '8', start: 2000, end: 3000, text: 'four', speaker: 'Bob' },
    ]);
    expect(input).toEqual(before);
  });
});

const LATIN_WORDS = [
  'a',
  'I',
  'the',
  'cat',
  'sat.',
  'on,',
  'mat!',
  'über',
  'naïve',
  'Straße',
  'internationalization',
  'why?',
  'c\u0327a',
];
const OTHER_WORDS = [
  'привет,',
  'мир.',
  'γεια',
  'σου;',
  '안녕하세요',
  '날씨가',
  'مرحبا',
  'بالعالم،',
  'नमस्ते',
  'दुनिया।',
];
const CJK_PIECES = [
  '今',
  '天',
  '气',
  '很',
  '好',
  '，',
  '。',
  '我们',
  '「',
  '」',
  'ちょっと',
  'ー',
  '𠮷',
  'iPhone',
  ' ',
  '\n',
  '😀',
  '🇯🇵',
  '👨\u200D👩\u200D👧',
  '👍🏿',
  'か\u3099',
  '？',
  'extraordinarily',
];
const THAI_PIECES = ['สวัสดี', 'ครับ', ' ', 'วันนี้', 'อากาศ', 'ดี', 'มาก', 'เลย', 'ที่นี่'];

function spacedText(words: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(' ', ' ', ' ', '\n', '  ')), {
      minLength: 1,
      maxLength: 40,
    })
    .map((pairs) => pairs.map(([word, space], i) => (i === 0 ? word : space + word)).join(''));
}

function unspacedText(pieces: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 60 })
    .map((parts) => parts.join(''));
}

const removeSpace = (text: string): string => text.replace(/\s+/g, '');
const visibleWords = (cues: readonly Cue[]): string[] =>
  cues.flatMap((c) =>
    removeTags(c.text)
      .split(/\s+/)
      .filter((word) => word !== ''),
  );

const limits = fc.record({
  maxChars: fc.integer({ min: 1, max: 50 }),
  maxLines: fc.integer({ min: 1, max: 3 }),
});

describe('reflow: properties', () => {
  it.each([
    ['en', LATIN_WORDS],
    ['de', LATIN_WORDS],
    ['ru', OTHER_WORDS],
    ['ko', OTHER_WORDS],
    ['ar', OTHER_WORDS],
    ['hi', OTHER_WORDS],
  ])('%s: keeps every word in order, within maxChars and maxLines', (lang, words) => {
    fc.assert(
      fc.property(
        spacedText(words),
        limits,
        fc.nat(100_000),
        fc.nat(20_000),
        (text, { maxChars, maxLines }, start, length) => {
          const input = [cue(text, start, start + length)];
          const out = reflow(input, { lang, maxChars, maxLines });
          expect(visibleWords(out)).toEqual(visibleWords(input));
          for (const c of out) {
            const lines = c.text.split('\n');
            expect(lines.length).toBeLessThanOrEqual(maxLines);
            for (const line of lines) {
              expect(line).toBe(line.trim());
              // Only a single word may run past maxChars.
              if (textLength(line) > maxChars) expect(line).not.toMatch(/\s/);
            }
          }
          checkTiming(input[0] as Cue, out);
        },
      ),
    );
  });

  it.each([
    ['zh', CJK_PIECES],
    ['ja', CJK_PIECES],
    ['yue(written)', CJK_PIECES],
    ['th', THAI_PIECES],
  ])('%s: keeps every character in order, within maxChars and maxLines', (lang, pieces) => {
    fc.assert(
      fc.property(unspacedText(pieces), limits, (text, { maxChars, maxLines }) => {
        // A cue with no visible text is left as it is.
        fc.pre(text.trim() !== '');
        const input = [cue(text, 500, 9500)];
        const out = reflow(input, { lang, maxChars, maxLines });
        expect(removeSpace(out.map((c) => c.text).join(''))).toBe(removeSpace(text));
        // Every line is made of whole grapheme clusters of the input.
        const inputClusters = new Set(graphemeClusters(text));
        for (const line of out.flatMap((c) => c.text.split('\n'))) {
          for (const cluster of graphemeClusters(line)) {
            // A line break of the input may come out as a space.
            if (cluster !== ' ') expect(inputClusters).toContain(cluster);
          }
        }
        out.forEach((c, index) => {
          expect(c.text).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
          const lines = c.text.split('\n');
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          lines.forEach((line, lineIndex) => {
            // Closing punctuation may open a line only where the text itself opens with it.
            if (index > 0 || lineIndex > 0) expect(line).not.toMatch(/^[，。」？ー]/);
            // Past maxChars only with one piece that may not be broken (a Latin word, a Thai
            // word, a character with the punctuation that may not leave it).
            if (textLength(line) > maxChars) {
              expect(splitUnits(line, true).glued.slice(1).every(Boolean)).toBe(true);
            }
          });
        });
        checkTiming(input[0] as Cue, out);
      }),
    );
  });

  it('keeps tags balanced in every cue', () => {
    const tagged = fc
      .array(
        fc.tuple(
          fc.constantFrom('one', 'two', 'three', 'four', 'five'),
          fc.constantFrom('i', 'b', 'u', ''),
        ),
        {
          minLength: 1,
          maxLength: 20,
        },
      )
      .map((words) =>
        words.map(([word, tag]) => (tag ? `<${tag}>${word} ${word}</${tag}>` : word)).join(' '),
      );
    fc.assert(
      fc.property(tagged, limits, (text, { maxChars, maxLines }) => {
        const out = reflow([cue(text)], { lang: 'en', maxChars, maxLines });
        expect(visibleWords(out)).toEqual(visibleWords([cue(text)]));
        for (const c of out) {
          for (const name of ['i', 'b', 'u']) {
            expect(c.text.split(`<${name}>`).length).toBe(c.text.split(`</${name}>`).length);
          }
        }
      }),
    );
  });
});

/** Cut cues follow each other without overlap and fill the cue they came from. */
function checkTiming(input: Cue, out: readonly Cue[]): void {
  expect(out[0]?.start).toBe(input.start);
  expect(out.at(-1)?.end).toBe(input.end);
  for (let i = 0; i < out.length; i++) {
    const c = out[i] as Cue;
    expect(c.end).toBeGreaterThanOrEqual(c.start);
    if (i > 0) expect(c.start).toBe(out[i - 1]?.end);
  }
}

describe('reflow: words', () => {
  const timedWords = (pieces: string[], joiner: string) =>
    fc
      .array(fc.tuple(fc.constantFrom(...pieces), fc.nat(500), fc.nat(800)), {
        minLength: 1,
        maxLength: 30,
      })
      .map((list) => {
        let time = 1000;
        const words = list.map(([text, pause, length], i) => {
          const start = time + pause;
          time = start + length;
          return { text: i === 0 ? text : joiner + text, start, end: time };
        });
        const cueEnd = time + 200;
        return {
          start: 1000,
          end: cueEnd,
          text: words.map((w) => w.text).join(''),
          words,
        } satisfies Cue;
      });

  it.each([
    ['en', LATIN_WORDS, ' '],
    ['zh', ['我们', '今天', '去', '公园', '。', '好吗', '？', '𠮷'], ''],
  ])(
    '%s: every new cue is timed by the words it holds, which spell its text',
    (lang, pieces, joiner) => {
      fc.assert(
        fc.property(timedWords(pieces, joiner), limits, (input, { maxChars, maxLines }) => {
          const out = reflow([input], { lang, maxChars, maxLines });
          if (out.length === 1) {
            expect(out[0]?.words).toEqual(input.words);
            return;
          }
          expect(
            out
              .flatMap((c) => c.words ?? [])
              .map((w) => w.text)
              .join(''),
          ).toBe(input.words.map((w) => w.text).join(''));
          let previousEnd = input.start;
          for (const c of out) {
            const words = c.words ?? [];
            expect(removeSpace(words.map((w) => w.text).join(''))).toBe(removeSpace(c.text));
            expect(c.start).toBe(words[0]?.start);
            expect(c.end).toBe(words.at(-1)?.end);
            expect(c.start).toBeGreaterThanOrEqual(previousEnd);
            expect(c.end).toBeGreaterThanOrEqual(c.start);
            for (const w of words) expect(w.end).toBeGreaterThanOrEqual(w.start);
            previousEnd = c.end;
          }
        }),
      );
    },
  );
});
