import { describe, expect, it } from 'vitest';
import { exportQuerySchema } from './transcription.js';
import { createTranslation, translateTask, translationExportQuerySchema } from './translation.js';
import { translationLanguageSchema } from './translation-state.js';

/** An endpoint's body schema; every endpoint tested here has one. */
function bodyOf<B>(endpoint: { body?: B }): B {
  if (!endpoint.body) throw new Error('the endpoint takes no body');
  return endpoint.body;
}

describe('the translation contract', () => {
  it.each([
    ['en', true],
    ['pt-BR', true],
    ['zh-TW', true],
    ['auto', false],
    ['EN', false],
    ['e', false],
    ['yue(oral)', false],
  ])('takes %s as a language to translate from or to: %s', (tag, valid) => {
    expect(translationLanguageSchema.safeParse(tag).success).toBe(valid);
  });

  it('downloads a transcript’s original by default, a translated file’s translation', () => {
    expect(exportQuerySchema.parse({ format: 'srt' })).toMatchObject({
      content: 'original',
      bilingual_layout: 'lines',
    });
    expect(translationExportQuerySchema.parse({ format: 'srt' })).toMatchObject({
      content: 'translation',
      bilingual_layout: 'lines',
    });
  });

  it.each([
    [{ content: 'bilingual', bilingual_layout: 'tracks' }, true],
    [{ content: 'both' }, false],
    [{ bilingual_layout: 'columns' }, false],
  ])('reads the export content %o: %s', (query, valid) => {
    expect(exportQuerySchema.safeParse({ format: 'ass', ...query }).success).toBe(valid);
  });

  it('asks a task’s translation for a target language only', () => {
    expect(bodyOf(translateTask).safeParse({ target_language: 'es' }).success).toBe(true);
    expect(bodyOf(translateTask).safeParse({ target_language: 'es', mode: 1 }).success).toBe(false);
  });

  it('takes a subtitle file’s text with its languages, named "subtitles" by default', () => {
    const body = bodyOf(createTranslation).parse({
      text: '1\n00:00:00,000 --> 00:00:01,000\nHello\n',
      source_language: 'en',
      target_language: 'es',
    });
    expect(body.file_name).toBe('subtitles');
    expect(bodyOf(createTranslation).safeParse({ ...body, text: '' }).success).toBe(false);
  });
});
