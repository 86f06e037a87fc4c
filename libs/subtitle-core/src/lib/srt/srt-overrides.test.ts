import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeOverrideBlocks, hasOverrideBlock, stripSrtOverrides } from './srt-overrides.js';

const NONE = 0;
const INVALID = -1;

describe('stripSrtOverrides', () => {
  it.each([
    ['no block', 'plain text', 'plain text', NONE],
    ['a block between words', 'This {\\an8} is a line.', 'This is a line.', 8],
    ['a block at the start', '{\\an8}Top', 'Top', 8],
    ['a block and a space at the start', '{\\an7} Top left', 'Top left', 7],
    ['a block at the end', 'Bottom right {\\an3}', 'Bottom right', 3],
    ['a block inside a word', 'Hel{\\blur2}lo', 'Hello', NONE],
    ['a block glued to the word before', 'Hello{\\bord2} world', 'Hello world', NONE],
    ['blocks in a row', 'A {\\be1} {\\fs20} B', 'A B', NONE],
    ['tags in one block', '{\\fs9\\an9\\c&HFF&}x', 'x', 9],
    ['the first alignment of many', '{\\an8}x{\\an2}y', 'xy', 8],
    ['the first alignment, even when invalid', '{\\an0}x {\\an8}y', 'x y', INVALID],
    ['legacy \\a numbering', '{\\a6}x', 'x', 8],
    ['legacy \\a9 (middle left)', '{\\a9}x', 'x', 4],
    ['\\alpha is no alignment', '{\\alpha&H80&}x', 'x', NONE],
    ['a line of blocks only', 'one\n{\\an8}\ntwo', 'one\ntwo', 8],
    ['a first line of blocks only', '{\\an8}\ntwo', 'two', 8],
    ['a last line of blocks only', 'one\n {\\an8} ', 'one', 8],
    ['only a block', '{\\an8}', '', 8],
    ['a brace without a backslash', 'a {like this} b', 'a {like this} b', NONE],
    ['a space after the brace', 'This { \\an2} is', 'This { \\an2} is', NONE],
    ['a block left open on its line', 'a {\\an8\nb} c', 'a {\\an8\nb} c', NONE],
    ['a block that removing one makes', '{{\\blur1}\\an8}x', 'x', 8],
    ['a block that removing a tag of italics makes', '{{\\i1}\\an8}x', '<i>x</i>', 8],
    ['a block of androidx-media', 'Second {\\ an 2} subtitle', 'Second subtitle', NONE],
  ])('%s: %j -> %j', (_what, raw, text, alignment) => {
    expect(stripSrtOverrides(raw)).toEqual({ text, alignment });
  });

  const piece = fc.constantFrom('a', ' ', '\n', '{', '}', '\\', '{\\an8}', '{\\i1}', '\\N', 'an');
  const text = fc.array(piece, { maxLength: 16 }).map((pieces) => pieces.join(''));

  it('leaves no block, and changes nothing in a text without one', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const { text: stripped } = stripSrtOverrides(raw);
        expect(hasOverrideBlock(stripped)).toBe(false);
        if (!hasOverrideBlock(raw)) expect(stripped).toBe(raw);
      }),
      { numRuns: 1000 },
    );
  });

  it('takes nothing from a text whose blocks were escaped', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const escaped = escapeOverrideBlocks(raw);
        expect(hasOverrideBlock(escaped)).toBe(false);
        expect(escaped.replaceAll('\u2060', '')).toBe(raw);
        expect(stripSrtOverrides(escaped)).toEqual({ text: escaped, alignment: NONE });
      }),
      { numRuns: 1000 },
    );
  });
});
