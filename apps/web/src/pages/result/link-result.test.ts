import type { Task } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { LINK_TASK_HASH } from '../../features/transcribe/result-target.js';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api.js';
import {
  TEST_HASH,
  TEST_TASK_ID,
  testTask,
  testTranscriptResult,
} from '../../testing/transcript.js';
import { loadResult } from './load-result.js';
import { openResult, type ResultView } from './open-result.js';

// A link's task is followed at /result/link?task_id=…: it has no file until the worker fetched
// the link, so the page finds it by its task, and its transcript under the file it became.

const SOURCE = 'http://127.0.0.1:8080/speech.m4a';
const taskPath = `GET /api/tasks/${TEST_TASK_ID}/`;
const linkTask = (overrides: Partial<Task>): Task => ({
  ...testTask({ file_name: 'speech', source_url: SOURCE }),
  ...overrides,
});
const fetching = (progress: number) =>
  linkTask({
    file_hash: null,
    status: 'WAITING',
    stage: 'downloading',
    progress,
    finished_time: null,
  });
const taskAnswer = (task: Task) => ({ data: { data: { task } } });

/** What the page shows, following the task by polling: `looks` are the task's answers in turn. */
async function views(routes: FakeRoutes, looks: Task[], hash = LINK_TASK_HASH) {
  let look = 0;
  const { api, calls } = fakeApi({
    ...routes,
    [taskPath]: () => taskAnswer(looks[Math.min(look++, looks.length - 1)] ?? fetching(0)),
  });
  const shown: ResultView[] = [];
  const told: string[] = [];
  await openResult({
    api,
    hash,
    taskId: TEST_TASK_ID,
    openEvents: undefined,
    show: (view) => shown.push(view),
    signal: new AbortController().signal,
    pollIntervalMs: 0,
    onFileHash: (fileHash) => told.push(`${fileHash} after ${shown.length} views`),
  });
  const kinds = shown.map((view) =>
    view.kind === 'waiting' ? `waiting ${view.task.stage} ${view.task.progress}` : view.kind,
  );
  return { shown, kinds, told, requests: calls.map((call) => `${call.path} ${call.status}`) };
}

describe('the result of a link’s task', () => {
  test('shows the fetching, then the transcript of the file the link became', async () => {
    const { kinds, requests } = await views(
      { [`GET /api/result/${TEST_HASH}/`]: { data: { data: testTranscriptResult() } } },
      [
        fetching(0),
        fetching(20),
        linkTask({ status: 'WAITING', stage: 'recognizing', progress: 60, finished_time: null }),
        linkTask({}),
      ],
    );
    expect(kinds).toEqual([
      'waiting downloading 0',
      'waiting downloading 20',
      'waiting recognizing 60',
      'ready',
    ]);
    // Its transcript is asked for under the file's hash, once there is one.
    expect(requests.at(-1)).toBe(`/api/result/${TEST_HASH}/ 200`);
  });

  test('says why a link could not be fetched', async () => {
    const failure = { code: 'link_unavailable', message: 'The site does not let us fetch this.' };
    const failed = linkTask({ file_hash: null, status: 'DOWNLOAD_FAILED', failure });
    const { shown, requests } = await views({}, [fetching(5), failed]);
    expect(shown.at(-1)).toEqual({ kind: 'failed', task: failed });
    expect(requests.every((request) => request.startsWith('/api/tasks/'))).toBe(true);
  });

  test('opens a finished link task at once (a reload of its address)', async () => {
    const { api } = fakeApi({
      [taskPath]: taskAnswer(linkTask({})),
      [`GET /api/result/${TEST_HASH}/`]: { data: { data: testTranscriptResult() } },
    });
    const outcome = await loadResult(api, LINK_TASK_HASH, TEST_TASK_ID);
    expect(outcome.kind).toBe('ready');
  });

  test.each([
    ['a file’s task (not made from a link)', TEST_TASK_ID, taskAnswer(testTask())],
    ['no task named', undefined, taskAnswer(linkTask({}))],
  ])('is no result for %s', async (_case, taskId, answer) => {
    const { api } = fakeApi({ [taskPath]: answer });
    expect(await loadResult(api, LINK_TASK_HASH, taskId)).toEqual({ kind: 'not-found' });
  });

  const transcript = {
    [`GET /api/result/${TEST_HASH}/`]: { data: { data: testTranscriptResult() } },
  };
  const recognizing = linkTask({
    status: 'WAITING',
    stage: 'recognizing',
    progress: 60,
    finished_time: null,
  });
  const gone = linkTask({
    file_hash: null,
    status: 'DOWNLOAD_FAILED',
    failure: { code: 'link_unavailable', message: 'Gone.' },
  });

  // The page's address names the file as soon as there is one (result-page.tsx), once.
  test.each([
    [
      'as soon as the link is fetched',
      LINK_TASK_HASH,
      [fetching(0), recognizing, linkTask({})],
      [`${TEST_HASH} after 1 views`],
    ],
    [
      'when a reload finds it finished',
      LINK_TASK_HASH,
      [linkTask({})],
      [`${TEST_HASH} after 0 views`],
    ],
    ['never when the link could not be fetched', LINK_TASK_HASH, [fetching(0), gone], []],
    ['never at a file’s own address', TEST_HASH, [recognizing, linkTask({})], []],
  ])('tells the file it became %s', async (_case, hash, looks, expected) => {
    const { told } = await views(transcript, looks, hash);
    expect(told).toEqual(expected);
  });
});
