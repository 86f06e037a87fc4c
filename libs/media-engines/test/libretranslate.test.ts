import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLibreTranslateEngine,
  EngineError,
  isEngineError,
  type TranslationEngine,
} from '../src/index.js';
import { type JsonRequest, startJsonServer } from './support/json-server.js';
import type { Answer } from './support/loopback-server.js';
import { failureOf, itTypesFailures, useProviderServer } from './support/provider-server.js';

type Request = JsonRequest<{
  q?: string[];
  source?: string;
  target?: string;
  format?: string;
  api_key?: string;
}>;

const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['en', 'es', 'pt', 'zh-Hans'] },
  { code: 'es', name: 'Spanish', targets: ['en', 'es'] },
  { code: 'pt', name: 'Portuguese', targets: ['en'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
];

/** LibreTranslate as it answers: the languages, and each q translated in place. */
function libreTranslate(request: Request): Answer {
  if (request.method === 'GET' && request.path === '/lt/languages') {
    return { status: 200, json: LANGUAGES };
  }
  if (request.method === 'POST' && request.path === '/lt/translate') {
    const { q = [], target = '' } = request.body;
    return { status: 200, json: { translatedText: q.map((text) => ` ${target}: ${text} `) } };
  }
  return { status: 404, json: { error: 'Not Found' } };
}

describe('LibreTranslate engine', () => {
  const provider = useProviderServer(startJsonServer<Request['body']>, libreTranslate);
  let engine: TranslationEngine;

  beforeAll(async () => {
    engine = await createLibreTranslateEngine({
      url: `${provider.server.url}/lt/`,
      apiKey: 'lt-key',
    });
  });

  it('lists the pairs from /languages and their targets, by primary tags', () => {
    expect(engine.id).toBe('libretranslate');
    expect(engine.quality.level).toBe('neural');
    // Sent as plain text: markup is dropped, and the runner knows it.
    expect(engine.keepsMarkup).toBe(false);
    expect(engine.pairs()).toEqual([
      { from: 'en', to: 'es' },
      { from: 'en', to: 'pt' },
      { from: 'en', to: 'zh' },
      { from: 'es', to: 'en' },
      { from: 'pt', to: 'en' },
      { from: 'zh', to: 'en' },
    ]);
    expect(engine.supports('zh-CN', 'en-GB')).toBe(true);
    expect(engine.supports('pt', 'es')).toBe(false);
  });

  it('sends the lines as the q array in batches and puts them back in order', async () => {
    const lines = Array.from({ length: 120 }, (_, index) =>
      index === 3 ? '' : `Line ${index + 1} & <b>`,
    );
    const fractions: number[] = [];
    const output = await engine.translate(lines, {
      from: 'en-US',
      to: 'zh-CN',
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(output).toHaveLength(120);
    expect(output[0]).toBe('zh-Hans: Line 1 & <b>');
    expect(output[3]).toBe('');
    expect(output[119]).toBe('zh-Hans: Line 120 & <b>');
    const posts = provider.server.received.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body.q?.length)).toEqual([50, 50, 19]);
    expect(posts[0]?.body).toMatchObject({
      source: 'en',
      target: 'zh-Hans',
      format: 'text',
      api_key: 'lt-key',
    });
    expect(posts.flatMap((request) => request.body.q)).not.toContain('');
    expect(fractions.at(-1)).toBe(1);
  });

  it('refuses a pair the server does not list', async () => {
    const failure = await failureOf(engine.translate(['Olá'], { from: 'pt', to: 'es' }));
    expect(isEngineError(failure, 'unsupported-language'), String(failure)).toBe(true);
    expect(provider.server.received).toEqual([]);
  });

  itTypesFailures(provider, () => engine, { from: 'en', to: 'es' }, [
    {
      name: 'a line missing from the answer',
      reply: { status: 200, json: { translatedText: ['uno'] } } as Answer,
      code: 'translation-mismatch',
    },
    {
      name: 'an answer without translatedText',
      reply: { status: 200, json: { error: null } } as Answer,
      code: 'provider-failed',
    },
  ]);

  it.each([
    { name: 'a refused key', reply: { status: 403, json: { error: 'Invalid API key' } } },
    { name: 'a list that is not one', reply: { status: 200, json: { languages: [] } } },
  ] as { name: string; reply: Answer }[])('does not start on $name', async ({ reply }) => {
    provider.answerWith(reply);
    const failure = await failureOf(
      createLibreTranslateEngine({ url: `${provider.server.url}/lt` }),
    );
    expect(failure).toBeInstanceOf(EngineError);
  });
});
