import { describe, expect, it } from 'vitest';
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
