import { describe, expect, test } from 'vitest';
import { defaultSplitPoint } from './split-point.js';

describe('defaultSplitPoint', () => {
  test.each([
    ['Welcome back to the show.', 12], // "Welcome back| to the show."
    ['one two', 3],
    ['ab', 1],
    ['今天我们谈谈城市的声音', 5],
    ['a', 0],
    ['', 0],
    ['word          ', 7],
    // Between whole characters: an emoji is two UTF-16 units, a flag four, a family eleven.
    ['👍👍👍', 2],
    ['👍👍', 2],
    ['👍', 0],
    ['🇫🇷🇩🇪', 4],
    ['𠀀𠀁𠀂𠀃', 4],
    ['e\u0301e\u0301', 2],
  ])('%j splits at %d', (text, at) => {
    expect(defaultSplitPoint(text)).toBe(at);
  });

  test('each half keeps whole words', () => {
    const text = 'This one is from the market, early on a Sunday.';
    const at = defaultSplitPoint(text);
    expect(text[at]).toBe(' ');
    expect(Math.abs(at - text.length / 2)).toBeLessThan(4);
  });
});
