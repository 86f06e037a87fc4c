import { describe, expect, test } from 'vitest';
import { readCookie } from './read-cookie.js';

describe('readCookie', () => {
  test.each([
    ['csrftoken=abc', 'abc'],
    ['a=1; csrftoken=abc; b=2', 'abc'],
    ['a=1;csrftoken  =  abc  ;b=2', 'abc'],
    ['csrftoken=a%20b%3Bc', 'a b;c'],
    ['csrftoken="quoted"', 'quoted'],
    ['csrftoken=first; csrftoken=second', 'first'],
    ['csrftoken=', ''],
    ['csrftoken=a=b', 'a=b'],
    ['csrftoken=%E0%A4%A', '%E0%A4%A'],
  ])('%j -> %j', (header, value) => {
    expect(readCookie(header, 'csrftoken')).toBe(value);
  });

  test.each([
    ['', 'an empty header'],
    ['theme=dark', 'no such cookie'],
    ['xcsrftoken=abc', 'a name that only ends the same'],
    ['csrftoken', 'a name without a value'],
  ])('%j gives nothing (%s)', (header) => {
    expect(readCookie(header, 'csrftoken')).toBeUndefined();
  });

  test('null and undefined give nothing', () => {
    expect(readCookie(null, 'csrftoken')).toBeUndefined();
    expect(readCookie(undefined, 'csrftoken')).toBeUndefined();
  });
});
