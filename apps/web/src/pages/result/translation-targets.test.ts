import type { TranslationEngineInfo } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { translationTargets } from './translation-targets.js';

const APERTIUM: TranslationEngineInfo = {
  id: 'apertium',
  name: 'Apertium',
  quality: 'rule-based',
  note: 'Rule-based.',
  pairs: [
    { from: 'en', to: 'es' },
    { from: 'es', to: 'en' },
    { from: 'es', to: 'pt' },
    { from: 'en', to: 'pt', via: 'es' },
    { from: 'fr', to: 'es' },
  ],
};
const DEEPL: TranslationEngineInfo = {
  id: 'deepl',
  name: 'DeepL',
  quality: 'neural',
  note: 'Neural.',
  pairs: [
    { from: 'en', to: 'de' },
    { from: 'en', to: 'es' },
  ],
};

describe('translationTargets', () => {
  test('lists what the engines translate the language into, each by the best engine', () => {
    expect(translationTargets([DEEPL, APERTIUM], 'en')).toEqual([
      { language: 'de', engine: { id: 'deepl', name: 'DeepL', quality: 'neural' }, via: undefined },
      { language: 'es', engine: { id: 'deepl', name: 'DeepL', quality: 'neural' }, via: undefined },
      {
        language: 'pt',
        engine: { id: 'apertium', name: 'Apertium', quality: 'rule-based' },
        via: 'es',
      },
    ]);
  });

  test('a regional tag finds the pairs of its language, never itself', () => {
    expect(translationTargets([APERTIUM], 'en-US').map((target) => target.language)).toEqual([
      'es',
      'pt',
    ]);
    expect(translationTargets([APERTIUM], 'es').map((target) => target.language)).toEqual([
      'en',
      'pt',
    ]);
  });

  test('offers nothing for a language no engine translates from', () => {
    expect(translationTargets([APERTIUM, DEEPL], 'ja')).toEqual([]);
    expect(translationTargets([], 'en')).toEqual([]);
  });
});
