import { describe, expect, it } from 'vitest';
import { httpStatusOf } from './http-status-of.js';

describe('httpStatusOf', () => {
  it.each<[string, unknown, number | undefined]>([
    ['an axios-style error with an answer', { response: { status: 503 } }, 503],
    ['an error carrying its status', Object.assign(new Error('x'), { status: 404 }), 404],
    ['the answer wins over a stale status', { status: 500, response: { status: 409 } }, 409],
    ['a network failure (no answer)', { message: 'Network Error', code: 'ERR_NETWORK' }, undefined],
    ['a plain Error', new Error('bug'), undefined],
    ['a status of 0 (XHR without an answer)', { status: 0 }, undefined],
    ['a status that is not a number', { status: '500' }, undefined],
    ['a fractional status', { status: 404.5 }, undefined],
    ['null', null, undefined],
    ['a string', 'failed', undefined],
  ])('%s', (_case, error, expected) => {
    expect(httpStatusOf(error)).toBe(expected);
  });
});
