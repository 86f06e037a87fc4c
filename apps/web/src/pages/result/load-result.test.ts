import type { Task } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { fakeApi, type FakeRoutes, type ReceivedCall } from '../../testing/fake-api.js';
import {
  TEST_HASH,
  TEST_TASK_ID,
  testTask,
  testTranscriptResult,
} from '../../testing/transcript.js';
import { loadResult, type ResultOutcome } from './load-result.js';
import { fileResultAddress, resultAddress, resultCallUrl } from './result-address.js';

const resultPath = `/api/result/${TEST_HASH}/`;
const taskPath = `/api/tasks/${TEST_TASK_ID}/`;
const listPath = '/api/tasks/';
const failed = testTask({
  status: 'FAILED',
  failure: { code: 'no_speech', message: 'No speech was found in the file.' },
});
const running = testTask({
  status: 'WAITING',
  stage: 'recognizing',
  progress: 40,
  engine: null,
  finished_time: null,
});
const answer = (task: Task) => ({ data: { data: { task } } });
const transcript = { data: { data: testTranscriptResult() } };

/** The requests made, in order, as the path and the status answered. */
const asked = (calls: ReceivedCall[]) => calls.map((call) => `${call.path} ${call.status}`);

describe('loadResult with the task named in the address', () => {
  test.each<[string, FakeRoutes, ResultOutcome['kind'], string[]]>([
    [
      'a finished task: its transcript is asked for after it',
      { [`GET ${taskPath}`]: answer(testTask()), [`GET ${resultPath}`]: transcript },
      'ready',
      [`${taskPath} 200`, `${resultPath} 200`],
    ],
    [
      'a running task: the transcript is not asked for (it would be a 409)',
      { [`GET ${taskPath}`]: answer(running) },
      'waiting',
      [`${taskPath} 200`],
    ],
    [
      'a failed task: its reason, without asking for a transcript',
      { [`GET ${taskPath}`]: answer(failed) },
      'failed',
      [`${taskPath} 200`],
    ],
    [
      'a task of nobody the reader knows',
      { [`GET ${taskPath}`]: { status: 404, data: { message: 'Not found', code: 'not_found' } } },
      'not-found',
      [`${taskPath} 404`],
    ],
    [
      'a task of another file',
      { [`GET ${taskPath}`]: answer(testTask({ file_hash: 'b'.repeat(64) })) },
      'not-found',
      [`${taskPath} 200`],
    ],
    [
      'a server error',
      { [`GET ${taskPath}`]: { status: 500, data: { message: 'Down', code: 'internal' } } },
      'error',
      [`${taskPath} 500`],
    ],
    [
      'a task that fails between the two looks',
      {
        [`GET ${taskPath}`]: answer(testTask()),
        [`GET ${resultPath}`]: { status: 409, data: { message: 'It failed', code: 'task_failed' } },
      },
      'failed',
      [`${taskPath} 200`, `${resultPath} 409`],
    ],
  ])('%s', async (_what, routes, kind, requests) => {
    const { api, calls } = fakeApi(routes);
    expect((await loadResult(api, TEST_HASH, TEST_TASK_ID)).kind).toBe(kind);
    expect(asked(calls)).toEqual(requests);
  });

  test('the transcript is asked for that very task, and the server’s message passed on', async () => {
    const { api, calls } = fakeApi({
      [`GET ${taskPath}`]: answer(testTask()),
      [`GET ${resultPath}`]: { status: 500, data: { message: 'Down', code: 'internal' } },
    });
    expect(await loadResult(api, TEST_HASH, TEST_TASK_ID)).toEqual({
      kind: 'error',
      message: 'Down',
    });
    expect(calls[1]?.query).toEqual({ task_id: TEST_TASK_ID });
  });

  test('a failed task is shown with the reason it gives', async () => {
    const { api } = fakeApi({ [`GET ${taskPath}`]: answer(failed) });
    expect(await loadResult(api, TEST_HASH, TEST_TASK_ID)).toEqual({
      kind: 'failed',
      task: failed,
    });
  });
});

describe('loadResult without a task in the address: the transcript first, else the newest task', () => {
  const notFinished = { status: 409, data: { message: 'Not yet', code: 'task_not_finished' } };
  const failedAnswer = { status: 409, data: { message: 'It failed', code: 'task_failed' } };
  test.each<[string, FakeRoutes, ResultOutcome['kind'], string[]]>([
    ['finished: one call', { [`GET ${resultPath}`]: transcript }, 'ready', [`${resultPath} 200`]],
    [
      'running: the task is looked up',
      {
        [`GET ${resultPath}`]: notFinished,
        [`GET ${listPath}`]: { data: { data: { result: [running, testTask()] } } },
      },
      'waiting',
      [`${resultPath} 409`, `${listPath} 200`],
    ],
    [
      'failed: the task says why',
      {
        [`GET ${resultPath}`]: failedAnswer,
        [`GET ${listPath}`]: { data: { data: { result: [failed] } } },
      },
      'failed',
      [`${resultPath} 409`, `${listPath} 200`],
    ],
    [
      'none: the file has no task the reader knows',
      { [`GET ${resultPath}`]: { status: 404, data: { message: 'Not found', code: 'not_found' } } },
      'not-found',
      [`${resultPath} 404`],
    ],
    [
      'the reader’s own file, never transcribed',
      {
        [`GET ${resultPath}`]: {
          status: 404,
          data: { message: 'Not transcribed', code: 'file_not_transcribed' },
        },
      },
      'not-transcribed',
      [`${resultPath} 404`],
    ],
    [
      'a server error',
      { [`GET ${resultPath}`]: { status: 500, data: { message: 'Down', code: 'internal' } } },
      'error',
      [`${resultPath} 500`],
    ],
  ])('%s', async (_what, routes, kind, requests) => {
    const { api, calls } = fakeApi(routes);
    expect((await loadResult(api, TEST_HASH, undefined)).kind).toBe(kind);
    expect(asked(calls)).toEqual(requests);
    expect(calls[0]?.query).toEqual({});
    if (calls[1]) expect(calls[1].query).toEqual({ file_hash: TEST_HASH });
  });

  test('an address that cannot be a file hash is not found, without asking the server', async () => {
    const { api, calls } = fakeApi({});
    expect(await loadResult(api, 'abc123', undefined)).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([]);
  });
});

describe('resultCallUrl: the call a page may start before its code loads', () => {
  test.each([
    [{ hash: TEST_HASH }, '', resultPath],
    [{ hash: TEST_HASH }, `?task_id=${TEST_TASK_ID}`, undefined],
    [{ hash: 'abc123' }, '', undefined],
  ])('%j %s', (params, search, expected) => {
    expect(resultCallUrl(params, search)).toBe(expected);
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

describe('fileResultAddress: a link’s result at the address of the file it became', () => {
  test.each([
    ['/result/link', `?task_id=${TEST_TASK_ID}`, `/result/${TEST_HASH}?task_id=${TEST_TASK_ID}`],
    [
      '/de-DE/result/link',
      `?task_id=${TEST_TASK_ID}&export=srt`,
      `/de-DE/result/${TEST_HASH}?task_id=${TEST_TASK_ID}&export=srt`,
    ],
    ['/ja-JP/result/link', '', `/ja-JP/result/${TEST_HASH}`],
  ])('%s%s', (path, search, expected) => {
    expect(fileResultAddress({ path, search }, TEST_HASH)).toBe(expected);
  });
});
