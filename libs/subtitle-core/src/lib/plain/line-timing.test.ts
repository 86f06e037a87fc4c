import { describe, expect, it } from 'vitest';
import { readLineTiming } from './line-timing.js';

describe('readLineTiming', () => {
  it.each([
    ['[00:00:01.000 --> 00:00:04.000] text', 1000, 4000, 31],
    ['[00:01] text', 1000, -1, 7],
    ['[ 00:01 - 00:03 ]', 1000, 3000, 17],
    ['[1:02 → 1:05]', 62_000, 65_000, 13],
    ['(00:01:02) Bob: hi', 62_000, -1, 10],
    ['00:00:01 text', 1000, -1, 8],
    ['00:00:01 --> 00:00:02 text', 1000, 2000, 21],
    ['00:00:01', 1000, -1, 8],
    ['00:00:01 - a dash', 1000, -1, 8],
    ['0:04', 4000, -1, 4],
    ['12:34  ', 754_000, -1, 5],
  ])('reads %s', (line, start, end, after) => {
    expect(readLineTiming(line, 0, true)).toEqual({ start, end, after });
  });

  it.each([
    '10:30 we met',
    '00:00:01text',
    '[00:01 text',
    '[00:01 -->]',
    '[note] x',
    '(aside)',
    '[1:2]',
    'text',
  ])('finds no timestamp at the start of "%s"', (line) => {
    expect(readLineTiming(line, 0, true)).toBeNull();
  });

  it('accepts only square brackets when bare times are off', () => {
    expect(readLineTiming('[00:01] x', 0, false)).not.toBeNull();
    expect(readLineTiming('(00:01) x', 0, false)).toBeNull();
    expect(readLineTiming('00:00:01 x', 0, false)).toBeNull();
  });
});
