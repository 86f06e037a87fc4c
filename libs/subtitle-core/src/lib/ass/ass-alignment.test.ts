import { describe, expect, it } from 'vitest';
import type { Cue } from '../core/types.js';
import { alignmentOverrideOf, withAlignmentOverride } from './ass-alignment.js';

describe('alignmentOverrideOf', () => {
  it.each([
    ['no override', 'Hello', 0],
    ['\\an8', '{\\an8}Hello', 8],
    ['\\an inside a block of tags', '{\\i1\\an3\\b1}Hello', 3],
    ['the first of two, as libass', '{\\an8}Hel{\\an2}lo', 8],
    ['the first, in a later block', '{\\i1}Hel{\\an4}lo', 4],
    ['\\a in SSA numbering (6 is top centre)', '{\\a6}Hello', 8],
    ['\\a10 (middle centre)', '{\\a10}Hello', 5],
    ['\\a8, which libass reads as \\a5 (top left)', '{\\a8}Hello', 7],
    ['an invalid \\an, which claims the alignment', '{\\an0}{\\an8}Hello', -1],
    ['\\alpha', '{\\alpha&H80&}Hello', 0],
    ['\\1a', '{\\1a&H80&}Hello', 0],
    ['an escaped brace', '\\{\\an8\\}Hello', 0],
    ['a block never closed', '{\\an8 Hello', 0],
  ])('%s: %j -> %d', (_what, text, alignment) => {
    expect(alignmentOverrideOf(text)).toBe(alignment);
  });
});

describe('withAlignmentOverride', () => {
  const cue = (alignment: number | undefined): Cue =>
    alignment === undefined
      ? { start: 0, end: 1, text: 'x' }
      : ({ start: 0, end: 1, text: 'x', settings: { kind: 'srt', alignment } } as Cue);

  it.each([
    [undefined, 'ass', 'x'],
    [2, 'ass', 'x'],
    [8, 'ass', '{\\an8}x'],
    [1, 'ass', '{\\an1}x'],
    [8, 'ssa', '{\\a6}x'],
    [4, 'ssa', '{\\a9}x'],
    [9, 'ssa', '{\\a7}x'],
  ] as const)('a SubRip \\an%s cue in %s: %j', (alignment, target, text) => {
    expect(withAlignmentOverride('x', cue(alignment), target)).toBe(text);
  });
});
