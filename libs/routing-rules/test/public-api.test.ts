// The names other packages import. Removing or renaming one is a breaking change: this test makes
// it a deliberate one.
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

const FUNCTIONS = [
  'afterSignin',
  'checksLogin',
  'dealCodeGuard',
  'hasLayout',
  'hidesSupportWidget',
  'isLocale',
  'isLocalized',
  'loginGuard',
  'maintenanceGuard',
  'pathTo',
  'requiresLogin',
  'resolve',
  'runGuards',
  'serverRedirectGuard',
  'showsCookieBanner',
  'signedInGuard',
  'spokenLanguageCode',
  'stripLocale',
  'withLocale',
];
const CONSTANTS = [
  'DEAL_CODES',
  'DEFAULT_LOCALE',
  'FIXED_PAGE_NAMES',
  'GENERATOR_FORMATS',
  'GUARDS',
  'LOCALES',
  'MEDIA_FILE_EXTENSIONS',
  'AUDIO_FILE_EXTENSIONS',
  'VIDEO_FILE_EXTENSIONS',
  'OUTPUT_FORMATS',
  'PAGE_NAMES',
  'PATTERN_PAGE_NAMES',
  'RETURN_PARAM',
  'SNS_SITES',
  'SPOKEN_LANGUAGES',
  'SUBTITLE_FORMATS',
  'TEXT_CONVERTER_MEDIA',
  'TRANSLATOR_MEDIA',
];

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual([...FUNCTIONS, ...CONSTANTS].sort());
  });

  it.each(FUNCTIONS)('%s is a function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });

  it('keeps the locales and the values the pattern routes accept', () => {
    expect(api.LOCALES).toEqual([
      'en-US',
      'zh-CN',
      'zh-TW',
      'es-ES',
      'pt-PT',
      'fr-FR',
      'de-DE',
      'it-IT',
      'ja-JP',
      'ko-KR',
      'ru-RU',
    ]);
    expect(api.DEFAULT_LOCALE).toBe('en-US');
    expect(api.SNS_SITES).toEqual(['youtube', 'tiktok', 'x', 'facebook', 'instagram']);
    expect(api.OUTPUT_FORMATS).toEqual(['mp4', 'mp3', 'm4a', 'wav', 'aac', 'flac', 'opus', 'ogg']);
    expect(api.TRANSLATOR_MEDIA).toEqual(['video', 'audio', 'subtitle', 'captions']);
    expect(api.TEXT_CONVERTER_MEDIA).toEqual(['video', 'audio']);
    expect(api.GENERATOR_FORMATS).toEqual(['vtt', 'srt']);
    expect(api.SUBTITLE_FORMATS).toEqual([
      'srt',
      'vtt',
      'ass',
      'ssa',
      'lrc',
      'txt',
      'csv',
      'md',
      'ttml',
    ]);
    expect(api.DEAL_CODES).toEqual(['oncely', 'appsumo']);
    expect(api.RETURN_PARAM).toBe('redirect');
  });

  it('lists the guards in the order runGuards runs them', () => {
    expect(api.GUARDS).toEqual([
      api.maintenanceGuard,
      api.loginGuard,
      api.serverRedirectGuard,
      api.dealCodeGuard,
      api.signedInGuard,
    ]);
  });

  it('names every page once', () => {
    expect(new Set(api.PAGE_NAMES).size).toBe(api.PAGE_NAMES.length);
    expect(api.PAGE_NAMES).toEqual([...api.FIXED_PAGE_NAMES, ...api.PATTERN_PAGE_NAMES]);
  });

  it('freezes the shared tables', () => {
    expect(Object.isFrozen(api.SPOKEN_LANGUAGES)).toBe(true);
    expect(Object.isFrozen(api.SPOKEN_LANGUAGES[0])).toBe(true);
    expect(Object.isFrozen(api.PAGE_NAMES)).toBe(true);
    expect(Object.isFrozen(api.GUARDS)).toBe(true);
  });
});

describe('programming errors are explained', () => {
  it('withLocale with a locale that is not one', () => {
    expect(() => api.withLocale('/pricing', 'zh-cn' as never)).toThrow(
      /Unknown locale 'zh-cn' \(known: en-US, zh-CN/,
    );
  });

  it('pathTo with values resolve would send to /404', () => {
    expect(() => api.pathTo('sns-to-format', { sns: 'tiktok', format: 'mp3' }, 'en-US')).toThrow(
      new TypeError(
        'pathTo(\'sns-to-format\', {"sns":"tiktok","format":"mp3"}): not a page (resolve sends it ' +
          'to /404); it takes one of SNS_SITES and one of OUTPUT_FORMATS, mp3 only with youtube',
      ),
    );
  });
});
