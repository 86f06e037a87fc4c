import { describe, expect, test } from 'vitest';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api.js';
import {
  TEST_HASH,
  TEST_TASK_ID,
  testTask,
  testTranscriptResult,
} from '../../testing/transcript.js';
import { loadResult } from './load-result.js';
import { resultAddress } from './result-address.js';

const resultPath = `GET /api/result/${TEST_HASH}/`;
const failed = testTask({
  status: 'FAILED',
  failure: { code: 'no_speech', message: 'No speech was found in the file.' },
});

describe('loadResult', () => {
  test.each<[string, FakeRoutes, string]>([
    [
      'a finished transcript',
      { [resultPath]: { data: { data: testTranscriptResult() } } },
      'ready',
    ],
    [
      'a task still running',
      {
        [resultPath]: {
          data: {
            data: testTranscriptResult({
              task: testTask({ status: 'WAITING', stage: 'recognizing', progress: 40 }),
              file_json: [],
            }),
          },
        },
      },
      'waiting',
    ],
    [
      'a failed task',
      { [resultPath]: { data: { data: testTranscriptResult({ task: failed, file_json: [] }) } } },
      'failed',
    ],
    [
      'a file of nobody the reader knows',
      { [resultPath]: { status: 404, data: { message: 'Not found', code: 'not_found' } } },
      'not-found',
    ],
    [
      'a server error',
      { [resultPath]: { status: 500, data: { message: 'Database down', code: 'internal' } } },
      'error',
    ],
    [
      'task_not_finished: the file’s newest task is followed',
      {
        [resultPath]: {
          status: 409,
          data: { message: 'Please wait', code: 'task_not_finished' },
        },
        'GET /api/tasks/': {
          data: {
            data: { result: [testTask({ status: 'WAITING', stage: 'queued', progress: 0 })] },
          },
        },
      },
      'waiting',
    ],
    [
      'task_failed: the task is asked for its reason',
      {
        [resultPath]: { status: 409, data: { message: 'It failed', code: 'task_failed' } },
        'GET /api/tasks/': { data: { data: { result: [failed] } } },
      },
      'failed',
    ],
    [
      'task_not_finished for a file with no task',
      {
        [resultPath]: { status: 409, data: { message: 'Please wait', code: 'task_not_finished' } },
        'GET /api/tasks/': { data: { data: { result: [] } } },
      },
      'not-found',
    ],
  ])('%s: %s', async (_what, routes, kind) => {
    const { api } = fakeApi(routes);
    expect((await loadResult(api, TEST_HASH, undefined)).kind).toBe(kind);
  });

  test('a failed task named in the address is asked for by its id, and its reason shown', async () => {
    const { api, calls } = fakeApi({
      [resultPath]: { status: 409, data: { message: 'It failed', code: 'task_failed' } },
      [`GET /api/tasks/${TEST_TASK_ID}/`]: { data: { data: { task: failed } } },
    });
    const outcome = await loadResult(api, TEST_HASH, TEST_TASK_ID);
    expect(outcome).toEqual({ kind: 'failed', task: failed });
    expect(calls.map((call) => call.path)).toEqual([
      `/api/result/${TEST_HASH}/`,
      `/api/tasks/${TEST_TASK_ID}/`,
    ]);
  });

  test('an address that cannot be a file hash is not found, without asking the server', async () => {
    const { api, calls } = fakeApi({});
    expect(await loadResult(api, 'abc123', undefined)).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([]);
  });

  test('asks for the task named in the address, and passes the server’s message on', async () => {
    const { api, calls } = fakeApi({
      [resultPath]: { status: 500, data: { message: 'Down', code: 'internal' } },
    });
    const outcome = await loadResult(api, TEST_HASH, TEST_TASK_ID);
    expect(calls.map((call) => [call.path, call.query])).toEqual([
      [`/api/result/${TEST_HASH}/`, { task_id: TEST_TASK_ID }],
    ]);
    expect(outcome).toEqual({ kind: 'error', message: 'Down' });
  });
});

describe('resultAddress', () => {
  test.each([
    [{ hash: TEST_HASH }, '', { hash: TEST_HASH, taskId: undefined }],
    [{ hash: TEST_HASH }, `?task_id=${TEST_TASK_ID}`, { hash: TEST_HASH, taskId: TEST_TASK_ID }],
    [{ hash: TEST_HASH }, '?task_id=nonsense', { hash: TEST_HASH, taskId: undefined }],
    [{}, '', { hash: '', taskId: undefined }],
  ])('%j %s', (params, search, expected) => {
    expect(resultAddress(params, search)).toEqual(expected);
  });
});
