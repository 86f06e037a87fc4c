import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueTextToAssText } from '../ass/ass-markup.js';
import { readVisibleText } from '../reflow/visible-text.js';
import { cueTextToSrtText, srtTextToCueText } from '../srt/srt-text.js';
import {
  CHARACTER_REFERENCE,
  decodeCharacterReferences,
  referenceLength,
} from './character-references.js';
import { escapeCueText, removeTags } from './markup.js';

// The HTML numeric reference rules (WHATWG "numeric character reference end state").
const CASES: Array<[string, string, string]> = [
  ['NUL', '&#0;', '\uFFFD'],
  ['NUL in hex', '&#x0;', '\uFFFD'],
  ['a high surrogate', '&#xD800;', '\uFFFD'],
  ['a low surrogate', '&#57343;', '\uFFFD'],
  ['past U+10FFFF', '&#99999999;', '\uFFFD'],
  ['far past U+10FFFF', `&#x${'F'.repeat(40)};`, '\uFFFD'],
  ['U+10FFFF itself', '&#x10FFFF;', '\u{10FFFF}'],
  ['128 as Windows-1252 (euro sign)', '&#128;', '\u20AC'],
  ['0x92 as Windows-1252', '&#x92;', '\u2019'],
  ['0x9F as Windows-1252', '&#159;', '\u0178'],
  ['0x81, which Windows-1252 leaves undefined, as itself', '&#129;', '\u0081'],
  ['0xA0, past the Windows-1252 range', '&#160;', '\u00A0'],
  ['an emoji', '&#x1F600;', '😀'],
  ['an upper-case X', '&#X41;', 'A'],
  ['leading zeros', '&#00065;', 'A'],
  [
    'every named reference',
    '&amp;&lt;&gt;&nbsp;&lrm;&rlm;&quot;&apos;',
    '&<>\u00A0\u200E\u200F"\'',
  ],
  ['a name in the wrong case, as written', '&Amp; &LT; &NBSP;', '&Amp; &LT; &NBSP;'],
  ['an unknown name, as written', '&copy; &bogus;', '&copy; &bogus;'],
  ['no semicolon, as written', 'AT&T &#65 &amp', 'AT&T &#65 &amp'],
  ['no digits, as written', '&#; &#x;', '&#; &#x;'],
];

describe('decodeCharacterReferences', () => {
  it.each(CASES)('decodes %s', (_, text, decoded) => {
    expect(decodeCharacterReferences(text)).toBe(decoded);
  });
});

describe('every reader of character references decodes them alike', () => {
  it.each(CASES)('removeTags: %s', (_, text, decoded) => {
    expect(removeTags(`<i>${text}</i>`)).toBe(decoded);
  });

  it.each(CASES)('readVisibleText: %s', (_, text, decoded) => {
    expect(readVisibleText(text).text).toBe(decoded);
  });

  it.each(CASES)('SubRip writing: %s', (_, text, decoded) => {
    expect(cueTextToSrtText(text)).toBe(decoded);
  });

  it.each(CASES)('ASS writing: %s', (_, text, decoded) => {
    expect(cueTextToAssText(text)).toBe(decoded.replaceAll('\u00A0', '\\h'));
  });

  it.each(CASES)('SubRip reading keeps only what decodes: %s', (_, text, decoded) => {
    expect(removeTags(srtTextToCueText(text))).toBe(decoded);
  });
});

describe('referenceLength', () => {
  it.each([
    ['&amp;', 0, 5],
    ['x&#65;y', 1, 5],
    ['&#x1F600;', 0, 9],
    ['&Amp;', 0, 0],
    ['&amp', 0, 0],
    ['&#65', 0, 0],
    ['&#x;', 0, 0],
    ['&;', 0, 0],
  ])('%j at %i is %i long', (text, at, length) => {
    expect(referenceLength(text, at)).toBe(length);
  });

  it('agrees with CHARACTER_REFERENCE at every "&"', () => {
    const sticky = new RegExp(CHARACTER_REFERENCE.source, 'y');
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'&#;xXaAmpltgbs0179DfF '.split('')) }),
        (text) => {
          for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1)) {
            sticky.lastIndex = at;
            expect(referenceLength(text, at)).toBe(sticky.exec(text)?.[0].length ?? 0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('numeric references', () => {
  // Code points a reference gives as themselves: not NUL, C1 (Windows-1252) or a surrogate.
  const plainCodePoint = fc
    .integer({ min: 1, max: 0x10ffff })
    .filter((cp) => !(cp >= 0x80 && cp <= 0x9f) && !(cp >= 0xd800 && cp <= 0xdfff));

  it('give the code point they name, in decimal and in hex', () => {
    fc.assert(
      fc.property(plainCodePoint, (cp) => {
        const char = String.fromCodePoint(cp);
        expect(decodeCharacterReferences(`&#${cp};`)).toBe(char);
        expect(decodeCharacterReferences(`&#x${cp.toString(16)};`)).toBe(char);
      }),
    );
  });

  it('never give NUL, a lone surrogate or a character past Unicode', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 70n }), (n) => {
        const decoded = decodeCharacterReferences(`&#${n};&#x${n.toString(16)};`);
        const codePoints = [...decoded].map((char) => char.codePointAt(0) ?? 0);
        expect(codePoints).toHaveLength(2);
        for (const cp of codePoints) {
          expect(cp).not.toBe(0);
          expect(cp >= 0xd800 && cp <= 0xdfff).toBe(false);
        }
      }),
    );
  });
});

describe('escaped text', () => {
  it('decodes back to itself', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(decodeCharacterReferences(escapeCueText(text))).toBe(text);
      }),
    );
  });
});
