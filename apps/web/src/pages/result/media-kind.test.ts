import { describe, expect, test } from 'vitest';
import { showsPicture } from './media-kind.js';

describe('showsPicture', () => {
  test.each([
    ['a video', { has_video: true, content_type: 'video/mp4' }, true],
    ['a video in Matroska', { has_video: true, content_type: 'video/x-matroska' }, true],
    ['an MP3', { has_video: false, content_type: 'audio/mpeg' }, false],
    [
      'an M4A (an MP4 container with sound only)',
      { has_video: false, content_type: 'audio/mp4' },
      false,
    ],
    ['a WebM with sound only', { has_video: false, content_type: 'audio/webm' }, false],
    [
      'a file served as audio, whatever else is said',
      { has_video: true, content_type: 'Audio/MP4' },
      false,
    ],
  ])('%s', (_what, file, expected) => {
    expect(showsPicture(file)).toBe(expected);
  });
});
