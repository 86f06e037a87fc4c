import type { TranslationEngineInfo, TranslationEngineRef } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { translationTargets } from './translation-targets.js';

const APERTIUM_REF = { id: 'apertium', name: 'Apertium', quality: 'rule-based' } as const;
const DEEPL_REF = { id: 'deepl', name: 'DeepL', quality: 'neural' } as const;

/** An engine as the engines call lists it. */
const engine = (
  ref: TranslationEngineRef,
  pairs: TranslationEngineInfo['pairs'],
): TranslationEngineInfo => ({ ...ref, note: `${ref.name} translates.`, pairs });

const APERTIUM = engine(APERTIUM_REF, [
  { from: 'en', to: 'es' },
  { from: 'es', to: 'en' },
  { from: 'es', to: 'pt' },
  { from: 'en', to: 'pt', via: 'es' },
  { from: 'fr', to: 'es' },
]);
const DEEPL = engine(DEEPL_REF, [
  { from: 'en', to: 'de' },
  { from: 'en', to: 'es' },
]);

describe('translationTargets', () => {
  test('lists what the engines translate the language into, each by the best engine', () => {
    expect(translationTargets([DEEPL, APERTIUM], 'en')).toEqual([
      { language: 'de', engine: DEEPL_REF, via: undefined },
      { language: 'es', engine: DEEPL_REF, via: undefined },
      { language: 'pt', engine: APERTIUM_REF, via: 'es' },
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
