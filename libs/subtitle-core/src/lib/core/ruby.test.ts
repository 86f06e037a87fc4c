import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeTags } from './markup.js';
import { rubyAsText } from './ruby.js';

describe('rubyAsText', () => {
  it.each([
    ['one base and reading', '<ruby>漢<rt>kan</rt></ruby>', '漢(kan)'],
    ['several in one ruby', '<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>', '漢(kan)字(ji)'],
    ['a reading left open until </ruby>', '<ruby>漢<rt>kan</ruby>です', '漢(kan)です'],
    ['a reading left open until the end', '<ruby>漢<rt>kan', '漢(kan)'],
    ['classes and other markup kept', '<i><ruby.x>漢<rt.y>kan</rt></ruby></i>', '<i>漢(kan)</i>'],
    ['an empty reading dropped', '<ruby>漢<rt></rt></ruby>', '漢'],
    ['<rt> outside a ruby left alone', 'a<rt>b</rt>', 'a<rt>b</rt>'],
    ['text without ruby unchanged', '<i>a</i> (b)', '<i>a</i> (b)'],
    ['a reading with references', '<ruby>A&amp;B<rt>a &lt; b</rt></ruby>', 'A&amp;B(a &lt; b)'],
    ['lines', '<ruby>漢<rt>kan</rt></ruby>\n<ruby>字<rt>ji</rt></ruby>', '漢(kan)\n字(ji)'],
  ])('%s', (_, text, expected) => {
    expect(rubyAsText(text)).toBe(expected);
  });

  // Cue text as tags and escaped text: a raw '<' in text would not be cue text.
  const piece = fc.constantFrom(
    '<ruby>',
    '</ruby>',
    '<rt>',
    '</rt>',
    '<ruby.x>',
    '<i>',
    '</i>',
    '<v Bob>',
    '漢',
    'a',
    ' ',
    '\n',
    '&amp;',
  );
  const cueText = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''));

  it('keeps every character a viewer reads, in order, adding only parentheses', () => {
    fc.assert(
      fc.property(cueText, (text) => {
        expect(removeTags(rubyAsText(text)).replace(/[()]/g, '')).toBe(removeTags(text));
      }),
    );
  });

  it('leaves no ruby start tag and balanced parentheses', () => {
    fc.assert(
      fc.property(cueText, (text) => {
        const out = rubyAsText(text);
        expect(out).not.toMatch(/<ruby/);
        let depth = 0;
        for (const char of out) {
          if (char === '(') depth++;
          if (char === ')') depth--;
          expect(depth === 0 || depth === 1).toBe(true);
        }
        expect(depth).toBe(0);
      }),
    );
  });
});
