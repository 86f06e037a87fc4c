import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDeepLEngine,
  EngineError,
  isEngineError,
  type TranslationEngine,
} from '../src/index.js';
import { type JsonRequest, startJsonServer } from './support/json-server.js';
import type { Answer } from './support/loopback-server.js';
import { failureOf, itTypesFailures, useProviderServer } from './support/provider-server.js';

type Request = JsonRequest<{ text?: string[]; source_lang?: string; target_lang?: string }>;

const SOURCES = ['DE', 'EN', 'PT', 'ZH'].map((language) => ({ language, name: language }));
const TARGETS = ['DE', 'EN-GB', 'EN-US', 'PT-BR', 'PT-PT', 'ZH', 'ZH-HANS', 'ZH-HANT'].map(
  (language) => ({ language, name: language, supports_formality: false }),
);

/** DeepL's API as it answers a key it knows: its languages, and each text translated. */
function deepL(request: Request): Answer {
  if (request.authorization !== 'DeepL-Auth-Key test-key:fx') {
    return { status: 403, json: { message: 'Wrong endpoint' } };
  }
  if (request.method === 'GET' && request.path === '/v2/languages?type=source') {
    return { status: 200, json: SOURCES };
  }
  if (request.method === 'GET' && request.path === '/v2/languages?type=target') {
    return { status: 200, json: TARGETS };
  }
  if (request.method === 'POST' && request.path === '/v2/translate') {
    const { text = [], source_lang, target_lang = '' } = request.body;
    return {
      status: 200,
      json: {
        translations: text.map((line) => ({
          detected_source_language: source_lang,
          text: `${target_lang}: ${line}`,
        })),
      },
    };
  }
  return { status: 404, json: { message: 'Not found' } };
}

describe('DeepL engine', () => {
  const provider = useProviderServer(startJsonServer<Request['body']>, deepL);
  let engine: TranslationEngine;

  beforeAll(async () => {
    engine = await createDeepLEngine({ apiKey: 'test-key:fx', url: `${provider.server.url}/v2` });
  });

  it('pairs every source language with every target language', () => {
    expect(engine.id).toBe('deepl');
    expect(engine.quality.level).toBe('neural');
    expect(engine.keepsMarkup).toBe(false);
    expect(engine.pairs()).toHaveLength(4 * 3);
    expect(engine.pairs()).toContainEqual({ from: 'en', to: 'pt' });
    expect(engine.supports('pt-BR', 'zh-TW')).toBe(true);
    expect(engine.supports('en', 'fr')).toBe(false);
  });

  it.each([
    { to: 'en', target: 'EN-US' },
    { to: 'en-GB', target: 'EN-GB' },
    { to: 'pt', target: 'PT-PT' },
    { to: 'pt-BR', target: 'PT-BR' },
    { to: 'zh', target: 'ZH-HANS' },
    { to: 'zh-Hant', target: 'ZH-HANT' },
    { to: 'zh-TW', target: 'ZH-HANT' },
  ])('asks for $target when the target is $to', async ({ to, target }) => {
    const from = to.startsWith('de') ? 'en' : 'de';
    expect(await engine.translate(['Hallo'], { from, to })).toEqual([`${target}: Hallo`]);
    expect(provider.server.received[0]?.body).toEqual({
      text: ['Hallo'],
      source_lang: 'DE',
      target_lang: target,
    });
  });

  it('sends at most 50 texts a request with its key and keeps the order', async () => {
    const lines = Array.from({ length: 101 }, (_, index) => (index === 7 ? ' ' : `Satz ${index}`));
    const output = await engine.translate(lines, { from: 'de', to: 'en' });
    expect(output).toHaveLength(101);
    expect(output[7]).toBe('');
    expect(output[100]).toBe('EN-US: Satz 100');
    expect(provider.server.received.map((request) => request.body.text?.length)).toEqual([50, 50]);
    expect(provider.server.received[0]).toMatchObject({
      method: 'POST',
      path: '/v2/translate',
      authorization: 'DeepL-Auth-Key test-key:fx',
    });
  });

  it('refuses a pair DeepL does not list', async () => {
    const failure = await failureOf(engine.translate(['Hola'], { from: 'es', to: 'en' }));
    expect(isEngineError(failure, 'unsupported-language'), String(failure)).toBe(true);
  });

  itTypesFailures(provider, () => engine, { from: 'de', to: 'en' }, [
    {
      name: 'a quota used up (456)',
      reply: { status: 456, json: { message: 'Quota exceeded' } } as Answer,
      code: 'provider-rejected',
    },
    {
      name: 'a translation missing from the answer',
      reply: { status: 200, json: { translations: [{ text: 'eins' }] } } as Answer,
      code: 'translation-mismatch',
    },
    {
      name: 'a translation without text',
      reply: { status: 200, json: { translations: [{}, {}] } } as Answer,
      code: 'provider-failed',
    },
  ]);

  it('does not start with a key DeepL refuses', async () => {
    const failure = await failureOf(
      createDeepLEngine({ apiKey: 'other-key', url: provider.server.url }),
    );
    expect(isEngineError(failure, 'provider-unauthorized'), String(failure)).toBe(true);
    expect(failure).toBeInstanceOf(EngineError);
  });

  it.each([
    { apiKey: 'test-key:fx', host: 'api-free.deepl.com' },
    { apiKey: 'pro-key', host: 'api.deepl.com' },
  ])('talks to $host by default for a key like $apiKey', async ({ apiKey, host }) => {
    // The requests are sent on to the local server: DeepL itself is never called.
    const asked: string[] = [];
    const relay: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      asked.push(url.host);
      return fetch(`${provider.server.url}${url.pathname}${url.search}`, init);
    };
    await createDeepLEngine({ apiKey, fetch: relay }).catch(() => undefined);
    expect(asked[0]).toBe(host);
  });
});
