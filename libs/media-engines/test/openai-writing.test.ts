import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createOpenAiWritingEngine,
  isEngineError,
  WRITING_KINDS,
  type WritingEngine,
  type WritingSource,
} from '../src/index.js';
import {
  type ChatAnswer,
  type ChatRequest,
  completion,
  startChatServer,
} from './support/chat-server.js';

const SOURCE: WritingSource = {
  language: 'fr-CA',
  segments: [
    { start: 0, end: 4_000, text: 'Bonjour et bienvenue à la réunion hebdomadaire.' },
    { start: 65_000, end: 70_000, text: 'Marie corrigera les erreurs de paiement mercredi.' },
  ],
};

/** Answers each kind with a text that names it, as a model would write it. */
function byKind(request: ChatRequest): ChatAnswer {
  const system = request.body.messages?.[0]?.content ?? '';
  const kind = system.includes('blog post')
    ? 'billet'
    : system.includes('show notes')
      ? 'notes'
      : system.includes('social media')
        ? 'publication'
        : system.includes('minutes')
          ? 'procès-verbal'
          : 'résumé';
  return { status: 200, json: completion(`  Voici le ${kind}.\n`) };
}

describe('OpenAI-compatible writing engine', () => {
  let answer: (request: ChatRequest) => ChatAnswer = byKind;
  let server: Awaited<ReturnType<typeof startChatServer>>;
  let engine: WritingEngine;

  beforeAll(async () => {
    server = await startChatServer((request) => answer(request));
    engine = createOpenAiWritingEngine({
      baseUrl: `${server.url}/v1/`,
      apiKey: 'sk-test',
      model: 'writer-1',
    });
  });
  afterEach(() => {
    answer = byKind;
    server.received.length = 0;
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes every kind, one chat request each, in the transcript language', async () => {
    expect(engine.quality.level).toBe('generative');
    expect(engine.kinds()).toEqual(WRITING_KINDS);
    const writing = await engine.write(SOURCE);
    expect(writing).toEqual({
      engineId: 'openai-compatible',
      level: 'generative',
      language: 'fr-CA',
      texts: {
        summary: 'Voici le résumé.',
        'blog-post': 'Voici le billet.',
        'show-notes': 'Voici le notes.',
        'social-media': 'Voici le publication.',
        'meeting-minutes': 'Voici le procès-verbal.',
      },
    });
    expect(server.received).toHaveLength(5);
    const [first] = server.received;
    expect(first).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'writer-1' },
    });
    const [system, user] = first?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Write in French (language code fr-CA)');
    expect(user).toEqual({
      role: 'user',
      content:
        '[0:00] Bonjour et bienvenue à la réunion hebdomadaire.\n[1:05] Marie corrigera les erreurs de paiement mercredi.\n',
    });
  });

  it('writes only the kinds asked for', async () => {
    const writing = await engine.write(SOURCE, { kinds: ['social-media'] });
    expect(writing.texts).toEqual({ 'social-media': 'Voici le publication.' });
    expect(server.received).toHaveLength(1);
  });

  it('sends a long transcript cut, and says so to the model', async () => {
    const short = createOpenAiWritingEngine({ baseUrl: server.url, model: 'm', maxInputChars: 60 });
    await short.write(SOURCE, { kinds: ['summary'] });
    const content = server.received[0]?.body.messages?.[1]?.content ?? '';
    expect(content).toContain('Bonjour');
    expect(content).not.toContain('Marie');
    expect(content).toContain('the rest of the transcript is left out');
    expect(server.received[0]?.authorization).toBeUndefined();
  });

  it.each([
    {
      name: 'a refused key',
      reply: { status: 401, json: { error: { message: 'bad key' } } },
      code: 'provider-unauthorized',
    },
    {
      name: 'a rate limit',
      reply: {
        status: 429,
        json: { error: { message: 'slow down' } },
        headers: { 'retry-after': '2' },
      },
      code: 'rate-limited',
    },
    {
      name: 'an unknown model',
      reply: { status: 404, json: { error: { message: 'no such model' } } },
      code: 'provider-rejected',
    },
    { name: 'a server error', reply: { status: 500, text: 'boom' }, code: 'provider-failed' },
    {
      name: 'an answer that is not JSON',
      reply: { status: 200, text: '<html>' },
      code: 'provider-failed',
    },
    {
      name: 'an answer without text',
      reply: { status: 200, json: completion('  ') },
      code: 'provider-failed',
    },
  ] as { name: string; reply: ChatAnswer; code: string }[])(
    'fails on $name with $code',
    async ({ reply, code }) => {
      answer = () => reply;
      const failure = await engine
        .write(SOURCE, { kinds: ['summary'] })
        .catch((error: unknown) => error);
      expect(isEngineError(failure, code as never), String(failure)).toBe(true);
    },
  );

  it('gives up on a server that never answers, at the request timeout', async () => {
    answer = () => 'never';
    const slow = createOpenAiWritingEngine({
      baseUrl: server.url,
      model: 'm',
      requestTimeoutMs: 300,
    });
    const started = Date.now();
    const failure = await slow
      .write(SOURCE, { kinds: ['summary'] })
      .catch((error: unknown) => error);
    expect(isEngineError(failure, 'timeout')).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops at once when aborted', async () => {
    answer = () => 'never';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const failure = await engine
      .write(SOURCE, { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(isEngineError(failure, 'aborted')).toBe(true);
  });

  it.each([
    { name: 'a language left out of its list', language: 'de', code: 'unsupported-language' },
  ])('refuses $name', async ({ language, code }) => {
    const frenchOnly = createOpenAiWritingEngine({
      baseUrl: server.url,
      model: 'm',
      languages: ['fr'],
    });
    const failure = await frenchOnly
      .write({ ...SOURCE, language })
      .catch((error: unknown) => error);
    expect(isEngineError(failure, code as never)).toBe(true);
    expect(server.received).toHaveLength(0);
  });

  it.each([
    { name: 'a URL that is not one', options: { baseUrl: 'not a url', model: 'm' } },
    { name: 'a URL of another protocol', options: { baseUrl: 'ftp://127.0.0.1', model: 'm' } },
    { name: 'an empty model name', options: { baseUrl: 'http://127.0.0.1', model: ' ' } },
  ])('is not created with $name', ({ options }) => {
    expect(() => createOpenAiWritingEngine(options)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});
