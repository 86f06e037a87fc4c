import { describe, expect, it, test } from 'vitest';
import type { CloudFile } from '@captio/api-client';
import { fakeApi } from '../testing/fake-api.js';
import {
  createDeleteFlow,
  DRIVE_INITIAL,
  driveReducer,
  loadDrive,
  RELOAD_AFTER_DELETE_MS,
  type DriveEvent,
  type DriveState,
} from './drive.js';

const file: CloudFile = {
  uuid: '6f0c9d5e-6a55-4a58-9b1c-2f1f7d7b8a01',
  file_hash: 'a'.repeat(64),
  file_name: 'interview.mp4',
  file_size: 12_345_678,
  content_type: 'video/mp4',
  created_time: '2026-05-07T09:03:00.000Z',
};
const list = { result: [file], total_size: 12_345_678, drive_size: 10 * 1024 ** 3 };
const ready: DriveState = {
  status: 'ready',
  files: [file],
  totalSize: list.total_size,
  driveSize: list.drive_size,
};

describe('driveReducer', () => {
  test.each<[string, DriveState, DriveEvent, DriveState]>([
    ['first load', DRIVE_INITIAL, { type: 'load' }, DRIVE_INITIAL],
    ['the list arrives', DRIVE_INITIAL, { type: 'loaded', data: list }, ready],
    ['a refresh keeps the list', ready, { type: 'load' }, ready],
    [
      'a failed first load',
      DRIVE_INITIAL,
      { type: 'failed' },
      { ...DRIVE_INITIAL, status: 'failed' },
    ],
    ['a failed refresh keeps the list', ready, { type: 'failed' }, ready],
    [
      'an emptied drive',
      ready,
      { type: 'loaded', data: { result: [], total_size: 0, drive_size: list.drive_size } },
      { status: 'ready', files: [], totalSize: 0, driveSize: list.drive_size },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(driveReducer(state, event)).toEqual(expected);
  });
});

describe('loadDrive', () => {
  it('fills the drawer from GET /api/drive/file_list/', async () => {
    const { api } = fakeApi({ 'GET /api/drive/file_list/': { data: { data: list } } });
    let state = DRIVE_INITIAL;
    await loadDrive(api, (event) => (state = driveReducer(state, event)));
    expect(state).toEqual(ready);
  });
});

describe('the delete flow', () => {
  function flow(status: number) {
    const steps: string[] = [];
    const { api, calls } = fakeApi({
      'POST /api/drive/delete_file/': {
        status,
        data:
          status === 200
            ? { data: { uuid: file.uuid, deleted: true }, message: 'File deleted' }
            : { message: 'Not found', code: 'file_not_found' },
      },
    });
    const remove = createDeleteFlow({
      api,
      notifyDeleted: () => steps.push('toast'),
      resetCurrentFile: () => steps.push('reset current file'),
      refresh: () => steps.push('refresh list'),
      scheduleReload: (ms) => steps.push(`reload in ${ms} ms`),
    });
    return { remove, steps, calls };
  }

  it('on success: toast, current file reset, list refreshed, reload after 1.5 s', async () => {
    const { remove, steps, calls } = flow(200);
    await remove(file.uuid);
    expect(calls.map((call) => call.body)).toEqual([{ uuid: file.uuid }]);
    expect(steps).toEqual([
      'toast',
      'reset current file',
      'refresh list',
      `reload in ${RELOAD_AFTER_DELETE_MS} ms`,
    ]);
    expect(RELOAD_AFTER_DELETE_MS).toBe(1500);
  });

  it('on failure: rejects (the confirmation shows it) and changes nothing', async () => {
    const { remove, steps } = flow(404);
    await expect(remove(file.uuid)).rejects.toThrow();
    expect(steps).toEqual([]);
  });
});
