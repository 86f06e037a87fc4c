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

/** The views the page shows, as kind and (while waiting) stage and percent. */
async function views(routes: FakeRoutes, openEvents?: () => EventSourceLike) {
  const { api } = fakeApi(routes);
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
  return shown;
}

/** The result call: not finished until the task is, then the transcript. */
function resultAfter(finishedAfter: number): FakeRoutes[string] {
  let calls = 0;
  return () => (++calls > finishedAfter ? { data: { data: testTranscriptResult() } } : notFinished);
}

describe('openResult', () => {
  test('a finished transcript opens at once', async () => {
    expect(await views({ [resultPath]: { data: { data: testTranscriptResult() } } })).toEqual([
      'ready',
    ]);
  });

  test('a running task shows its progress from the events, then the transcript', async () => {
    const shown = await views(
      {
        [resultPath]: resultAfter(1),
        [taskPath]: { data: { data: { task: waiting('queued', 0) } } },
      },
      eventsPlaying([waiting('recognizing', 40), waiting('building', 90), testTask()]),
    );
    expect(shown).toEqual([
      'waiting queued 0',
      'waiting recognizing 40',
      'waiting building 90',
      'ready',
    ]);
  });

  test('without events, polling follows the task to its end', async () => {
    let polls = 0;
    const shown = await views({
      [resultPath]: resultAfter(1),
      [taskPath]: () => ({
        data: {
          data: {
            task:
              [waiting('queued', 0), waiting('recognizing', 50), testTask()][polls++] ?? testTask(),
          },
        },
      }),
    });
    expect(shown).toEqual(['waiting queued 0', 'waiting recognizing 50', 'ready']);
  });

  test('a task that fails while followed shows the failure', async () => {
    const failed = testTask({
      status: 'FAILED',
      failure: { code: 'no_speech', message: 'No speech' },
    });
    const shown = await views(
      { [resultPath]: notFinished, [taskPath]: { data: { data: { task: waiting('queued', 0) } } } },
      eventsPlaying([failed]),
    );
    expect(shown).toEqual(['waiting queued 0', 'failed']);
  });

  test('a task finished without a transcript ends in an error to retry, not a loop', async () => {
    const shown = await views(
      { [resultPath]: notFinished, [taskPath]: { data: { data: { task: testTask() } } } },
      eventsPlaying([testTask()]),
    );
    expect(shown).toEqual(['waiting done 100', 'error']);
  });
});
