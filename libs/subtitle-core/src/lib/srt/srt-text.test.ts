import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripTags } from '../core/markup.js';
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
  ])('%j -> %j', (raw, cueText) => {
    expect(srtTextToCueText(raw)).toBe(cueText);
  });

  it('writing and reading again keeps the visible text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'<>&;#x1ampltgibu/ \n'.split('')) }),
        (raw) => {
          const cueText = srtTextToCueText(raw);
          expect(stripTags(srtTextToCueText(cueTextToSrtText(cueText)))).toBe(stripTags(cueText));
        },
      ),
      { numRuns: 500 },
    );
  });
});
