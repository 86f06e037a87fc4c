import { describe, expect, it } from 'vitest';
import { subtitleSpanMs } from './subtitle-span.js';

describe('subtitleSpanMs', () => {
  it.each([
    [
      'two SRT cues',
      'a.srt',
      '1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:01:00,000 --> 00:01:30,500\nB\n',
      89_500,
    ],
    ['one cue an hour in', 'reel2.srt', '1\n01:00:00,000 --> 01:00:30,000\nLater\n', 30_000],
    [
      'WebVTT named without an extension',
      'captions',
      'WEBVTT\n\n00:05.000 --> 00:07.000\nHi\n',
      2000,
    ],
    [
      'ASS, its comment events left out',
      'a.ass',
      '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nComment: 0,0:00:00.00,0:09:00.00,Default,,0,0,0,,note\nDialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,Sung\n',
      2000,
    ],
    ['no cue at all', 'notes.srt', 'no timings here', undefined],
    ['binary data', 'image.srt', '\u0089PNG\r\n\u001a\n\u0000\u0000', undefined],
  ])('%s', (_name, fileName, text, span) => {
    expect(subtitleSpanMs(text, fileName)).toBe(span);
  });
});
