import { describe, expect, test } from 'vitest';
import { avatarSource } from './avatar.js';

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
