import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MS } from '../time/safe-ms.js';
import { formatAssTime, isCanonicalAssTime, readAssTime } from './ass-time.js';

describe('readAssTime', () => {
  it.each([
    ['0:00:00.00', 0],
    ['0:00:01.23', 1230],
    ['1:02:03.45', 3_723_450],
    ['10:00:00.00', 36_000_000],
    ['123:00:00.00', 442_800_000],
    ['00:01:39.00', 99_000],
    ['  0:00:01.50 ', 1500],
    ['0:00:01.5', 1500],
    ['0:00:01.234', 1234],
    ['0:00:04:56', 4560],
    ['0:00:04:5', 4500],
    ['0:00:05', 5000],
    ['1:02.50', 62_500],
  ])('reads %j as %i ms', (input, expected) => {
    expect(readAssTime(input)).toBe(expected);
  });

  it.each([
    [''],
    ['          '],
    ['Invalid'],
    ['0:00:01.2345'],
    ['0:00:01.'],
    ['0:0a:01.00'],
    ['0:000:01.00'],
    ['-0:00:01.00'],
    ['0:00:01,00'],
    ['1.5'],
    ['5'],
    ['0:00:00:00:00'],
    ['0:00:01.00x'],
  ])('rejects %j', (input) => {
    expect(readAssTime(input)).toBe(-1);
  });

  it.each([
    ['2501999792:59:00.99', 9_007_199_254_740_990],
    ['2501999792:59:00.991', Number.MAX_SAFE_INTEGER],
    ['2501999792:59:01.00', TOO_LARGE_MS],
    // 3.6e17 ms: as a double it would be 24 ms off.
    ['99999999999:00:00.00', TOO_LARGE_MS],
    ['99999999999:00:00:00', TOO_LARGE_MS],
    ['99999999999:00:00', TOO_LARGE_MS],
    ['150119987580:00.00', TOO_LARGE_MS],
    [`${'9'.repeat(400)}:00:00.00`, TOO_LARGE_MS],
  ])('reads %j only while it is an exact integer of ms: %d', (input, expected) => {
    expect(readAssTime(input)).toBe(expected);
  });
});

describe('isCanonicalAssTime', () => {
  it.each([
    ['0:00:01.23', true],
    ['12:59:59.99', true],
    ['00:00:01.23', false],
    ['0:00:01.2', false],
    ['0:00:01.234', false],
    ['0:00:04:56', false],
    ['0:60:00.00', false],
    [' 0:00:01.23', false],
    ['0:00:01.23 ', false],
  ])('%j is canonical: %s', (input, expected) => {
    expect(isCanonicalAssTime(input, 0, input.length)).toBe(expected);
  });

  it('agrees with formatAssTime on every canonical time it accepts', () => {
    for (const ms of [0, 10, 990, 59_990, 3_599_990, 36_000_000]) {
      const written = formatAssTime(ms);
      expect(isCanonicalAssTime(written, 0, written.length)).toBe(true);
      expect(readAssTime(written)).toBe(ms);
    }
  });
});

describe('formatAssTime', () => {
  it.each([
    [0, '0:00:00.00'],
    [1230, '0:00:01.23'],
    [1234, '0:00:01.23'],
    [1235, '0:00:01.24'],
    [3_723_450, '1:02:03.45'],
    [36_000_000, '10:00:00.00'],
    [-500, '0:00:00.00'],
    [Number.NaN, '0:00:00.00'],
  ])('writes %d ms as %s', (ms, expected) => {
    expect(formatAssTime(ms)).toBe(expected);
  });
});
