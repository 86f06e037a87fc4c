import { describe, expect, it } from 'vitest';
import { SUBTITLE_FORMATS } from '@captio/routing-rules';
import { isSubtitleFile, MEDIA_REFUSAL_TEXT, mediaKind, pickedMedia } from './media-kind.js';

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
    ['interview.mp3', 'audio/mpeg', 2048, { kind: 'audio' }],
    ['clip.mp4', 'video/mp4', 1, { kind: 'video' }],
    ['clip.mp4', 'video/mp4', 0, { refusal: 'empty' }],
    ['voice.opus', '', 0, { refusal: 'empty' }],
    ['notes.pdf', 'application/pdf', 0, { refusal: 'notMedia' }],
    ['notes.pdf', 'application/pdf', 2048, { refusal: 'notMedia' }],
  ] as const)('%s (%s, %d bytes) is taken as %o', (name, type, size, expected) => {
    expect(pickedMedia({ name, type, size })).toEqual(expected);
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

describe('the recording picker says why it refuses a file', () => {
  const catalogs = import.meta.glob<Record<string, string>>('./messages/*.json', {
    eager: true,
    import: 'default',
  });

  it('tells in English that an empty file holds nothing to transcribe', () => {
    const english = catalogs['./messages/en-US.json'] ?? {};
    expect(english[MEDIA_REFUSAL_TEXT.empty]).toBe(
      '“{name}” is empty (0 bytes): there is nothing in it to transcribe. Choose another file.',
    );
  });

  it.each(Object.entries(catalogs))(
    '%s: each refusal names the file, an empty one its 0 bytes',
    (_, messages) => {
      for (const key of Object.values(MEDIA_REFUSAL_TEXT))
        expect(messages[key]).toContain('{name}');
      expect(messages[MEDIA_REFUSAL_TEXT.empty]).toContain('0');
    },
  );
});
