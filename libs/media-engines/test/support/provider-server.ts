import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { isEngineError, type TranslateOptions, type TranslationEngine } from '../../src/index.js';
import type { Answer } from './loopback-server.js';
import { HTTP_FAILURES } from './provider-failures.js';

interface TestServer<Request> {
  url: string;
  received: Request[];
  close: () => Promise<void>;
}

/**
 * A provider's test server for a describe block: started before its tests, answering as
 * `normal` unless a test says otherwise (`answerWith`), its requests forgotten after each test.
 */
export function useProviderServer<Request, Server extends TestServer<Request>>(
  start: (answer: (request: Request) => Answer) => Promise<Server>,
  normal: (request: Request) => Answer,
) {
  let server: Server | undefined;
  let answer = normal;
  beforeAll(async () => {
    server = await start((request) => answer(request));
  });
  afterEach(() => {
    answer = normal;
    server?.received.splice(0);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server(): Server {
      if (!server) throw new Error('the test server is not started yet');
      return server;
    },
    answerWith(reply: Answer | ((request: Request) => Answer)) {
      answer = typeof reply === 'function' ? reply : () => reply;
    },
  };
}

/** What a call rejected with (undefined when it resolved). */
export function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => undefined,
    (error: unknown) => error,
  );
}

/**
 * The failures every translation provider must type: each HTTP failure, the provider's own
 * `cases` (a short or unreadable answer), a server that never answers ('timeout', the call's
 * `timeoutMs`) and an abort while it waits ('aborted').
 */
export function itTypesFailures(
  provider: { answerWith: (reply: Answer) => void },
  engine: () => TranslationEngine,
  pair: Pick<TranslateOptions, 'from' | 'to'>,
  cases: { name: string; reply: Answer; code: string }[],
) {
  it.each([
    ...HTTP_FAILURES,
    ...cases,
    { name: 'a server that never answers', reply: 'never' as Answer, code: 'timeout' },
  ])('fails on $name with $code', async ({ reply, code }) => {
    provider.answerWith(reply);
    const failure = await failureOf(
      engine().translate(['one', 'two'], { ...pair, timeoutMs: 300 }),
    );
    expect(isEngineError(failure, code as never), String(failure)).toBe(true);
  });

  it('stops at once when aborted', async () => {
    provider.answerWith('never');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const failure = await failureOf(
      engine().translate(['one'], { ...pair, signal: controller.signal }),
    );
    expect(isEngineError(failure, 'aborted'), String(failure)).toBe(true);
  });
}
