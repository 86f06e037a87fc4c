import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCueText, removeTags } from '../core/markup.js';
import { assTextToCueText, cueTextToAssText, nonMarkupOverrides } from './ass-markup.js';

describe('assTextToCueText', () => {
  it.each([
    ['plain text', 'Hello, world', 'Hello, world'],
    ['hard line break', 'one\\Ntwo', 'one\ntwo'],
    ['soft line break: a space without WrapStyle 2, as libass reads it', 'one\\ntwo', 'one two'],
    ['hard space', 'a\\hb', 'a\u00A0b'],
    ['escaped braces', '\\{not a tag\\}', '{not a tag}'],
    ['a backslash that escapes nothing', 'C:\\path', 'C:\\path'],
    ['a trailing backslash', 'end\\', 'end\\'],
    ['italic', '{\\i1}word{\\i0} rest', '<i>word</i> rest'],
    ['bold by weight', '{\\b700}heavy{\\b400} normal', '<b>heavy</b> normal'],
    ['bold -1 (SSA true)', '{\\b-1}x', '<b>x</b>'],
    ['underline and strike', '{\\u1}u{\\u0}{\\s1}s{\\s0}', '<u>u</u><s>s</s>'],
    ['open tags are closed at the end', '{\\i1}never closed', '<i>never closed</i>'],
    ['an empty \\i resets', '{\\i1}a{\\i}b', '<i>a</i>b'],
    ['\\r resets every style', '{\\i1\\b1}a{\\r}b', '<i><b>a</b></i>b'],
    ['\\rStyle resets too', '{\\u1}a{\\rAlt}b', '<u>a</u>b'],
    ['colour', '{\\c&H0000FF&}red', '<font color="#ff0000">red</font>'],
    ['primary colour \\1c', '{\\1c&HFF0000&}blue', '<font color="#0000ff">blue</font>'],
    ['colour without the trailing &', '{\\1c&H00FF00}green', '<font color="#00ff00">green</font>'],
    ['short colour', '{\\c&HFF&}red', '<font color="#ff0000">red</font>'],
    ['colour reset', '{\\c&H0000FF&}red{\\c}plain', '<font color="#ff0000">red</font>plain'],
    [
      'changing colour',
      '{\\c&H0000FF&}r{\\c&H00FF00&}g',
      '<font color="#ff0000">r</font><font color="#00ff00">g</font>',
    ],
    ['other colours (\\3c outline) are dropped', '{\\3c&H0000FF&}x', 'x'],
    ['positioning is dropped', '{\\an8\\pos(10,20)}Top', 'Top'],
    [
      'tags whose names start like ours',
      '{\\bord2\\be1\\blur3\\shad0\\iclip(0,0,1,1)\\clip(1,2,3,4)}x',
      'x',
    ],
    ['animated tags hold backslashes', '{\\t(0,500,\\i1\\frz360)\\i0}x', 'x'],
    ['karaoke', '{\\k10}ka{\\kf20}ra{\\K30}o', 'karao'],
    ['comments in braces', 'Text {inline comment, with a comma} more', 'Text  more'],
    ['an unclosed brace is text', 'a { b', 'a { b'],
    ['drawings are not text', '{\\p1}m 0 0 l 10 10{\\p0}after', 'after'],
    ['HTML-special characters are escaped', 'a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['toggles around no text leave no tags', '{\\i1}{\\i0}x', 'x'],
    ['overlapping styles nest', '{\\i1}a{\\b1}b{\\i0}c{\\b0}', '<i>a<b>b</b></i><b>c</b>'],
    ['tags stay open across line breaks', '{\\i1}one\\Ntwo', '<i>one\ntwo</i>'],
    ['ASCII-only fast path returns the input', '', ''],
  ])('%s', (_label, raw, expected) => {
    expect(assTextToCueText(raw)).toBe(expected);
  });
});

describe('cueTextToAssText', () => {
  it.each([
    ['plain text', 'Hello, world', 'Hello, world'],
    ['line breaks', 'one\ntwo', 'one\\Ntwo'],
    ['CRLF line breaks', 'one\r\ntwo\rthree', 'one\\Ntwo\\Nthree'],
    ['no-break space', 'a\u00A0b', 'a\\hb'],
    ['&nbsp;', 'a&nbsp;b', 'a\\hb'],
    ['italic', '<i>word</i> rest', '{\\i1}word{\\i0} rest'],
    ['bold, underline, strike', '<b>b</b><u>u</u><s>s</s>', '{\\b1}b{\\b0\\u1}u{\\u0\\s1}s{\\s0}'],
    ['font colour', '<font color="#FF0000">red</font>', '{\\c&H0000FF&}red{\\c}'],
    ['short font colour', "<font color='#0f0'>green</font>", '{\\c&H00FF00&}green{\\c}'],
    ['named font colour', '<font color=yellow>y</font>', '{\\c&H00FFFF&}y{\\c}'],
    [
      'nested font colours restore the outer one',
      '<font color="#ff0000">r<font color="#0000ff">b</font>r</font>',
      '{\\c&H0000FF&}r{\\c&HFF0000&}b{\\c&H0000FF&}r{\\c}',
    ],
    ['font without a colour', '<font face="Arial">x</font>', 'x'],
    ['other tags are dropped, text kept', '<v Bob>Hi <c.yellow>there</c></v>', 'Hi there'],
    ['WebVTT timestamps are dropped', 'a <00:00:01.000>b', 'a b'],
    ['entities are decoded', 'a &lt; b &amp; c &gt; d &#65;&#x42;', 'a < b & c > d AB'],
    ['unknown entities stay', 'R&D &bogus; x', 'R&D &bogus; x'],
    ['a lone < stays', 'a < b', 'a < b'],
    ['braces are escaped', '{x}', '\\{x\\}'],
    // '\{' would read as an escaped brace, so the block goes before the text's backslash.
    ['a backslash before a tag', '<i>a\\</i>b', '{\\i1}a{\\i0}\\b'],
    ['a trailing backslash drops the closing tags', '<i>a\\</i>', '{\\i1}a\\'],
    ['a backslash before a brace', 'a\\{', 'a\\\\{'],
    // "\N", "\n" and "\h" of the text would render as a break or a space: a word joiner parts them.
    ['a Windows path', 'C:\\new\\Notes\\hello.txt', 'C:\\\u2060new\\\u2060Notes\\\u2060hello.txt'],
    ['a backslash then a reference for N', 'a\\&#78;', 'a\\\u2060N'],
    ['a backslash, a tag, then h', '<i>a\\</i>h', '{\\i1}a{\\i0}\\\u2060h'],
    ['a line break after a backslash stays a break', 'a\\\nb', 'a\\\\Nb'],
    ['markup dropped when asked', '<i>a</i>', 'a'],
  ])('%s', (label, text, expected) => {
    expect(cueTextToAssText(text, label === 'markup dropped when asked')).toBe(expected);
  });

  it.each([
    ['Hello, world'],
    ['<i>one</i>\n<b>two</b>'],
    ['a &lt; b &amp; c'],
    ['<font color="#ff0000">red</font> plain'],
    ['<u>u</u> <s>s</s>'],
    ['{braces}'],
    ['no\u00A0break'],
    ['<i>a<b>b</b></i><b>c</b>'],
    ['C:\\{dir}\\'],
    ['C:\\new\\Notes\\hello.txt'],
    ['<i>a \\N</i>\\n \\h\\'],
  ])('assTextToCueText undoes it for %j', (text) => {
    expect(assTextToCueText(cueTextToAssText(text))).toBe(text);
  });
});

describe('ASS text and backslashes', () => {
  it('any visible text with backslashes reads back as written', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom('\\', 'N', 'n', 'h', '{', '}', '\n', '\u00A0', 'x', ' '))
          .map((pieces) => pieces.join('')),
        fc.boolean(),
        (visible, italic) => {
          const cueText = italic ? `<i>${escapeCueText(visible)}</i>` : escapeCueText(visible);
          expect(removeTags(assTextToCueText(cueTextToAssText(cueText)))).toBe(visible);
        },
      ),
    );
  });
});

describe('nonMarkupOverrides', () => {
  it.each([
    ['', ''],
    ['\\an8\\i1', '\\an8'],
    ['\\i1\\an8', '\\an8'],
    ['\\b700\\bord2\\be1\\blur3', '\\bord2\\be1\\blur3'],
    ['\\c&H0000FF&\\3c&HFF&\\1c&H00FF00&\\1a&H80&', '\\3c&HFF&\\1a&H80&'],
    ['\\s1\\shad2\\u1\\p1\\pos(1,2)\\pbo5', '\\shad2\\pos(1,2)\\pbo5'],
    ['\\t(0,500,\\i1\\c&HFF&)\\i0', '\\t(0,500,\\i1\\c&HFF&)'],
    ['\\clip(0,0,9,9)\\iclip(1,1,2,2)', '\\clip(0,0,9,9)\\iclip(1,1,2,2)'],
    ['a comment\\i1', 'a comment'],
    ['\\rAlt\\i1\\k20', '\\rAlt\\k20'],
  ])('%j keeps %j', (block, expected) => {
    expect(nonMarkupOverrides(block)).toBe(expected);
  });
});
