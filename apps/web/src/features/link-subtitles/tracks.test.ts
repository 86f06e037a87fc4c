import { describe, expect, it } from 'vitest';
import {
  mayDownload,
  orderedTracks,
  savedFile,
  taskLanguage,
  TRACK_FORMATS,
  trackKey,
  trackLanguageName,
} from './tracks.js';

const track = (language: string, automatic = false) => ({ language, name: null, automatic });

describe('the tracks of a link', () => {
  it('lists the written tracks before the automatic ones, each in the site’s order', () => {
    const tracks = [track('en', true), track('de'), track('fr', true), track('en')];
    expect(orderedTracks(tracks).map(trackKey)).toEqual([
      'written:de',
      'written:en',
      'automatic:en',
      'automatic:fr',
    ]);
  });

  it.each([
    ['en', 'de-DE', 'Englisch'],
    ['de', 'en-US', 'German'],
    ['ja', 'ja-JP', '日本語'],
    ['pt-BR', 'en-US', 'Portuguese (Brazil)'],
    // YouTube's own codes, which no list knows, are shown as the site wrote them.
    ['en-uYU-mmqFLq8', 'en-US', 'en-uYU-mmqFLq8'],
    ['live_chat', 'en-US', 'live_chat'],
  ] as const)('names %s on a %s page “%s”', (code, locale, name) => {
    expect(trackLanguageName(code, locale)).toBe(name);
  });

  it('offers every format of the api, SRT first, ASS to paid levels only', () => {
    expect(TRACK_FORMATS.map((choice) => choice.format)).toEqual([
      'srt',
      'vtt',
      'ass',
      'txt',
      'md',
      'lrc',
      'csv',
    ]);
    const ass = TRACK_FORMATS.find((choice) => choice.format === 'ass');
    if (!ass) throw new Error('no ASS choice');
    expect([undefined, 0, 1, 3].map((level) => mayDownload(ass, level))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(TRACK_FORMATS.filter((choice) => !mayDownload(choice, 0))).toEqual([ass]);
  });

  it('saves a file under the api’s name and type', () => {
    expect(
      savedFile(
        { fileName: 'A talk.en.srt', contentType: 'application/x-subrip; charset=utf-8' },
        { title: 'A talk', language: 'en', format: 'srt' },
      ),
    ).toEqual({ fileName: 'A talk.en.srt', type: 'application/x-subrip; charset=utf-8' });
  });

  it('names the file after the title when the api did not say, without characters a disk refuses', () => {
    expect(
      savedFile(
        { fileName: undefined, contentType: undefined },
        { title: 'Q&A: why? / part 1', language: 'de', format: 'vtt' },
      ),
    ).toEqual({ fileName: 'Q&A why part 1.de.vtt', type: 'text/vtt' });
    expect(
      savedFile(
        { fileName: undefined, contentType: undefined },
        { title: '???', language: 'en', format: 'txt' },
      ).fileName,
    ).toBe('subtitles.en.txt');
  });

  it('files a task under the track’s language when the api takes the code, else as detected', () => {
    expect(['en', 'pt-BR', 'zh-Hans', 'en-uYU-mmqFLq8', 'live_chat'].map(taskLanguage)).toEqual([
      'en',
      'pt-BR',
      'zh-Hans',
      'en-uYU-mmqFLq8',
      'auto',
    ]);
  });
});
