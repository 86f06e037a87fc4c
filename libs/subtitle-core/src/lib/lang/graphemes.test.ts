import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approximateGraphemeClusters, graphemeClusters } from './graphemes.js';

const COMMON = [
  ['plain', 'abc'],
  ['CR LF', 'a\r\nb'],
  ['a combining accent', 'cafe\u0301'],
  ['a variation selector', '❤\uFE0F!'],
  ['a skin tone', '👍🏽👍'],
  ['a family', '👨\u200D👩\u200D👧x'],
  ['flags', '🇫🇷🇩🇪🇯'],
  ['a keycap', '1\uFE0F\u20E3'],
  ['a subdivision flag', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
  ['Chinese', '你好'],
  ['Thai tone marks', 'ที่นี่'],
] as const;

describe('graphemeClusters', () => {
  it.each<[string, string, string[]]>([
    ['an emoji run', '😀😀😀', ['😀', '😀', '😀']],
    ['a family', '👨\u200D👩\u200D👧!', ['👨\u200D👩\u200D👧', '!']],
    ['flags', '🇫🇷🇩🇪', ['🇫🇷', '🇩🇪']],
    ['an accented letter', 'e\u0301x', ['e\u0301', 'x']],
    ['CR LF', 'a\r\nb', ['a', '\r\n', 'b']],
  ])('splits %s', (_, text, expected) => {
    expect(graphemeClusters(text)).toEqual(expected);
  });

  it('gives the text back when joined', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(graphemeClusters(text).join('')).toBe(text);
      }),
    );
  });

  it('agrees with Intl.Segmenter, also where it does without it', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    // Any code point, and characters of the classes that join, mixed with ordinary letters.
    const unit = fc.oneof(
      fc.constantFrom(
        ...'a\r\n字か\u3099ก\u0E33\u0E48\u1100\u1161\u11A8가\u0915\u094D\u0937\u200D\u200C\uFE0F👍\u{1F3FD}🇯🇵\u0600\u0D4E\uFF76\uFF9E\u{E0067}',
      ),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(
        fc.array(unit).map((units) => units.join('')),
        (text) => {
          const expected = Array.from(segmenter.segment(text), (piece) => piece.segment);
          expect(graphemeClusters(text)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('approximateGraphemeClusters (no Intl.Segmenter)', () => {
  it.each(COMMON)('agrees with Intl.Segmenter on %s', (_, text) => {
    expect(approximateGraphemeClusters(text)).toEqual(graphemeClusters(text));
  });

  it('gives the text back when joined', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(approximateGraphemeClusters(text).join('')).toBe(text);
      }),
    );
  });
});
