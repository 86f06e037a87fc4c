import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../core/parse.js';
import { balanceFormatTags, formatTagsIn } from './srt-format-tags.js';
import { stripSrtOverrides } from './srt-overrides.js';

/** The markup of a whole block, '{...}'. */
function tagsOf(block: string): string {
  return formatTagsIn(block, 1, block.length - 1);
}

describe('formatTagsIn', () => {
  it.each([
    ['{\\i1}', '<i>'],
    ['{\\i0}', '</i>'],
    ['{\\i}', '</i>'],
    ['{\\b1}', '<b>'],
    ['{\\b0}', '</b>'],
    ['{\\u1}', '<u>'],
    ['{\\u0}', '</u>'],
    ['{\\i 1}', '<i>'],
    ['{\\i2}', '</i>'],
    ['{\\b700}', '<b>'],
    ['{\\b400}', '</b>'],
    ['{\\i1\\an8\\b1}', '<i><b>'],
    ['{\\an8}', ''],
    ['{\\iclip(0,0,5,5)}', ''],
    ['{\\bord2\\blur3\\be1}', ''],
    ['{\\ i1}', ''],
    ['{\\ix}', ''],
  ])('%j -> %j', (block, markup) => {
    expect(tagsOf(block)).toBe(markup);
  });
});

describe('balanceFormatTags', () => {
  it.each([
    ['plain', 'plain'],
    ['<i>open', '<i>open</i>'],
    ['closed</i> alone', 'closed alone'],
    ['<i>twice <i>open</i> once', '<i>twice open</i> once'],
    ['<i>a<b>b</i>c</b>', '<i>a<b>b</b></i><b>c</b>'],
    ['<i></i>nothing', 'nothing'],
    ['text<i>', 'text'],
    ['<i>\nnext line', '\n<i>next line</i>'],
    ['<u>a <font color="red">b</font>', '<u>a <font color="red">b</font></u>'],
    ['<b>1 < 2', '<b>1 < 2</b>'],
  ])('%j -> %j', (text, balanced) => {
    expect(balanceFormatTags(text)).toBe(balanced);
  });
});

describe('stripSrtOverrides with \\i, \\b and \\u', () => {
  it.each([
    ['{\\i1}Italic', '<i>Italic</i>'],
    ['{\\i1}Italic{\\i0} plain', '<i>Italic</i> plain'],
    ['{\\i}reset', 'reset'],
    ['plain {\\i0}closer', 'plain closer'],
    ['A {\\i1} {\\b1} B', 'A <i><b>B</b></i>'],
    ['Hel{\\i1}lo', 'Hel<i>lo</i>'],
    ['Hello{\\i1} world', 'Hello<i> world</i>'],
    ['{\\an8\\u1}Top{\\u0}', '<u>Top</u>'],
    ['{\\i1}one\n{\\b1}two', '<i>one\n<b>two</b></i>'],
    ['{\\i1}a{\\b1}b{\\i0}c', '<i>a<b>b</b></i><b>c</b>'],
    ['<i>html {\\i0}override', '<i>html </i>override'],
    ['{\\i1}\ntext', '<i>text</i>'],
    ['only {\\b1}', 'only'],
    ['{\\blur3\\i1}x', '<i>x</i>'],
  ])('%j -> %j', (raw, text) => {
    expect(stripSrtOverrides(raw).text).toBe(text);
  });
});

describe('SubRip \\i, \\b, \\u overrides, read as markup', () => {
  const FORMAT_BLOCKS = [
    '{\\i1}',
    '{\\i0}',
    '{\\i}',
    '{\\b1}',
    '{\\b0}',
    '{\\u1}',
    '{\\u0}',
    '{\\b1\\an7\\i1}',
  ];
  const piece = fc.constantFrom(
    'word',
    'é',
    ' ',
    '\n',
    '.',
    '<i>',
    '</i>',
    '<b>',
    '</u>',
    '{\\an8}',
    '{\\bord2}',
    ...FORMAT_BLOCKS,
  );
  const cueText = fc.array(piece, { maxLength: 16 }).map((pieces) => pieces.join(''));
  const SIMPLE_TAG = /<(\/?)([ibu])>/g;
  const BLOCK = /\{\\[^}]*\}/g;

  /** Whether each end tag closes the innermost open tag, none opens twice, and none is left open. */
  function isBalanced(text: string): boolean {
    const open: string[] = [];
    for (const [, closing, name] of text.matchAll(SIMPLE_TAG)) {
      if (closing === '') {
        if (open.includes(name as string)) return false;
        open.push(name as string);
      } else if (open.pop() !== name) {
        return false;
      }
    }
    return open.length === 0;
  }

  const visible = (text: string): string =>
    text.replace(BLOCK, '').replace(SIMPLE_TAG, '').replace(/\s/g, '');

  it('gives balanced tags (when a block sets one) and loses no visible text', () => {
    fc.assert(
      fc.property(cueText, (text) => {
        const { cues } = parse(`1\n00:00:01,000 --> 00:00:02,000\n${text}\n`, { format: 'srt' });
        const read = cues[0]?.text ?? '';
        // The text's own tags are kept as they are when no override turns a tag on or off.
        if (FORMAT_BLOCKS.some((block) => text.includes(block))) {
          expect(isBalanced(read)).toBe(true);
        }
        expect(visible(read)).toBe(visible(text));
      }),
      { numRuns: 1000 },
    );
  });
});
