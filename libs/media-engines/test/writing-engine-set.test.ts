import { describe, expect, it } from 'vitest';
import { chooseWritingEngine, createWritingEngines, describeWritingEngines } from '../src/index.js';

describe('writing engine set', () => {
  it('has ots alone when nothing else is set up', async () => {
    const { engines, unavailable } = await createWritingEngines({});
    expect(engines.map((engine) => engine.id)).toEqual(['ots']);
    expect(unavailable).toEqual([]);
    expect(describeWritingEngines(engines)[0]).toMatchObject({
      id: 'ots',
      quality: 'extractive',
      kinds: ['summary', 'show-notes'],
    });
  });

  it('puts the endpoint first and lists what cannot be used', async () => {
    const { engines, unavailable } = await createWritingEngines({
      openAiBaseUrl: 'http://127.0.0.1:9',
      otsPath: '/nonexistent/ots',
    });
    expect(engines.map((engine) => engine.id)).toEqual(['openai-compatible']);
    expect(unavailable.map(({ kind, error }) => [kind, error.code])).toEqual([
      ['ots', 'tool-missing'],
    ]);
  });

  it.each([
    { language: 'en-GB', settings: {}, chosen: 'ots' },
    {
      language: 'en',
      settings: { openAiBaseUrl: 'http://127.0.0.1:9' },
      chosen: 'openai-compatible',
    },
    {
      language: 'ja',
      settings: { openAiBaseUrl: 'http://127.0.0.1:9' },
      chosen: 'openai-compatible',
    },
  ])('writes $language with $chosen', async ({ language, settings, chosen }) => {
    const { engines } = await createWritingEngines(settings);
    const choice = chooseWritingEngine(engines, language);
    expect(choice.ok && choice.engine.id).toBe(chosen);
  });

  it.each([
    { language: 'ja', would: ['openai-compatible'] },
    { language: 'tlh', would: [] },
  ])('refuses $language, saying which engines would write it', async ({ language, would }) => {
    const { engines } = await createWritingEngines({});
    const choice = chooseWritingEngine(engines, language);
    expect(choice.ok).toBe(false);
    if (!choice.ok) expect(choice.wouldSupport.map((offer) => offer.kind)).toEqual(would);
  });
});
