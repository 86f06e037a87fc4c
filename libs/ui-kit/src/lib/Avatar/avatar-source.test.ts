import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { avatarSource, initials } from './avatar-source.js';

describe('initials', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace   brewster murray hopper ', 'GH'],
    ['Jean-Luc Picard', 'JP'],
    ['(bob) smith', 'BS'],
    ['élodie durand', 'ÉD'],
    ['张伟', '张'],
    ['欧阳 娜娜', '欧'],
    ['김민준', '김'],
    ['やまだ たろう', 'や'],
    ['Иван Петров', 'ИП'],
    // Capitals that would be two letters keep the letter as it is: an initial is one character.
    ['ﬃon ßmith', 'ﬃß'],
    ['👩🏽‍💻 Dev', 'D'],
    ['', ''],
    ['   ', ''],
    ['!!! ???', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  test('never throws and gives at most two characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const result = initials(name);
        const count = [...new Intl.Segmenter().segment(result)].length;
        expect(count).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('avatarSource', () => {
  test.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    [' https://cdn.example.com/a.png ', 'https://cdn.example.com/a.png'],
    ['https://cdn.example.com/404.png', undefined],
    ['https://cdn.example.com/avatar?err=404', undefined],
    ['https://cdn.example.com/avatar/404', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s -> %s', (url, expected) => {
    expect(avatarSource(url)).toBe(expected);
  });
});
