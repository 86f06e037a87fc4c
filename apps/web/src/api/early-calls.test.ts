import { describe, expect, test } from 'vitest';
import { fakeApi } from '../testing/fake-api.js';
import { TEST_HASH, TEST_TASK_ID, testTranscriptResult } from '../testing/transcript.js';
import { startEarlyData } from '../app/early-data.js';
import type { PageRoute } from '../app/page-module.js';
import { loadResult } from '../pages/result/load-result.js';
import { withEarlyCalls } from './early-calls.js';

const resultPath = `GET /api/result/${TEST_HASH}/`;
const route = (params: Record<string, string>, search = ''): PageRoute => ({
  name: 'result-hash',
  params,
  locale: 'en-US',
  path: `/result/${params['hash'] ?? ''}`,
  search,
});

describe('withEarlyCalls', () => {
  test('the first same call takes the early answer; the next one asks the server', async () => {
    const { api, calls } = fakeApi({ [resultPath]: { data: { data: testTranscriptResult() } } });
    const early = withEarlyCalls(api);
    const input = { params: { hash: TEST_HASH }, query: {} };
    void early.start('transcriptResult', input, { toast: false });
    const first = await early.api.call('transcriptResult', input, { toast: false });
    expect(first.data.revision).toBe(testTranscriptResult().revision);
    expect(calls).toHaveLength(1);
    await early.api.call('transcriptResult', input, { toast: false });
    expect(calls).toHaveLength(2);
  });

  test.each([
    ['another input', { params: { hash: TEST_HASH }, query: { task_id: TEST_TASK_ID } }, {}],
    ['other options', { params: { hash: TEST_HASH }, query: {} }, { toast: true }],
    [
      'an abortable call',
      { params: { hash: TEST_HASH }, query: {} },
      { toast: false, signal: new AbortController().signal },
    ],
  ])('%s asks the server itself', async (_what, input, config) => {
    const { api, calls } = fakeApi({
      [resultPath]: { data: { data: testTranscriptResult() } },
    });
    const early = withEarlyCalls(api);
    void early.start(
      'transcriptResult',
      { params: { hash: TEST_HASH }, query: {} },
      {
        toast: false,
      },
    );
    await early.api.call('transcriptResult', input, { toast: false, ...config });
    expect(calls).toHaveLength(2);
  });

  test('with nothing started early, a call is passed on without serializing its input', async () => {
    const { api, calls } = fakeApi({ [resultPath]: { data: { data: testTranscriptResult() } } });
    const early = withEarlyCalls(api);
    let serialized = 0;
    const params = {
      hash: TEST_HASH,
      toJSON() {
        serialized += 1;
        return { hash: TEST_HASH };
      },
    };
    await early.api.call('transcriptResult', { params, query: {} }, { toast: false });
    expect(calls).toHaveLength(1);
    // The client itself may serialize what it sends; the early-call layer made no key of it.
    expect(serialized).toBe(0);
  });

  test('an early failure goes to the page that takes it, and to nobody before', async () => {
    const { api } = fakeApi({
      [resultPath]: { status: 500, data: { message: 'Down', code: 'internal' } },
    });
    const early = withEarlyCalls(api);
    const input = { params: { hash: TEST_HASH }, query: {} };
    void early.start('transcriptResult', input, { toast: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(early.api.call('transcriptResult', input, { toast: false })).rejects.toThrow();
  });

  test('an answer nobody took is dropped after a while', async () => {
    const { api, calls } = fakeApi({ [resultPath]: { data: { data: testTranscriptResult() } } });
    const early = withEarlyCalls(api, 5);
    const input = { params: { hash: TEST_HASH }, query: {} };
    void early.start('transcriptResult', input, { toast: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await early.api.call('transcriptResult', input, { toast: false });
    expect(calls).toHaveLength(2);
  });
});

describe('the result page’s early call', () => {
  test('is the call loadResult makes first for a file’s address: one request in all', async () => {
    const { api, calls } = fakeApi({ [resultPath]: { data: { data: testTranscriptResult() } } });
    const early = withEarlyCalls(api);
    startEarlyData(route({ hash: TEST_HASH.toUpperCase() }), early.start);
    const outcome = await loadResult(early.api, TEST_HASH, undefined);
    expect(outcome.kind).toBe('ready');
    expect(calls.map((call) => [call.path, call.query])).toEqual([
      [`/api/result/${TEST_HASH}/`, {}],
    ]);
  });

  test.each([
    ['an address that cannot name a file', route({ hash: 'abc123' })],
    // Its task is asked for first (load-result.ts): a running task's transcript would be a 409.
    ['an address with a task', route({ hash: TEST_HASH }, `?task_id=${TEST_TASK_ID}`)],
    ['another page', { ...route({ hash: TEST_HASH }), name: 'pricing' as const }],
  ])('is not made for %s', (_what, shown) => {
    const { api, calls } = fakeApi({});
    startEarlyData(shown, withEarlyCalls(api).start);
    expect(calls).toEqual([]);
  });
});
