import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeClusters } from './graphemes.js';
import { textLength } from './text-length.js';

describe('textLength', () => {
  it.each([
    ['', 0],
    ['Hello, world!', 13],
    ['two\nlines', 8],
    ['crlf\r\n', 4],
    ['你好，世界', 5],
    ['こんにちは', 5],
    ['안녕하세요 세계', 8],
    ['caf\u00e9', 4],
    ['cafe\u0301', 4],
    ['\u{20BB7}野家', 3],
    ['😀 ok', 4],
    ['ภาษาไทย', 7],
    ['ที่นี่', 2],
    // न म स्ते: a conjunct is one cluster (Unicode 15.1, ICU 74 and later, as in Node 24).
    ['नमस्ते', 3],
    ['👨\u200D👩\u200D👧', 1],
    ['👨\u200D👩\u200D👧\u200D👦 ok', 4],
    ['🇫🇷🇩🇪', 2],
    ['👍🏽', 1],
    ['1\uFE0F\u20E3', 1],
    ['❤\uFE0F', 1],
    ['กำ', 1],
    ['\u1100\u1161\u11A8', 1],
    ['\u0301a', 1],
    ['字\r\n字', 2],
    ['e\u0301\u0302', 1],
    ['a\u200Bb\u200Dc', 3],
    ['\u200Fשלום', 4],
    ['co\u00ADop', 4],
    ['\u00A0', 1],
  ])('%j has %i visible characters', (text, length) => {
    expect(textLength(text)).toBe(length);
  });

  it('counts characters below U+0300 one each, as grapheme clusters do', () => {
    // The fast path for such text must agree with counting clusters.
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0, max: 0x2ff }).map((code) => String.fromCharCode(code)),
        }),
        (text) => {
          const visible = graphemeClusters(text).filter((cluster) =>
            /[^\p{M}\p{Cf}\n\r]/u.test(cluster),
          );
          expect(textLength(text)).toBe(visible.length);
        },
      ),
    );
  });

  it('counts the clusters of any text that show something', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const unit = fc.oneof(
      fc.constantFrom(...'a\r\n字か\u3099\u0301👍\u{1F3FD}\u200D🇯🇵\u00AD\u200B\u{20BB7}'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(
        fc.array(unit).map((units) => units.join('')),
        (text) => {
          const shown = Array.from(segmenter.segment(text), (piece) => piece.segment).filter(
            (cluster) => /[^\p{M}\p{Cf}\n\r]/u.test(cluster),
          );
          expect(textLength(text)).toBe(shown.length);
        },
      ),
    );
  });

  it('counts a run of emoji or flags one a picture', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('😀', '🇯🇵', '👨\u200D👩\u200D👧', '👍🏿', '字')),
        (pictures) => {
          expect(textLength(pictures.join(''))).toBe(pictures.length);
        },
      ),
    );
  });

  it('counts a lone surrogate as one character rather than failing', () => {
    expect(textLength('a\uD800b')).toBe(3);
    expect(textLength('a\uDC00')).toBe(2);
  });
});
