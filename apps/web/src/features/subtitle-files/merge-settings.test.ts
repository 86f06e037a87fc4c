import { describe, expect, it } from 'vitest';
import { inMergeOrder, mergeOptionsFrom, readOffset } from './merge-settings.js';

describe('the offset as typed', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['10', 10_000],
    ['2.5', 2_500],
    ['2,5', 2_500],
    ['-2.5', -2_500],
    ['+45:00', 2_700_000],
    ['1:02:03.500', 3_723_500],
    ['1:02:03,25', 3_723_250],
    ['1h30', null],
    ['1:75', null],
    ['--1', null],
    ['abc', null],
  ])('%j is %j ms', (text, ms) => {
    expect(readOffset(text)).toBe(ms);
  });
});

describe('merge options from the form', () => {
  it.each([
    [
      { mode: 'bilingual', lead: 0, offset: 'ignored' },
      { ok: true, options: { mode: 'bilingual' } },
    ],
    [
      { mode: 'append', lead: 0, offset: '' },
      { ok: true, options: { mode: 'append' } },
    ],
    [
      { mode: 'append', lead: 1, offset: '45:00' },
      { ok: true, options: { mode: 'append', offset: 2_700_000 } },
    ],
    [{ mode: 'append', lead: 0, offset: 'soon' }, { ok: false }],
  ] as const)('%j gives %j', (settings, result) => {
    expect(mergeOptionsFrom(settings)).toEqual(result);
  });

  it('puts the leading file first', () => {
    expect(inMergeOrder(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(inMergeOrder(['a', 'b'], 1)).toEqual(['b', 'a']);
  });
});
