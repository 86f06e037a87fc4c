import { parseCueText, stripTags } from '@captio/subtitle-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simpleMarkup, tidyMarkup } from './simple-markup.js';

/** Every tag opened is closed, innermost first, and nothing else is a tag. */
function isBalanced(markup: string): boolean {
  const open: string[] = [];
  for (const [tag] of markup.matchAll(/<[^>]*>/g)) {
    const match = /^<(\/?)([ibu])>$/.exec(tag);
    if (!match) return false;
    if (match[1] === '') open.push(match[2] ?? '');
    else if (open.pop() !== match[2]) return false;
  }
  return open.length === 0;
}

describe('simple markup', () => {
  it.each([
    ['<i>Hello</i> there', '<i>Hello</i> there'],
    ['<I>Old</I> <B>tools</B>', '<i>Old</i> <b>tools</b>'],
    ['<i>left open', '<i>left open</i>'],
    ['<b>a <i>b</b> c</i>', '<b>a <i>b c</i></b>'],
    ['<font color="red">red</font> &amp; <u>under</u>', 'red &amp; <u>under</u>'],
    ['<v Bob><i.loud>Hi</i> <c.x>you</c></v>', '<i>Hi</i> you'],
    ['a <i> </i>b<b></b>', 'a  b'],
    ['Tom &amp; Jerry &lt;3 &quot;', 'Tom &amp; Jerry &lt;3 "'],
    ['<i>two\nlines</i><00:00:01.000>', '<i>two\nlines</i>'],
  ])('keeps italic, bold and underline of %j', (text, markup) => {
    expect(simpleMarkup(text)).toBe(markup);
  });

  it('shows the text stripTags reads, with balanced tags, whatever the cue text', () => {
    const piece = fc.oneof(
      fc.constantFrom('<i>', '</i>', '<b>', '</b>', '<u>', '</u>', '<c.x>', '</c>', ' ', '\n'),
      fc.constantFrom('&amp;', '&lt;', '&gt;', '<v Ann>', '</v>', '<00:00:01.000>'),
      fc.string({ unit: fc.constantFrom('a', 'é', '🎉', ' ') }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const markup = simpleMarkup(text);
        expect(isBalanced(markup)).toBe(true);
        expect(stripTags(markup)).toBe(stripTags(text));
        expect(simpleMarkup(markup)).toBe(markup);
      }),
    );
  });

  it('does not overflow the stack on thousands of unclosed tags', () => {
    const deep = '<i><b>'.repeat(20_000) + 'deep';
    expect(stripTags(simpleMarkup(deep))).toBe('deep');
  });

  it.each([
    ['<p> <i> Veo</i> el <b>perro</b>.  </p>', '<i>Veo</i> el <b>perro</b>.'],
    ['a <i> b</i>  c', 'a <i>b</i> c'],
    ['<i>one </i>\n two', '<i>one</i>\ntwo'],
    ['Casa-a <i></i><b>s</b> &quot;x&quot;', 'Casa-a <b>s</b> "x"'],
    ['  <b>\t</b>  ', ''],
  ])('tidies the spacing of an answer %j across its tags', (answer, markup) => {
    expect(tidyMarkup(answer)).toBe(markup);
  });

  it('tidies the text of an answer as its plain answer is tidied', () => {
    const tidyPlain = (text: string) =>
      text
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/ *\n */g, '\n')
        .trim();
    const piece = fc.oneof(
      fc.constantFrom('<i>', '</i>', '<b>', '</b>', ' ', '  ', '\t', '\n', ' \n '),
      fc.string({ unit: fc.constantFrom('a', '🎉', ' ', '\t', '\n') }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const answer = pieces.join('');
        const markup = tidyMarkup(answer);
        expect(isBalanced(markup)).toBe(true);
        expect(stripTags(markup)).toBe(tidyPlain(stripTags(answer)));
        expect(parseCueText(markup)).toEqual(parseCueText(simpleMarkup(markup)));
      }),
    );
  });
});
