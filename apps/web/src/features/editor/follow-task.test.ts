import type { Task } from '@captio/api-client';
import { AxiosError } from 'axios';
import { describe, expect, test } from 'vitest';
import { testTask, testTranslationState, TEST_TASK_ID } from '../../testing/transcript.js';
import { fakeEvents, type FakeEvents } from '../../testing/fake-events.js';
import { followTask } from './follow-task.js';

const waiting = (progress: number, stage: Task['stage'] = 'recognizing') =>
  testTask({ status: 'WAITING', stage, progress, finished_time: null });

describe('followTask', () => {
  test('follows the progress events until the task is finished', async () => {
    const events = fakeEvents();
    const updates: [string, number][] = [];
    const following = followTask({
      taskId: TEST_TASK_ID,
      openEvents: events.open,
      fetchTask: () => Promise.reject(new Error('no polling while events flow')),
      onUpdate: (task) => updates.push([task.stage, task.progress]),
      signal: new AbortController().signal,
    });
    events.emit('progress', JSON.stringify(waiting(10, 'preparing')));
    events.emit('progress', JSON.stringify(waiting(60)));
    events.emit('progress', JSON.stringify(testTask()));
    await expect(following).resolves.toMatchObject({ status: 'SUCCESS' });
    expect(events.opened).toEqual([`/api/tasks/${TEST_TASK_ID}/events`]);
    expect(updates).toEqual([
      ['preparing', 10],
      ['recognizing', 60],
      ['done', 100],
    ]);
    expect(events.closed()).toBe(true);
  });

  test.each([
    ['the stream fails', (events: FakeEvents) => events.emit('error')],
    ['an event is not a task', (events: FakeEvents) => events.emit('progress', '{"oops":1}')],
  ])('falls back to polling when %s', async (_what, trouble) => {
    const events = fakeEvents();
    const answers = [
      waiting(70),
      testTask({ status: 'FAILED', failure: { code: 'no_speech', message: 'No speech' } }),
    ];
    const updates: string[] = [];
    const following = followTask({
      taskId: TEST_TASK_ID,
      openEvents: events.open,
      fetchTask: async () => answers.shift() ?? testTask(),
      onUpdate: (task) => updates.push(task.status),
      signal: new AbortController().signal,
      pollIntervalMs: 0,
    });
    trouble(events);
    await expect(following).resolves.toMatchObject({ status: 'FAILED' });
    expect(updates).toEqual(['WAITING', 'FAILED']);
    expect(events.closed()).toBe(true);
  });

  test('polls when the browser has no EventSource', async () => {
    const following = followTask({
      taskId: TEST_TASK_ID,
      openEvents: undefined,
      fetchTask: async () => testTask({ status: 'DOWNLOAD_FAILED' }),
      onUpdate: () => undefined,
      signal: new AbortController().signal,
    });
    await expect(following).resolves.toMatchObject({ status: 'DOWNLOAD_FAILED' });
  });

  test('polling stops on a failure without a status (no connection)', async () => {
    const offline = new AxiosError('Network Error', 'ERR_NETWORK');
    const following = followTask({
      taskId: TEST_TASK_ID,
      openEvents: undefined,
      fetchTask: () => Promise.reject(offline),
      onUpdate: () => undefined,
      signal: new AbortController().signal,
    });
    await expect(following).rejects.toBe(offline);
  });

  test('leaving the page closes the stream and rejects with the reason', async () => {
    const events = fakeEvents();
    const controller = new AbortController();
    const following = followTask({
      taskId: TEST_TASK_ID,
      openEvents: events.open,
      fetchTask: async () => waiting(1),
      onUpdate: () => undefined,
      signal: controller.signal,
    });
    controller.abort(new Error('left'));
    await expect(following).rejects.toThrow('left');
    expect(events.closed()).toBe(true);
  });
});

describe('following a translation', () => {
  test('goes past the finished task until its translation is done', async () => {
    const events = fakeEvents();
    const progress: number[] = [];
    const following = followTask({
      taskId: TEST_TASK_ID,
      openEvents: events.open,
      fetchTask: () => Promise.reject(new Error('no polling while events flow')),
      onUpdate: (task) => progress.push(task.translation?.progress ?? -1),
      isDone: (task) => task.translation?.status !== 'WAITING',
      signal: new AbortController().signal,
    });
    events.emit('progress', JSON.stringify(testTask({ translation: testTranslationState() })));
    const done = testTranslationState({ status: 'SUCCESS', stage: 'done', progress: 100 });
    events.emit('progress', JSON.stringify(testTask({ translation: done })));
    await expect(following).resolves.toMatchObject({ translation: { status: 'SUCCESS' } });
    expect(progress).toEqual([40, 100]);
    expect(events.closed()).toBe(true);
  });
});
