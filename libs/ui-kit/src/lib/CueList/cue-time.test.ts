import { describe, expect, test } from 'vitest';
import { formatCueTime, parseCueTime, readCueTimeInput } from './cue-time.js';

describe('parseCueTime', () => {
  test.each([
    ['00:01:02,345', 62_345],
    ['00:01:02.345', 62_345],
    ['01:02.345', 62_345],
    ['1:02.5', 62_500],
    ['62.5', 62_500],
    ['75', 75_000],
    ['  0:00:01,25 ', 1250],
    ['1:00:00', 3_600_000],
    ['10:00:00,5', 36_000_500],
  ])('reads %j as %d ms', (input, ms) => {
    expect(parseCueTime(input)).toEqual({ ok: true, ms });
  });

  test.each(['', 'abc', '1:75', '00:61:00', '-1', '1:2:3:4', '00:00:01,', '1,5', '∞'])(
    'refuses %j with a format error',
    (input) => {
      expect(parseCueTime(input)).toEqual({ ok: false, error: 'format' });
    },
  );
});

describe('formatCueTime', () => {
  test.each([
    [0, '00:00:00.000'],
    [62_345, '00:01:02.345'],
    [3_723_004, '01:02:03.004'],
  ])('%d ms is %s, which parseCueTime reads back', (ms, text) => {
    expect(formatCueTime(ms)).toBe(text);
    expect(parseCueTime(text)).toEqual({ ok: true, ms });
  });
});

describe('readCueTimeInput', () => {
  const cue = { start: 10_000, end: 12_000 };
  test.each([
    ['9.5', 'start', { ok: true, ms: 9500 }],
    ['11.999', 'start', { ok: true, ms: 11_999 }],
    ['12', 'start', { ok: false, error: 'startNotBeforeEnd' }],
    ['13', 'start', { ok: false, error: 'startNotBeforeEnd' }],
    ['12.5', 'end', { ok: true, ms: 12_500 }],
    ['10', 'end', { ok: false, error: 'endNotAfterStart' }],
    ['x', 'end', { ok: false, error: 'format' }],
  ] as const)('%j as the %s gives %j', (input, side, result) => {
    expect(readCueTimeInput(input, side, cue)).toEqual(result);
  });
});
