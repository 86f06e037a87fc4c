import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeTags } from '../core/markup.js';
import { contentLines, estimateDuration, plainToCueText } from './plain-text.js';

describe('plainToCueText', () => {
  it.each([
    ['no markup', 'no markup'],
    ['I <3 you', 'I &lt;3 you'],
    ['a <b> c', 'a &lt;b> c'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['&amp; &lt; &#65; &nbsp;', '&amp;amp; &amp;lt; &amp;#65; &amp;nbsp;'],
    ['a <\n> b', 'a &lt;\n> b'],
  ])('escapes every < and &, which any reader of markup could misread: %s', (input, expected) => {
    expect(plainToCueText(input)).toBe(expected);
  });

  it('shows exactly the original text once tags are stripped', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'<>&;#x1ampltgi/ \n'.split('')) }),
        (text) => {
          expect(removeTags(plainToCueText(text))).toBe(text);
        },
      ),
    );
  });
});

describe('estimateDuration', () => {
  it.each([
    ['', 1000],
    ['Hi', 1000],
    ['x'.repeat(30), 2000],
    ['x'.repeat(31), 2067],
  ])('gives "%s" %i ms', (text, ms) => {
    expect(estimateDuration(text)).toBe(ms);
  });
});

describe('contentLines', () => {
  it('trims lines and drops empty ones, whatever the line breaks', () => {
    expect(contentLines('  a \r\n\r\n b\rc\n\u00a0\n')).toEqual(['a', 'b', 'c']);
  });
});
