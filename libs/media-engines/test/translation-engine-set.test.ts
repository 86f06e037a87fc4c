import { describe, expect, it } from 'vitest';
import {
  chooseTranslationEngine,
  createTranslationEngines,
  describeTranslationEngines,
  translationEngineOffers,
} from '../src/index.js';

describe('translation engine set', () => {
  it('has Apertium alone when nothing else is set up', async () => {
    const set = await createTranslationEngines({});
    expect(set.engines.map((engine) => engine.id)).toEqual(['apertium']);
    expect(set.unavailable).toEqual([]);
    const [apertium] = describeTranslationEngines(set);
    expect(apertium?.quality.level).toBe('rule-based');
    expect(apertium?.pairs).toContainEqual({ from: 'en', to: 'pt', via: 'es' });
  });

  it('lists an Apertium that cannot start, with the reason', async () => {
    const set = await createTranslationEngines({
      apertium: { binaryPath: '/nonexistent/apertium' },
    });
    expect(set.engines).toEqual([]);
    expect(set.unavailable).toEqual([
      {
        id: 'apertium',
        code: 'tool-missing',
        reason: '/nonexistent/apertium is not an executable program',
      },
    ]);
  });

  it('leaves Apertium out when it is turned off', async () => {
    expect(await createTranslationEngines({ apertium: false })).toEqual({
      engines: [],
      unavailable: [],
    });
  });

  it.each([
    { from: 'en', to: 'es', chosen: 'apertium' },
    { from: 'pt-BR', to: 'en-US', chosen: 'apertium' },
    { from: 'en', to: 'de', chosen: null },
    { from: 'en', to: 'en', chosen: null },
  ])('chooses $chosen for $from → $to', async ({ from, to, chosen }) => {
    const set = await createTranslationEngines({});
    expect(chooseTranslationEngine(set, from, to)?.id ?? null).toBe(chosen);
  });

  it('puts a chat model first, lists a provider that cannot be reached, keeps Apertium', async () => {
    const set = await createTranslationEngines({
      openai: { url: 'http://127.0.0.1:9', model: '', languages: ['en', 'de', 'es'] },
      libretranslate: { url: 'http://127.0.0.1:9/' },
      deepl: { apiKey: '  ' },
    });
    expect(set.engines.map((engine) => engine.id)).toEqual(['openai-chat', 'apertium']);
    expect(set.unavailable).toEqual([
      {
        id: 'libretranslate',
        code: 'provider-failed',
        reason: 'the LibreTranslate server at 127.0.0.1:9 cannot be reached',
      },
    ]);
    expect(chooseTranslationEngine(set, 'en', 'de')?.id).toBe('openai-chat');
    expect(chooseTranslationEngine(set, 'en', 'es')?.id).toBe('openai-chat');
    expect(chooseTranslationEngine(set, 'en', 'pt')?.id).toBe('apertium');
    expect(describeTranslationEngines(set)[0]).toMatchObject({
      id: 'openai-chat',
      quality: { level: 'llm' },
    });
    expect(describeTranslationEngines(set)[0]?.pairs).toHaveLength(6);
  });

  it.each([
    {
      name: 'a pair Apertium lacks',
      settings: {},
      from: 'en',
      to: 'de-AT',
      offers: [
        ['openai-chat', 'configure'],
        ['deepl', 'configure'],
        ['libretranslate', 'configure'],
      ],
    },
    {
      name: 'a language left out of the chat endpoint',
      settings: { openai: { url: 'http://127.0.0.1:9', model: 'm', languages: ['en', 'de'] } },
      from: 'en',
      to: 'ja',
      offers: [
        ['openai-chat', 'enable-language'],
        ['deepl', 'configure'],
        ['libretranslate', 'configure'],
      ],
    },
    {
      name: 'Apertium turned off',
      settings: { apertium: false as const },
      from: 'pt',
      to: 'ca',
      offers: [
        ['openai-chat', 'configure'],
        ['libretranslate', 'configure'],
        ['apertium', 'configure'],
      ],
    },
    { name: 'a language no engine knows', settings: {}, from: 'en', to: 'tlh', offers: [] },
  ])('says which engines would translate $name', async ({ settings, from, to, offers }) => {
    const set = await createTranslationEngines(settings);
    expect(chooseTranslationEngine(set, from, to)).toBeNull();
    const offered = translationEngineOffers(set, from, to);
    expect(offered.map((offer) => [offer.id, offer.needs])).toEqual(offers);
    expect(offered[0]?.label ?? '').toMatch(offers.length ? /chat endpoint/ : /^$/);
  });
});
