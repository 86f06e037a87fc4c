import { describe, expect, it } from 'vitest';
import { FILE_HASH, task, TASK_ID } from '../../testing/transcribe-fakes.js';
import { taskRows } from './task-rows.js';

describe('the workspace’s recent tasks', () => {
  it.each([
    [
      'a task under way',
      task({ status: 'WAITING', progress: 42 }),
      { status: 'WAITING', progress: 42, language: 'English (United States)', failure: undefined },
    ],
    [
      'a finished task',
      task({ status: 'SUCCESS', progress: 100 }),
      { status: 'SUCCESS', progress: undefined },
    ],
    [
      'a failed task, with the api’s reason',
      task({
        status: 'FAILED',
        failure: { code: 'no_speech', message: 'No speech was found in the recording.' },
      }),
      { status: 'FAILED', failure: 'No speech was found in the recording.' },
    ],
    [
      'a detected language',
      task({ language: 'auto', detected_language: 'fr-FR' }),
      { language: 'French (France)' },
    ],
    ['detection not done yet', task({ language: 'auto' }), { language: 'Auto detect' }],
  ])('%s', (_case, given, expected) => {
    expect(taskRows([given], 'en-US')[0]).toMatchObject({
      taskId: TASK_ID,
      fileName: 'interview.mp3',
      href: `/result/${FILE_HASH}?task_id=${TASK_ID}`,
      ...expected,
    });
  });

  it('links nowhere while a link’s media is being fetched: there is no file yet', () => {
    const fetching = task({
      file_hash: null,
      source_url: 'https://youtu.be/abc',
      stage: 'downloading',
      progress: 10,
    });
    expect(taskRows([fetching], 'en-US')[0]).toMatchObject({ href: undefined, progress: 10 });
  });

  it('links to the result in the page’s language and keeps the api’s order', () => {
    const other = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const rows = taskRows([task({ task_id: other }), task()], 'ko-KR');
    expect(rows.map((row) => row.href)).toEqual([
      `/ko-KR/result/${FILE_HASH}?task_id=${other}`,
      `/ko-KR/result/${FILE_HASH}?task_id=${TASK_ID}`,
    ]);
    expect(rows[1]?.language).toBe('영어(미국)');
  });
});
