import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectedBytes, linkInfoFrom, type InfoDict } from './link-info.js';

// Written by hand in the shape of yt-dlp's -J output for a YouTube video (its documented
// info-dict fields: subtitles, automatic_captions, thumbnails, requested_formats...), not fetched.
const youtube = JSON.parse(
  await readFile(new URL('./fixtures/youtube-watch.info.json', import.meta.url), 'utf8'),
) as InfoDict;

/** A track as YouTube offers it: in each of its six formats. */
const youtubeTrack = (language: string, name: string, automatic: boolean) => ({
  language,
  name,
  automatic,
  formats: ['json3', 'srv1', 'srv2', 'srv3', 'ttml', 'vtt'],
});

describe('linkInfoFrom', () => {
  it('reads what a YouTube video offers, written and automatic tracks apart', () => {
    expect(linkInfoFrom('https://youtu.be/dQw4w9WgXcQ', youtube)).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      webpageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      site: 'youtube',
      title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
      durationSeconds: 212,
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      isLive: false,
      subtitles: [
        youtubeTrack('en', 'English', false),
        youtubeTrack('pt-BR', 'Portuguese (Brazil)', false),
        youtubeTrack('en-orig', 'English (Original)', true),
        youtubeTrack('en', 'English', true),
        youtubeTrack('zh-Hans', 'Chinese (Simplified)', true),
        { language: 'de', name: null, automatic: true, formats: ['vtt'] },
      ],
    });
  });

  it.each([
    ['is_live', { is_live: true }, true],
    ['live_status', { live_status: 'is_live' }, true],
    ['a past stream', { live_status: 'was_live' }, false],
  ])('tells a live stream by %s', (_, fields, isLive) => {
    expect(linkInfoFrom('https://youtu.be/x', { ...youtube, ...fields }).isLive).toBe(isLive);
  });

  it('fills what a bare direct link leaves out', () => {
    expect(linkInfoFrom('https://cdn.example.org/talk.mp4', { id: 'talk' })).toEqual({
      url: 'https://cdn.example.org/talk.mp4',
      webpageUrl: 'https://cdn.example.org/talk.mp4',
      site: 'direct',
      title: 'talk',
      durationSeconds: null,
      thumbnailUrl: null,
      isLive: false,
      subtitles: [],
    });
  });

  it.each([
    ['an image', 'jpg'],
    ['a text', 'txt'],
    ['a document', 'pdf'],
  ])('refuses a direct link to %s at the look-up', (_, ext) => {
    expect(() =>
      linkInfoFrom(`https://example.com/file.${ext}`, { direct: true, ext, title: 'file' }),
    ).toThrow(expect.objectContaining({ code: 'link-unsupported' }));
  });

  it.each([
    ['a sound file, with its formats', { direct: true, ext: 'mp3', formats: [{}] }],
    ['a file of no known kind', { direct: true, ext: 'unknown_video' }],
    ['a page whose video has a jpg poster', { ext: 'jpg', formats: [{}] }],
  ])('takes %s', (_, info) => {
    expect(linkInfoFrom('https://example.com/media', { title: 'media', ...info }).title).toBe(
      'media',
    );
  });

  it('refuses a playlist', () => {
    expect(() =>
      linkInfoFrom('https://www.youtube.com/playlist?list=PL', { _type: 'playlist' }),
    ).toThrow(expect.objectContaining({ code: 'link-unsupported' }));
  });
});

describe('expectedBytes', () => {
  it.each([
    ['the chosen formats together', youtube, 83_400_000],
    ['one file', { filesize: 1234 }, 1234],
    ['nothing when a part is of unknown size', { requested_formats: [{ filesize: 5 }, {}] }, null],
    ['nothing when the site said nothing', {}, null],
  ])('adds up %s', (_, info: InfoDict, bytes) => {
    expect(expectedBytes(info)).toBe(bytes);
  });
});
