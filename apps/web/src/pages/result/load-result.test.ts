import type { Task } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import {
  fakeApi,
  type FakeAnswer,
  type FakeRoutes,
  type ReceivedCall,
} from '../../testing/fake-api.js';
import {
  TEST_HASH,
  TEST_TASK_ID,
  testTask,
  testTranscriptResult,
} from '../../testing/transcript.js';
import { loadResult, type ResultOutcome, resultAddress } from './load-result.js';

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

/** The api's answer to a request it refuses. */
const refused = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  data: { message, code },
});
/** The address names the task: the api's answers for it and, when given, for its transcript. */
const named = (task: FakeAnswer, result?: FakeAnswer): [string, FakeRoutes] => [
  TEST_TASK_ID,
  { [`GET ${taskPath}`]: task, ...(result ? { [`GET ${resultPath}`]: result } : {}) },
];
/** The address names the file only: its tasks, newest first, and a finished one's transcript. */
const newest = (tasks: Task[]): [undefined, FakeRoutes] => [
  undefined,
  { [`GET ${listPath}`]: { data: { data: { result: tasks } } }, [`GET ${resultPath}`]: transcript },
];

describe('loadResult: the task named in the address, or else the file’s newest', () => {
  test.each<[string, [string | undefined, FakeRoutes], ResultOutcome['kind'], string[]]>([
    [
      'a finished task: its transcript is asked for after it',
      named(answer(testTask()), transcript),
      'ready',
      [`${taskPath} 200`, `${resultPath} 200`],
    ],
    [
      'a running task: the transcript is not asked for (it would be a 409)',
      named(answer(running)),
      'waiting',
      [`${taskPath} 200`],
    ],
    [
      'a failed task: its reason, without asking for a transcript',
      named(answer(failed)),
      'failed',
      [`${taskPath} 200`],
    ],
    [
      'a task of nobody the reader knows',
      named(refused(404, 'not_found', 'Not found')),
      'not-found',
      [`${taskPath} 404`],
    ],
    [
      'a task of another file',
      named(answer(testTask({ file_hash: 'b'.repeat(64) }))),
      'not-found',
      [`${taskPath} 200`],
    ],
    ['a server error', named(refused(500, 'internal', 'Down')), 'error', [`${taskPath} 500`]],
    [
      'a task that fails between the two looks',
      named(answer(testTask()), refused(409, 'task_failed', 'It failed')),
      'failed',
      [`${taskPath} 200`, `${resultPath} 409`],
    ],
    [
      'the newest task finished',
      newest([testTask(), failed]),
      'ready',
      [`${listPath} 200`, `${resultPath} 200`],
    ],
    ['the newest task running', newest([running, testTask()]), 'waiting', [`${listPath} 200`]],
    ['the newest task failed', newest([failed]), 'failed', [`${listPath} 200`]],
    ['the file has no task', newest([]), 'not-found', [`${listPath} 200`]],
  ])('%s', async (_what, [taskId, routes], kind, requests) => {
    const { api, calls } = fakeApi(routes);
    expect((await loadResult(api, TEST_HASH, taskId)).kind).toBe(kind);
    expect(asked(calls)).toEqual(requests);
  });

  test('the transcript is asked for that very task, and the server’s message passed on', async () => {
    const { api, calls } = fakeApi({
      [`GET ${taskPath}`]: answer(testTask()),
      [`GET ${resultPath}`]: refused(500, 'internal', 'Down'),
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

describe('loadResult without a task in the address', () => {
  test('the file’s tasks are asked for by its hash', async () => {
    const { api, calls } = fakeApi(newest([testTask()])[1]);
    await loadResult(api, TEST_HASH, undefined);
    expect(calls[0]?.query).toEqual({ file_hash: TEST_HASH });
  });

  test('an address that cannot be a file hash is not found, without asking the server', async () => {
    const { api, calls } = fakeApi({});
    expect(await loadResult(api, 'abc123', undefined)).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([]);
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
