import type { TranslationEngineInfo } from '@captio/api-client';
import { describe, expect, it } from 'vitest';
import {
  fittedLanguages,
  initialTarget,
  sourceOptions,
  targetOptions,
} from './language-options.js';
import {
  pairsOfEngines,
  targetsOf,
  translates,
  translationLanguageName,
} from './translation-pairs.js';

/** What a server running Apertium lists: direct pairs, and chains through Spanish. */
const APERTIUM: TranslationEngineInfo = {
  id: 'apertium',
  name: 'Apertium',
  quality: 'rule-based',
  note: 'Literal.',
  pairs: [
    { from: 'en', to: 'es' },
    { from: 'es', to: 'en' },
    { from: 'es', to: 'pt' },
    { from: 'pt', to: 'es' },
    { from: 'en', to: 'pt', via: 'es' },
    { from: 'fr', to: 'es' },
  ],
};
const CHAT: TranslationEngineInfo = {
  id: 'openai-chat',
  name: 'OpenAI-compatible chat',
  quality: 'llm',
  note: 'Fluent.',
  pairs: [{ from: 'en', to: 'pt' }],
};

const codes = (choices: readonly { code: string }[]) => choices.map((choice) => choice.code);

describe('the pairs a server translates', () => {
  it('keeps one entry per pair, the direct one of another engine before a chain', () => {
    const pairs = pairsOfEngines([APERTIUM, CHAT]);
    expect(pairs.filter((pair) => pair.from === 'en' && pair.to === 'pt')).toEqual([
      { from: 'en', to: 'pt' },
    ]);
    expect(pairsOfEngines([APERTIUM])).toContainEqual({ from: 'en', to: 'pt', via: 'es' });
  });

  it.each([
    ['en-US', 'es', true],
    ['en', 'pt-PT', true],
    ['pt-BR', 'es-ES', true],
    ['fr-FR', 'en', false],
    ['ja', 'es', false],
    ['es', 'es', false],
  ])('%s into %s: %s', (from, to, expected) => {
    expect(translates(pairsOfEngines([APERTIUM]), from, to)).toBe(expected);
  });

  it('takes a detected source when something translates into the target', () => {
    const pairs = pairsOfEngines([APERTIUM]);
    expect(translates(pairs, 'auto', 'pt')).toBe(true);
    expect(translates(pairs, 'auto', 'ja')).toBe(false);
  });

  it('counts every pair while the list is unknown: the server refuses with its own message', () => {
    expect(translates(undefined, 'ja', 'ko')).toBe(true);
  });

  it('offers the targets of the source only, with the hub language of a chain', () => {
    const pairs = pairsOfEngines([APERTIUM]);
    expect(targetsOf(pairs, 'en-US')).toEqual([
      { code: 'es', via: undefined },
      { code: 'pt', via: 'es' },
    ]);
    expect(targetsOf(pairs, 'ja')).toEqual([]);
    expect(codes(targetsOf(pairs, 'auto')).sort()).toEqual(['en', 'es', 'pt']);
  });
});

describe('the language pickers', () => {
  const pairs = pairsOfEngines([APERTIUM]);

  it('list targets by name in the reader’s language, and keep a page’s refused target', () => {
    expect(codes(targetOptions(pairs, 'en', 'es', 'en-US'))).toEqual(['pt', 'es']);
    expect(codes(targetOptions(pairs, 'en', 'es', 'de-DE'))).toEqual(['pt', 'es']);
    expect(codes(targetOptions(pairs, 'en', 'ja', 'en-US'))).toEqual(['ja', 'pt', 'es']);
  });

  it('list the sources some engine translates from', () => {
    expect(codes(sourceOptions(pairs, 'en', 'en-US')).sort()).toEqual(['en', 'es', 'fr', 'pt']);
    expect(codes(sourceOptions(undefined, 'en', 'en-US')).length).toBeGreaterThan(50);
  });

  it('start on the page’s target, else the reader’s language, English or Spanish when reachable', () => {
    expect(initialTarget(pairs, 'en', ['pt', 'de'])).toBe('pt');
    expect(initialTarget(pairs, 'es', [undefined, 'pt-PT'])).toBe('pt');
    expect(initialTarget(pairs, 'en', [undefined, 'en-US'])).toBe('es');
    expect(initialTarget(pairs, 'fr', [undefined, 'de-DE'])).toBe('es');
    expect(initialTarget(pairs, 'ja', [undefined, 'en-US'])).toBeUndefined();
    expect(initialTarget(undefined, 'en-US', [undefined, 'en-US'])).toBe('es');
  });

  it('move a subtitle form to languages the engines translate, unless they were chosen', () => {
    const free = { sourceChosen: false, targetChosen: false };
    expect(fittedLanguages(pairs, { ...free, source: 'de', target: 'en' }, 'de-DE')).toEqual({
      source: 'en',
      target: 'es',
    });
    expect(fittedLanguages(pairs, { ...free, source: 'pt', target: 'en' }, 'pt-PT')).toEqual({
      source: 'pt',
      target: 'es',
    });
    expect(fittedLanguages(pairs, { ...free, source: 'en', target: 'pt' }, 'en-US')).toEqual({
      source: 'en',
      target: 'pt',
    });
    // /translate-japanese-...: the page's pair stays, and the form says why it is not sent.
    const page = { sourceChosen: true, targetChosen: true, source: 'ja', target: 'ko' };
    expect(fittedLanguages(pairs, page, 'en-US')).toEqual({ source: 'ja', target: 'ko' });
  });

  it('name languages in the reader’s language, a bare code as the language itself', () => {
    expect(translationLanguageName('es', 'en-US')).toBe('Spanish');
    expect(translationLanguageName('es', 'de-DE')).toBe('Spanisch');
    expect(translationLanguageName('ja', 'fr-FR')).toBe('Japonais');
  });
});
