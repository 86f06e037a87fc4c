import { describe, expect, it } from 'vitest';
import { looksBinary } from './input-format.js';

describe('binary data told from text', () => {
  it.each([
    ['a NUL byte', 'PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', true],
    ['many control characters', 'ab\u0001\u0002cd\u0003\u0004', true],
    ['text with tabs, form feeds and CRLF', 'a\tb\fc\r\nd\n', false],
    ['an ESC in a long text', `${'x'.repeat(500)}\u001b`, false],
    ['CJK and emoji', '你好 👋\n', false],
  ])('%s: %s', (_, text, binary) => {
    expect(looksBinary(text)).toBe(binary);
  });
});
