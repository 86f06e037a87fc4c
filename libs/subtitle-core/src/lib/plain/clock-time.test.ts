import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MS } from '../time/safe-ms.js';
import { readClock } from './clock-time.js';

describe('readClock', () => {
  it.each([
    ['00:00:01.000', 1000, 3],
    ['00:00:01,5', 1500, 3],
    ['1:02:03', 3_723_000, 3],
    ['123:00:00', 442_800_000, 3],
    ['00:01', 1000, 2],
    ['75:30.25', 4_530_250, 2],
    ['0:05.123456', 5123, 2],
  ])('reads %s', (input, ms, parts) => {
    expect(readClock(input, 0)).toEqual({ ms, end: input.length, parts });
  });

  it('stops where the time stops', () => {
    expect(readClock('[00:01] text', 1)).toEqual({ ms: 1000, end: 6, parts: 2 });
    expect(readClock('00:00:01 --> 00:00:02', 0)?.end).toBe(8);
  });

  it.each(['', 'abc', '12', '1:2', '00:60', '00:60:00', '00:123:00', 'x00:01'])(
    'finds no time in "%s"',
    (input) => {
      expect(readClock(input, 0)).toBeNull();
    },
  );
});

describe('readClock near the largest exact time', () => {
  it.each([
    ['2501999792:59:00.991', Number.MAX_SAFE_INTEGER, 3],
    ['2501999792:59:00.992', TOO_LARGE_MS, 3],
    ['150119987580:00', TOO_LARGE_MS, 2],
    [`${'9'.repeat(400)}:00:00.000`, TOO_LARGE_MS, 3],
  ])('reads %s as %d: a time, but only an exact one counts', (input, ms, parts) => {
    expect(readClock(input, 0)).toEqual({ ms, end: input.length, parts });
  });
});
