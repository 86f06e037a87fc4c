import { describe, expect, it } from 'vitest';
import { notModified, parseRange, rangeStillValid } from './byte-range.js';

const HASH = 'ab'.repeat(32);

describe('parseRange of a 1000-byte file', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=0-499', { start: 0, end: 499 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
    ['bytes = 1-2', undefined],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=1000-2000', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', undefined],
    ['bytes=-', undefined],
    ['bytes=0-1,3-4', undefined],
    ['items=0-1', undefined],
    ['bytes=a-b', undefined],
  ])('reads %j as %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('validators', () => {
  it.each([
    [undefined, true],
    [`"${HASH}"`, true],
    [` "${HASH}" `, true],
    ['"other"', false],
    [`W/"${HASH}"`, false],
    ['Wed, 21 Oct 2015 07:28:00 GMT', false],
  ])('If-Range %j lets the range apply: %s', (ifRange, expected) => {
    expect(rangeStillValid(ifRange, HASH)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ['*', true],
    [`"${HASH}"`, true],
    [`"x", W/"${HASH}"`, true],
    ['"x"', false],
  ])('If-None-Match %j means not modified: %s', (ifNoneMatch, expected) => {
    expect(notModified(ifNoneMatch, HASH)).toBe(expected);
  });
});
