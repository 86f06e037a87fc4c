import { describe, expect, test } from 'vitest';
import { avatarSource, initialsOf } from './avatar.js';

describe('avatarSource', () => {
  test.each<[string | undefined, string | undefined]>([
    ['https://cdn.example.com/u/1.png', 'https://cdn.example.com/u/1.png'],
    ['https://cdn.example.com/404.png', undefined],
    ['https://cdn.example.com/avatar/404', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (avatar, expected) => {
    expect(avatarSource(avatar)).toBe(expected);
  });
});

describe('initialsOf', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace  brewster   hopper ', 'GH'],
    ['王小明', '王'],
    ['émile zola', 'ÉZ'],
    ['😀 Smile', '😀S'],
    ['', '?'],
    ['   ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
