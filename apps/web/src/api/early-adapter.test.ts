import axios, { type AxiosAdapter } from 'axios';
import { createApiClient, httpStatusOf } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import type { PageRoute } from '../app/page-module.js';
import { earlyFetchScript } from '../server/early-fetch.js';
import { TEST_HASH, TEST_TASK_ID, testTranscriptResult } from '../testing/transcript.js';
import { EARLY_FETCHES, earlyAdapter, type EarlyFetch } from './early-adapter.js';

const route = (
  search = '',
  name: PageRoute['name'] = 'result-hash',
  locale: PageRoute['locale'] = 'en-US',
) => ({ name, params: { hash: TEST_HASH }, search, locale });

/** Runs a page's early script as the browser would, with this cookie and server answer. */
function runScript(script: string, cookie: string, answer: { status: number; body: unknown }) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const self: Record<string, Record<string, EarlyFetch | undefined>> = {};
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    asked.push({ url, headers: init.headers });
    return Promise.resolve({
      status: answer.status,
      statusText: '',
      headers: new Map([['content-type', 'application/json']]),
      text: () => Promise.resolve(JSON.stringify(answer.body)),
    });
  };
  const code = script.replace(/^<script>|<\/script>$/g, '');
  new Function('document', 'fetch', 'self', code)({ cookie }, fetch, self);
  return { asked, fetches: self[EARLY_FETCHES] };
}

/** The api client as the browser makes it, over the early fetches and a network that records. */
function clientOver(fetches: Record<string, EarlyFetch | undefined> | undefined, locale?: string) {
  const network: string[] = [];
  const instance = axios.create({ baseURL: '' });
  const offline: AxiosAdapter = async (config) => {
    network.push(instance.getUri(config));
    return {
      data: { data: testTranscriptResult() },
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
  instance.defaults.adapter = earlyAdapter(
    offline,
    () => fetches,
    (c) => instance.getUri(c),
  );
  const api = createApiClient({ axios: instance, locale: () => locale });
  return { api, network };
}

const call = (api: ReturnType<typeof clientOver>['api'], taskId?: string) =>
  api.call(
    'transcriptResult',
    { params: { hash: TEST_HASH }, query: taskId ? { task_id: taskId } : {} },
    { toast: false },
  );

describe('the result page’s early fetch', () => {
  // The client sends the page's locale (entry-client.tsx), whatever the stored one says.
  test.each([
    ['an English page, no locale cookie', 'en-US', ''],
    ['a French page, no locale cookie', 'fr-FR', ''],
    ['a Japanese page, a German locale cookie', 'ja-JP', 'i18n_redirected=de-DE'],
  ] as const)(
    'on %s is asked as the client would, and the client takes it once',
    async (_w, language, cookie) => {
      const script = earlyFetchScript(route('', 'result-hash', language));
      const { asked, fetches } = runScript(script, cookie, {
        status: 200,
        body: { data: testTranscriptResult() },
      });
      expect(asked).toEqual([
        {
          url: `/api/result/${TEST_HASH}/`,
          headers: expect.objectContaining({ 'Accept-Language': language }),
        },
      ]);
      const { api, network } = clientOver(fetches, language);
      expect((await call(api)).data.revision).toBe(testTranscriptResult().revision);
      expect(network).toEqual([]);
      await call(api);
      expect(network).toEqual([`/api/result/${TEST_HASH}/`]);
    },
  );

  test('a failure it got is the client’s failure, with its status and body', async () => {
    const { fetches } = runScript(earlyFetchScript(route()), '', {
      status: 404,
      body: { message: 'Not found', code: 'task_not_found' },
    });
    const { api, network } = clientOver(fetches);
    const error: unknown = await call(api).catch((caught: unknown) => caught);
    expect(httpStatusOf(error)).toBe(404);
    expect(network).toEqual([]);
  });

  test.each([
    ['another task', TEST_TASK_ID, undefined],
    ['another Accept-Language', undefined, 'de-DE'],
  ])('a call for %s asks the network', async (_what, taskId, locale) => {
    const { fetches } = runScript(earlyFetchScript(route()), '', {
      status: 200,
      body: { data: testTranscriptResult() },
    });
    const { api, network } = clientOver(fetches, locale);
    await call(api, taskId);
    expect(network).toHaveLength(1);
  });

  test.each([
    // A task in the address is asked for first (load-result.ts), not the transcript.
    ['an address with a task', route(`?task_id=${TEST_TASK_ID}`)],
    ['another page', route('', 'pricing')],
    ['an address that cannot name a file', { ...route(), params: { hash: 'abc' } }],
  ])('is not in %s', (_what, shown) => {
    expect(earlyFetchScript(shown)).toBe('');
  });
});
