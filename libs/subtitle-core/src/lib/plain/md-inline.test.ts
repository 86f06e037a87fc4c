import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cueTextToMdLines,
  escapeLineStart,
  escapeMdText,
  mdToCueText,
  readMdSpeaker,
  unescapeMd,
} from './md-inline.js';

describe('cue text to Markdown', () => {
  it.each([
    ['plain', 'plain'],
    ['<i>it</i> and <b>bold</b>', '*it* and **bold**'],
    ['<b><i>both</i></b>', '***both***'],
    ['<i> spaced </i>word', '*spaced* word'],
    ['<u>under</u> <c.yellow>class</c>', 'under class'],
    ['a * b _c_ `d` [e] <f ~g\\', 'a \\* b \\_c\\_ \\`d\\` \\[e] \\<f \\~g\\\\'],
    ['<i>unclosed and </b>stray', 'unclosed and stray'],
    ['<i><b>crossed</i></b>', '**crossed**'],
    ['<i></i><b> </b>empty', 'empty'],
    ['Tom &amp; Jerry &lt;3', 'Tom & Jerry \\<3'],
    ['&amp;amp;', '\\&amp;'],
    ['  padded  ', 'padded'],
  ])('writes %j as %j', (cueLine, md) => {
    expect(cueTextToMdLines(cueLine)).toEqual([md]);
  });

  it.each([
    ['# not a heading', '\\# not a heading'],
    ['- not a list', '\\- not a list'],
    ['+ not a list', '\\+ not a list'],
    ['12) not a list', '12\\) not a list'],
    ['1. not a list', '1\\. not a list'],
    ['> not a quote', '\\> not a quote'],
    ['=== not an underline', '\\=== not an underline'],
    ['plain # - >', 'plain # - >'],
  ])('escapes the start of the Markdown line %j', (line, escaped) => {
    expect(escapeLineStart(line)).toBe(escaped);
  });

  it('writes emphasis that stars cannot say unambiguously as HTML', () => {
    expect(cueTextToMdLines('<i>a<b>b</b></i> <b>c</b>')).toEqual(['<i>a<b>b</b></i> <b>c</b>']);
    expect(mdToCueText('<i>a<b>b</b></i>')).toBe('<i>a<b>b</b></i>');
  });

  it('keeps emphasis across lines and drops empty lines', () => {
    expect(cueTextToMdLines('<i>one\n\n two </i>\nthree')).toEqual(['*one', 'two*', 'three']);
  });
});

describe('Markdown to cue text', () => {
  it.each([
    ['plain', 'plain'],
    ['*it* and **bold**', '<i>it</i> and <b>bold</b>'],
    ['***both***', '<b><i>both</i></b>'],
    ['**a *b* c**', '<b>a <i>b</i> c</b>'],
    ['\\*not\\* \\_this\\_', '*not* _this_'],
    ['\\<tag> \\& x', '&lt;tag> &amp; x'],
    ['snake_case', 'snake_case'],
    ['raw <u>html</u>', 'raw <u>html</u>'],
    ['a\\b', 'a\\b'],
    ['*open', '<i>open'],
  ])('reads %j as %j', (md, cueText) => {
    expect(mdToCueText(md)).toBe(cueText);
  });

  it.each([
    ['**Bob:** hi', { speaker: 'Bob', after: 8 }],
    ['**Bob**: hi', { speaker: 'Bob', after: 8 }],
    ['**Dr\\. Who:**', { speaker: 'Dr. Who', after: 13 }],
    ['**Bob:**hi', null],
    ['**10:** hi', null],
    ['**bold** text', null],
    ['*Bob:* hi', null],
  ])('reads the speaker prefix of %j', (line, expected) => {
    expect(readMdSpeaker(line)).toEqual(expected);
  });

  it('unescapes plain text', () => {
    expect(unescapeMd('Dr\\. \\*Who\\* \\q')).toBe('Dr. *Who* \\q');
  });

  it('gives back any text it escaped', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(unescapeMd(escapeMdText(text))).toBe(text);
      }),
    );
  });

  it('keeps the Markdown of any cue text the same through a second pass', () => {
    const unit = fc.constantFrom(
      'a',
      ' ',
      '\n',
      '<',
      '>',
      '/',
      '*',
      '_',
      '\\',
      '&',
      ';',
      '#',
      '-',
      '1',
      '.',
      '<i>',
      '</i>',
      '<b>',
      '</b>',
    );
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        const md = cueTextToMdLines(text);
        expect(cueTextToMdLines(mdToCueText(md.join('\n')))).toEqual(md);
      }),
    );
  });
});
