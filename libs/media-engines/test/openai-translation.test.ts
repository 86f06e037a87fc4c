import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOpenAiTranslationEngine,
  isEngineError,
  type TranslationEngine,
} from '../src/index.js';
import { type ChatRequest, completion, startChatServer } from './support/chat-server.js';
import type { Answer } from './support/loopback-server.js';
import { failureOf, itTypesFailures, useProviderServer } from './support/provider-server.js';

interface Line {
  id: number;
  text: string;
}

function linesAsked(request: ChatRequest): Line[] {
  return JSON.parse(request.body.messages?.[1]?.content ?? '[]') as Line[];
}

/** A model that does as told: every line back with its id, translated into the target. */
function faithful(request: ChatRequest): Answer {
  const target = /\(language code ([^)]+)\)\.? The user/.exec(
    request.body.messages?.[0]?.content ?? '',
  )?.[1];
  const answer = linesAsked(request).map(({ id, text }) => ({ id, text: `${target}: ${text}` }));
  return { status: 200, json: completion(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``) };
}

/** A model that joins the first two lines of any batch longer than `longest`. */
function mergingAbove(longest: number) {
  return (request: ChatRequest): Answer => {
    const lines = linesAsked(request);
    if (lines.length <= longest) return faithful(request);
    const [first, second, ...rest] = lines;
    const merged = [{ id: 1, text: `${first?.text} ${second?.text}` }, ...rest];
    return { status: 200, json: completion(JSON.stringify(merged)) };
  };
}

describe('OpenAI-compatible translation engine', () => {
  const provider = useProviderServer(startChatServer, faithful);
  let engine: TranslationEngine;

  beforeAll(() => {
    engine = createOpenAiTranslationEngine({
      url: provider.server.url,
      apiKey: 'sk-test',
      model: 'translator-1',
      languages: ['en', 'es', 'fr-CA'],
    });
  });

  it('takes every pair among its languages', () => {
    expect(engine.id).toBe('openai-chat');
    expect(engine.quality.level).toBe('llm');
    expect(engine.keepsMarkup).toBe(false);
    expect(engine.pairs()).toEqual([
      { from: 'en', to: 'es' },
      { from: 'en', to: 'fr' },
      { from: 'es', to: 'en' },
      { from: 'es', to: 'fr' },
      { from: 'fr', to: 'en' },
      { from: 'fr', to: 'es' },
    ]);
    expect(engine.supports('en-GB', 'fr')).toBe(true);
    expect(engine.supports('en', 'de')).toBe(false);
  });

  it('sends numbered lines in batches and checks each comes back as itself', async () => {
    const lines = Array.from({ length: 100 }, (_, index) =>
      index === 50 ? '' : `Line ${index + 1} says "hi" & waves 👋`,
    );
    const output = await engine.translate(lines, { from: 'en', to: 'es' });
    expect(output).toHaveLength(100);
    expect(output[0]).toBe('es: Line 1 says "hi" & waves 👋');
    expect(output[50]).toBe('');
    expect(output[99]).toBe('es: Line 100 says "hi" & waves 👋');
    expect(provider.server.received.map((request) => linesAsked(request).length)).toEqual([
      40, 40, 19,
    ]);
    const [first] = provider.server.received;
    expect(first).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'translator-1', temperature: 0 },
    });
    expect(first?.body.messages?.[0]?.content).toContain('exactly 40 objects');
    expect(linesAsked(first as ChatRequest)[0]).toEqual({
      id: 1,
      text: 'Line 1 says "hi" & waves 👋',
    });
  });

  it('asks again in halves when lines come back merged, and keeps every line', async () => {
    provider.answerWith(mergingAbove(5));
    const lines = Array.from({ length: 20 }, (_, index) => `Line ${index + 1}`);
    const output = await engine.translate(lines, { from: 'en', to: 'fr' });
    expect(output).toEqual(lines.map((line) => `fr: ${line}`));
    // 20 merged, 10 and 10 merged, then four batches of 5.
    expect(provider.server.received.map((request) => linesAsked(request).length)).toEqual([
      20, 10, 5, 5, 10, 5, 5,
    ]);
  });

  it('puts lines answered in another order back by their ids', async () => {
    provider.answerWith((request) => ({
      status: 200,
      json: completion(JSON.stringify(linesAsked(request).reverse())),
    }));
    expect(await engine.translate(['one', 'two', 'three'], { from: 'en', to: 'es' })).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(provider.server.received).toHaveLength(1);
  });

  it('asks again in halves when one line comes back twice', async () => {
    provider.answerWith((request) => ({
      status: 200,
      json: completion(JSON.stringify(linesAsked(request).map(({ text }) => ({ id: 1, text })))),
    }));
    expect(await engine.translate(['one', 'two', 'three'], { from: 'en', to: 'es' })).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(provider.server.received.map((request) => linesAsked(request).length)).toEqual([
      3, 2, 1, 1, 1,
    ]);
  });

  it.each([
    {
      name: 'drops a line',
      reply: (request: ChatRequest): Answer => ({
        status: 200,
        json: completion(JSON.stringify(linesAsked(request).slice(1))),
      }),
    },
    {
      name: 'numbers lines wrongly',
      reply: (request: ChatRequest): Answer => ({
        status: 200,
        json: completion(
          JSON.stringify(linesAsked(request).map(({ id, text }) => ({ id: id + 1, text }))),
        ),
      }),
    },
    {
      name: 'answers prose instead of JSON',
      reply: (): Answer => ({ status: 200, json: completion('Sure! Here it is: hola') }),
    },
  ])('fails with translation-mismatch when the model $name, after retries', async ({ reply }) => {
    provider.answerWith(reply);
    const failure = await failureOf(
      engine.translate(['one', 'two', 'three'], { from: 'en', to: 'es' }),
    );
    expect(isEngineError(failure, 'translation-mismatch'), String(failure)).toBe(true);
    // 3 lines, then 2 and 1 (asked twice): it stops at the first line that cannot be had.
    expect(provider.server.received.map((request) => linesAsked(request).length)).toEqual([
      3, 2, 1, 1,
    ]);
  });

  it('refuses a pair outside its languages without asking', async () => {
    const failure = await failureOf(engine.translate(['Hallo'], { from: 'de', to: 'en' }));
    expect(isEngineError(failure, 'unsupported-language'), String(failure)).toBe(true);
    expect(provider.server.received).toEqual([]);
  });

  itTypesFailures(provider, () => engine, { from: 'en', to: 'es' }, [
    {
      name: 'an answer without text',
      reply: { status: 200, json: completion('  ') } as Answer,
      code: 'provider-failed',
    },
  ]);
});
