import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../engine-error.js';
import { fromHtmlBatch, toHtmlBatch } from './html-batch.js';

describe('Apertium HTML batches', () => {
  it('gives back every line as it went in when the pair changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 30 }), (lines) => {
        const sent = lines.map((line) => line.trim().replace(/\s+/g, ' '));
        expect(fromHtmlBatch(toHtmlBatch(sent), sent.length)).toEqual(sent);
      }),
    );
  });

  it.each([
    { html: '<p> Hola &amp; adiós  amigos. </p>\n', lines: ['Hola & adiós amigos.'] },
    {
      html: '<p>a &lt;b&gt; &quot;c&quot; &#39;d&#39; 🎉</p>',
      lines: ['a <b> "c" \'d\' 🎉'],
    },
    { html: '<p>dice &amp;quot;</p>', lines: ['dice &quot;'] },
    { html: '<p>Veo el perro. \n El gato.</p><p></p>', lines: ['Veo el perro.\nEl gato.', ''] },
  ])('reads $html', ({ html, lines }) => {
    expect(fromHtmlBatch(html, lines.length)).toEqual(lines);
  });

  it('sends cue text as HTML with its italic, bold and underline, and reads it back as cue text', () => {
    const lines = ['<i>Hello</i> &amp; <b>good <u>bye</u></b>', 'a &lt;p&gt; b', '<I>old</I>'];
    const html = toHtmlBatch(lines, true);
    expect(html).toBe(
      '<p><i>Hello</i> &amp; <b>good <u>bye</u></b></p>\n<p>a &lt;p&gt; b</p>\n<p><i>old</i></p>\n',
    );
    expect(fromHtmlBatch(html, 3, true)).toEqual([lines[0], lines[1], '<i>old</i>']);
  });

  it('reads an answer whose tags Apertium moved as balanced cue text', () => {
    expect(
      fromHtmlBatch(
        '<p> <i> Veo</i> el <b>perro &quot;</i></b>.</p><p><u>grande </u>.</p>',
        2,
        true,
      ),
    ).toEqual(['<i>Veo</i> el <b>perro "</b>.', '<u>grande </u>.']);
  });

  it.each([
    { html: '<p>one two</p>\n<p>three</p>', expected: 3 },
    { html: '<p>one</p><p>two</p><p>three</p>', expected: 2 },
    { html: '', expected: 1 },
  ])('refuses $expected lines that came back otherwise', ({ html, expected }) => {
    let failure: unknown;
    try {
      fromHtmlBatch(html, expected);
    } catch (error) {
      failure = error;
    }
    expect(isEngineError(failure, 'translation-mismatch')).toBe(true);
  });
});
