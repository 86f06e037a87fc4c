import { describe, expect, it } from 'vitest';
import { readLrcTime } from './lrc-timestamp.js';

function read(inner: string): number {
  return readLrcTime(inner, 0, inner.length);
}

describe('readLrcTime', () => {
  it.each([
    ['00:12.34', 12_340],
    ['00:12', 12_000],
    ['00:12.3', 12_300],
    ['00:12.345', 12_345],
    ['00:12,34', 12_340],
    ['00:12:34', 12_340],
    ['75:01.00', 4_501_000],
    ['1:02.50', 62_500],
    ['0:5', 5000],
    ['1:02:03.45', 3_723_450],
    [' 00:01.00 ', 1000],
  ])('reads [%s] as %i ms', (inner, ms) => {
    expect(read(inner)).toBe(ms);
  });

  it.each([
    '',
    'ti:Title',
    '00',
    '00:60.00',
    '00:123',
    '00:12.3456',
    '00:12.',
    'aa:bb',
    '-00:01.00',
    '1:60:00.00',
    '00:12:3456',
  ])('rejects [%s]', (inner) => {
    expect(read(inner)).toBe(-1);
  });
});
