import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCueText, removeTags } from '../core/markup.js';
import { cueTextToSrtText, srtTextToCueText } from './srt-text.js';

describe('srtTextToCueText', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<i>kept</i> <B>kept</B> <u>kept</u>', '<i>kept</i> <B>kept</B> <u>kept</u>'],
    ['<font color="#ff0000">red</font>', '<font color="#ff0000">red</font>'],
    ['a < b > c', 'a &lt; b > c'],
    ['I <3 you', 'I &lt;3 you'],
    ['<bob>', '&lt;bob>'],
    ['<i\n>', '&lt;i\n>'],
    ['<fontx>', '&lt;fontx>'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['&amp; &lt; &#65; &#x41; &nbsp;', '&amp; &lt; &#65; &#x41; &nbsp;'],
    ['&#; &#x; &bogus; &#12a;', '&amp;#; &amp;#x; &amp;bogus; &amp;#12a;'],
    ['<\u2060tag> <\u2060i>', '&lt;tag> &lt;i>'],
  ])('%j -> %j', (raw, cueText) => {
    expect(srtTextToCueText(raw)).toBe(cueText);
  });

  it('writing and reading again keeps the visible text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'<>&;#x1ampltgibu/ \n'.split('')) }),
        (raw) => {
          const cueText = srtTextToCueText(raw);
          expect(removeTags(srtTextToCueText(cueTextToSrtText(cueText)))).toBe(removeTags(cueText));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('cueTextToSrtText', () => {
  it.each([
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['AT&amp;T', 'AT&T'],
    // The visible text is "&amp;" and "&lt;3": read back, SubRip would decode them.
    ['Fish &amp;amp; Chips &amp;lt;3', 'Fish &amp;amp; Chips &amp;lt;3'],
    ['&amp;#38; &amp;#x26;', '&amp;#38; &amp;#x26;'],
    ['&#38;amp;', '&amp;amp;'],
    // A '<' a player would take for a tag gets a word joiner after it: shown, not hidden.
    ['&lt;i&gt;not italic&lt;/i&gt;', '<\u2060i>not italic<\u2060/i>'],
    ['&amp; &lt;tag&gt; &lt;br&gt;', '& <\u2060tag> <\u2060br>'],
    ['x &lt; 5, I &lt;3 you', 'x < 5, I <3 you'],
  ])('%j -> %j', (cueText, raw) => {
    expect(cueTextToSrtText(cueText)).toBe(raw);
  });

  it('any visible text reads back the same from SubRip', () => {
    fc.assert(
      fc.property(
        // Pieces of references and tags, so that they meet often.
        fc
          .array(fc.constantFrom('&', 'amp;', 'lt;', '#38;', '#x26;', '<', 'i>', '/', 'x', ' '))
          .map((pieces) => pieces.join('')),
        (visible) => {
          const written = cueTextToSrtText(escapeCueText(visible));
          expect(removeTags(srtTextToCueText(written))).toBe(visible);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
