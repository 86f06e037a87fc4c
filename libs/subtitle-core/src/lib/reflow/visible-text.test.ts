import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeTags } from '../core/markup.js';
import { rawEndOf, rawStartOf, readVisibleText } from './visible-text.js';

describe('readVisibleText', () => {
  it.each([
    ['plain text', 'Hello', 'Hello', []],
    ['tags', '<i>Hi</i> <c.loud.red>you</c>', 'Hi you', ['open i', 'close i', 'open c', 'close c']],
    ['a voice', '<v Bob>Hi', 'Hi', ['open v']],
    [
      'timestamps and self-closing tags as void',
      'a<00:01.000>b<br/>',
      'ab',
      ['void 00:01', 'void br'],
    ],
    ['references', 'Tom &amp; Jerry &lt;3 &#x1F600;', 'Tom & Jerry <3 😀', []],
    ['a reference beyond Unicode, as U+FFFD', 'a&#99999999;', 'a\uFFFD', []],
    ['a name in the wrong case, as written', 'a&Amp;', 'a&Amp;', []],
  ])('reads %s', (_, raw, text, tags) => {
    const visible = readVisibleText(raw);
    expect(visible.text).toBe(text);
    expect(visible.tags.map((tag) => `${tag.kind} ${tag.name}`)).toEqual(tags);
  });

  it('maps every visible character back to its raw form', () => {
    const visible = readVisibleText('<b>A&amp;B</b> &#x1F600;!');
    const pieces = Array.from({ length: visible.text.length }, (_, k) =>
      visible.raw.slice(rawStartOf(visible, k), rawEndOf(visible, k)),
    );
    expect(pieces).toEqual(['A', '&amp;', 'B', ' ', '&#x1F600;', '', '!']);
  });

  it('reads what removeTags reads', () => {
    const piece = fc.constantFrom(
      'a',
      ' ',
      '\n',
      '<',
      '>',
      '/',
      'i',
      '&',
      'amp;',
      '#x41;',
      '#65;',
      'lt;',
      '<i>',
      '</i>',
      '😀',
      '&#x1F600;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const raw = parts.join('');
        const visible = readVisibleText(raw);
        expect(visible.text).toBe(removeTags(raw));
        for (let k = 0; k < visible.text.length; k++) {
          expect(rawStartOf(visible, k)).toBeLessThanOrEqual(rawEndOf(visible, k));
          if (k > 0)
            expect(rawStartOf(visible, k)).toBeGreaterThanOrEqual(rawEndOf(visible, k - 1) - 0);
        }
      }),
    );
  });
});
