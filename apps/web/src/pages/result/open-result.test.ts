import type { Task } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import type { EventSourceLike } from '../../features/editor/index.js';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api.js';
import {
  TEST_HASH,
  TEST_TASK_ID,
  testTask,
  testTranscriptResult,
} from '../../testing/transcript.js';
import { openResult, type ResultView } from './open-result.js';

const resultPath = `GET /api/result/${TEST_HASH}/`;
const taskPath = `GET /api/tasks/${TEST_TASK_ID}/`;
const waiting = (stage: Task['stage'], progress: number) =>
  testTask({ status: 'WAITING', stage, progress, engine: null, finished_time: null });
const notFinished = { status: 409, data: { message: 'Please wait', code: 'task_not_finished' } };

/** Server-sent events that play the given tasks, one per event, as soon as they are opened. */
function eventsPlaying(tasks: Task[]) {
  return (): EventSourceLike => {
    const listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
    queueMicrotask(() => {
      for (const task of tasks) {
        for (const listener of listeners.get('progress') ?? [])
          listener({ data: JSON.stringify(task) });
      }
    });
    return {
      addEventListener: (type, listener) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      close: () => undefined,
    };
  };
}

/** The views the page shows, as kind and (while waiting) stage and percent, and the requests. */
async function views(routes: FakeRoutes, openEvents?: () => EventSourceLike) {
  const { api, calls } = fakeApi(routes);
  const shown: string[] = [];
  await openResult({
    api,
    hash: TEST_HASH,
    taskId: TEST_TASK_ID,
    openEvents,
    show: (view: ResultView) =>
      shown.push(
        view.kind === 'waiting' ? `waiting ${view.task.stage} ${view.task.progress}` : view.kind,
      ),
    signal: new AbortController().signal,
    pollIntervalMs: 0,
  });
  return { shown, requests: calls.map((call) => `${call.path} ${call.status}`) };
}

const transcript = { data: { data: testTranscriptResult() } };
const taskAnswer = (task: Task) => ({ data: { data: { task } } });

describe('openResult', () => {
  test('a finished task opens its transcript at once', async () => {
    expect(await views({ [taskPath]: taskAnswer(testTask()), [resultPath]: transcript })).toEqual({
      shown: ['ready'],
      requests: [`/api/tasks/${TEST_TASK_ID}/ 200`, `/api/result/${TEST_HASH}/ 200`],
    });
  });

  test('a running task shows its progress from the events, then the transcript, without a 409', async () => {
    const { shown, requests } = await views(
      { [taskPath]: taskAnswer(waiting('queued', 0)), [resultPath]: transcript },
      eventsPlaying([waiting('recognizing', 40), waiting('building', 90), testTask()]),
    );
    expect(shown).toEqual([
      'waiting queued 0',
      'waiting recognizing 40',
      'waiting building 90',
      'ready',
    ]);
    // The task first; the transcript once, when there is one: nothing the browser logs as failed.
    expect(requests).toEqual([`/api/tasks/${TEST_TASK_ID}/ 200`, `/api/result/${TEST_HASH}/ 200`]);
  });

  test('without events, polling follows the task to its end', async () => {
    let looks = 0;
    const { shown, requests } = await views({
      [resultPath]: transcript,
      [taskPath]: () =>
        taskAnswer(
          [waiting('queued', 0), waiting('recognizing', 50), testTask()][looks++] ?? testTask(),
        ),
    });
    expect(shown).toEqual(['waiting queued 0', 'waiting recognizing 50', 'ready']);
    expect(requests).toEqual([
      `/api/tasks/${TEST_TASK_ID}/ 200`,
      `/api/tasks/${TEST_TASK_ID}/ 200`,
      `/api/tasks/${TEST_TASK_ID}/ 200`,
      `/api/result/${TEST_HASH}/ 200`,
    ]);
  });

  test('a task that fails while followed shows the failure, and no transcript is asked for', async () => {
    const failed = testTask({
      status: 'FAILED',
      failure: { code: 'no_speech', message: 'No speech' },
    });
    const { shown, requests } = await views(
      { [taskPath]: taskAnswer(waiting('queued', 0)) },
      eventsPlaying([failed]),
    );
    expect(shown).toEqual(['waiting queued 0', 'failed']);
    expect(requests).toEqual([`/api/tasks/${TEST_TASK_ID}/ 200`]);
  });

  test('a task finished without a transcript ends in an error to retry, not a loop', async () => {
    const { shown } = await views(
      { [resultPath]: notFinished, [taskPath]: taskAnswer(testTask()) },
      eventsPlaying([testTask()]),
    );
    expect(shown).toEqual(['waiting done 100', 'error']);
  });
  test.each<[string, Record<string, unknown>, string[]]>([
    [
      'lines that break the contract: shown, then taken away',
      { file_json: [{ text: 'no times' }] },
      ['ready', 'error'],
    ],
    [
      'translated lines that break the contract: the same',
      { translate_file_json: [{ start_time: -1, end_time: 10, text: 'Hola' }] },
      ['ready', 'error'],
    ],
    ['a field but the lines that breaks it: never shown', { revision: 'one' }, ['error']],
  ])('%s', async (_case, broken, expected) => {
    const answer = { data: { data: { ...testTranscriptResult(), ...broken } } };
    const { shown } = await views({ [taskPath]: taskAnswer(testTask()), [resultPath]: answer });
    expect(shown).toEqual(expected);
  });
});
