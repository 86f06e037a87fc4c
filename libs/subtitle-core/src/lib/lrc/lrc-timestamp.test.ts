import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MS } from '../time/safe-ms.js';
import { readLrcOffset, readLrcTime } from './lrc-timestamp.js';

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

describe('readLrcTime near the largest exact time', () => {
  it.each([
    ['150119987579:00.99', 9_007_199_254_740_990],
    ['150119987579:00.991', Number.MAX_SAFE_INTEGER],
    ['150119987579:01.00', TOO_LARGE_MS],
    ['99999999999999999:00.00', TOO_LARGE_MS],
    [`${'9'.repeat(400)}:00.00`, TOO_LARGE_MS],
    ['2501999792:59:00.99', 9_007_199_254_740_990],
    ['2501999792:59:01.00', TOO_LARGE_MS],
  ])('reads [%s] as %d', (inner, ms) => {
    expect(read(inner)).toBe(ms);
  });
});

describe('readLrcOffset', () => {
  it.each([
    ['500', 500],
    [' -250 ', -250],
    ['+9007199254740991', Number.MAX_SAFE_INTEGER],
    ['9007199254740992', null],
    [`-${'9'.repeat(400)}`, null],
    ['soon', null],
    ['1.5', null],
  ])('reads %j as %j', (value, offset) => {
    expect(readLrcOffset(value)).toBe(offset);
  });
});
