import { describe, expect, it } from 'vitest';
import { SUBTITLE_FORMATS } from '@captio/routing-rules';
import { isSubtitleFile, mediaKind } from './media-kind.js';

describe('a picked file is a recording, and of which kind', () => {
  it.each([
    ['interview.mp3', 'audio/mpeg', 'audio'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['voice.opus', '', 'audio'],
    ['call.AMR', '', 'audio'],
    ['film.mkv', '', 'video'],
    ['camera.MOV', '', 'video'],
    ['webcam.webm', 'video/webm', 'video'],
    ['no-extension', 'audio/wav', 'audio'],
    ['notes.pdf', 'application/pdf', undefined],
    ['subtitles.srt', '', undefined],
    ['archive.mp3.zip', 'application/zip', undefined],
    ['.mp3', '', undefined],
  ] as const)('%s (%s) is %s', (name, type, kind) => {
    expect(mediaKind({ name, type })).toBe(kind);
  });

  it.each([
    ['talk.srt', true],
    ['talk.VTT', true],
    ['song.lrc', true],
    ['captions.ttml', true],
    ['captions.dfxp', true],
    ['captions.XML', true],
    ['talk.mp4', false],
    ['srt', false],
  ] as const)('%s is a subtitle file: %s', (name, expected) => {
    expect(isSubtitleFile({ name })).toBe(expected);
  });
});

describe('the subtitle picker names what it takes', () => {
  const catalogs = import.meta.glob<Record<string, string>>('./messages/*.json', {
    eager: true,
    import: 'default',
  });

  it.each(Object.entries(catalogs))(
    '%s: the hint and the refusal name every format the picker accepts',
    (_, messages) => {
      for (const key of ['landing.file.subtitleHint', 'landing.file.notSubtitle']) {
        for (const format of SUBTITLE_FORMATS) {
          expect(messages[key], `${key} names ${format}`).toContain(format.toUpperCase());
        }
      }
    },
  );
});
