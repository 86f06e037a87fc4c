import { describe, expect, it } from 'vitest';
import { resolve } from '@captio/routing-rules';
import { toolPaths } from './tool-paths.js';

describe('tool paths are the addresses routing-rules serves', () => {
  it.each([
    [toolPaths.snsToFormat('tiktok', 'mp4'), 'sns-to-format', { sns: 'tiktok', format: 'mp4' }],
    [toolPaths.mediaTranslator('captions'), 'media-translator', { media: 'captions' }],
    [toolPaths.textConverter('audio'), 'media-text-converter', { media: 'audio' }],
    [toolPaths.subtitleGenerator('vtt'), 'subtitle-generator', { subtitle: 'vtt' }],
    [
      toolPaths.subtitleGeneratorLanguage('haitian-creole'),
      'subtitle-generator-language',
      { language: 'haitian-creole', code: 'ht' },
    ],
    [
      toolPaths.transcribeLanguage('cantonese'),
      'transcribe-language',
      { language: 'cantonese', code: 'yue' },
    ],
    [
      toolPaths.translateMedia('english', 'japanese'),
      'translate-l1-media-to-l2',
      { l1: 'english', l2: 'japanese', l1Code: 'en', l2Code: 'ja' },
    ],
    [toolPaths.convertSubtitle('vtt', 'srt'), 'convert-t1-to-t2', { t1: 'vtt', t2: 'srt' }],
  ])('%s', (path, name, params) => {
    expect(resolve(path)).toEqual({ kind: 'page', name, params, locale: 'en-US' });
  });

  it('transcribe-{fileExt}-to-text exists in development builds only', () => {
    const path = toolPaths.transcribeFile('mp3');
    expect(resolve(path, { dev: true })).toMatchObject({ name: 'transcribe-fileExt-to-text' });
    expect(resolve(path).kind).toBe('redirect');
  });
});
