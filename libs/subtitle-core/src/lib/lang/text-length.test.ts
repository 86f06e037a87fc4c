import { describe, expect, it } from 'vitest';
import { textLength } from './text-length.js';

describe('textLength', () => {
  it.each([
    ['', 0],
    ['Hello, world!', 13],
    ['two\nlines', 8],
    ['crlf\r\n', 4],
    ['你好，世界', 5],
    ['こんにちは', 5],
    ['안녕하세요 세계', 8],
    ['caf\u00e9', 4],
    ['cafe\u0301', 4],
    ['\u{20BB7}野家', 3],
    ['😀 ok', 4],
    ['ภาษาไทย', 7],
    ['ที่นี่', 2],
    ['नमस्ते', 4],
    ['a\u200Bb\u200Dc', 3],
    ['\u200Fשלום', 4],
    ['co\u00ADop', 4],
    ['\u00A0', 1],
  ])('%j has %i visible characters', (text, length) => {
    expect(textLength(text)).toBe(length);
  });

  it('counts a lone surrogate as one character rather than failing', () => {
    expect(textLength('a\uD800b')).toBe(3);
    expect(textLength('a\uDC00')).toBe(2);
  });
});
