import { describe, expect, it } from 'vitest';
import { cleanFileName } from './receive-upload.js';

const long = (count: number, character = 'a') => character.repeat(count);

describe('cleanFileName', () => {
  it.each([
    ['a plain name', 'interview.mp3', 'interview.mp3'],
    ['a path', 'C:\\Users\\me\\talk.m4a', 'talk.m4a'],
    ['control characters', 'a\u0000b\u001f.wav', 'ab.wav'],
    ['a lone surrogate', 'x\uD800.mp3', 'x\uFFFD.mp3'],
    ['nothing', '', 'untitled'],
    ['no name at all', undefined, 'untitled'],
    ['a name of 255 characters', `${long(251)}.mp3`, `${long(251)}.mp3`],
    ['a longer name, cut before its extension', `${long(300)}.mp3`, `${long(251)}.mp3`],
    ['a longer name without an extension', long(300), long(255)],
    [
      'a long name of emoji, counted as characters',
      `${long(300, '🎙')}.mp4`,
      `${long(251, '🎙')}.mp4`,
    ],
  ])('keeps %s', (_what, name, kept) => {
    expect(cleanFileName(name)).toBe(kept);
  });
});
