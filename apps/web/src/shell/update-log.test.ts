import { describe, expect, it, test } from 'vitest';
import type { VersionRecord } from '@captio/ui-kit';
import { fakeApi, type ReceivedCall } from '../testing/fake-api.js';
import {
  confirmUpdate,
  openUpdateLog,
  UPDATE_LOG_INITIAL,
  updateLogReducer,
  type UpdateLogEvent,
  type UpdateLogState,
} from './update-log.js';

const v2: VersionRecord = {
  version: '2.0.0',
  version_name: 'Speakers',
  version_info: '<p>Speaker labels</p>',
  created_time: '2026-02-01T00:00:00.000Z',
  importance: 1,
};
const v1: VersionRecord = { ...v2, version: '1.0.0', version_name: 'First', importance: 0 };
const ready: UpdateLogState = { status: 'ready', versions: [v2, v1], notViewed: ['2.0.0'] };
const failed: UpdateLogState = { ...UPDATE_LOG_INITIAL, status: 'failed' };
const loaded: UpdateLogEvent = { type: 'loaded', versions: [v2], notViewed: [] };

describe('updateLogReducer', () => {
  test.each<[string, UpdateLogState, UpdateLogEvent, UpdateLogState]>([
    ['first load', UPDATE_LOG_INITIAL, { type: 'load' }, UPDATE_LOG_INITIAL],
    ['retry after a failure', failed, { type: 'load' }, { ...failed, status: 'loading' }],
    ['reload keeps the list on screen', ready, { type: 'load' }, ready],
    ['an answer', UPDATE_LOG_INITIAL, loaded, { status: 'ready', versions: [v2], notViewed: [] }],
    ['a failed first load', UPDATE_LOG_INITIAL, { type: 'failed' }, failed],
    ['a failed reload keeps the list', ready, { type: 'failed' }, ready],
  ])('%s', (_name, state, event, expected) => {
    expect(updateLogReducer(state, event)).toEqual(expected);
  });
});

function versionsApi() {
  let notViewed = ['2.0.0'];
  return fakeApi({
    'GET /api/version/show_version/': () => ({
      data: { data: { result: [v2, v1], not_viewed: notViewed } },
    }),
    'POST /api/version/update_version/': (call: ReceivedCall) => {
      const body = call.body as { update_all?: true; version?: string };
      notViewed = body.update_all ? [] : notViewed.filter((v) => v !== body.version);
      return { data: { data: { not_viewed: notViewed } } };
    },
  });
}

function reduce() {
  let state = UPDATE_LOG_INITIAL;
  return {
    dispatch: (event: UpdateLogEvent) => void (state = updateLogReducer(state, event)),
    state: () => state,
  };
}

describe('opening the update log', () => {
  test.each([
    // Marked as read first, then loaded: the list shows them read.
    [true, ['POST /api/version/update_version/', 'GET /api/version/show_version/']],
    [false, ['GET /api/version/show_version/']],
  ])('signed in %s: calls %j', async (signedIn, expected) => {
    const { api, calls } = versionsApi();
    const list = reduce();
    await openUpdateLog(api, signedIn, list.dispatch);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(expected);
    // A signed-in reader's list comes back read; a visitor's as it was.
    expect(list.state()).toEqual(signedIn ? { ...ready, notViewed: [] } : ready);
    if (signedIn) expect(calls[0]?.body).toEqual({ update_all: true });
  });

  it('shows a failure it can retry', async () => {
    const { api } = fakeApi({});
    const list = reduce();
    await openUpdateLog(api, false, list.dispatch);
    expect(list.state().status).toBe('failed');
  });

  it('confirming an important entry marks it and reloads the list', async () => {
    const { api, calls } = versionsApi();
    const list = reduce();
    await openUpdateLog(api, true, list.dispatch);
    await confirmUpdate(api, '2.0.0', list.dispatch);
    expect(calls[2]?.body).toEqual({ version: '2.0.0' });
    expect(list.state()).toEqual({ ...ready, notViewed: [] });
  });

  it('a refused confirmation rejects (the entry shows the error) and reloads nothing', async () => {
    const { api, calls } = fakeApi({});
    await expect(confirmUpdate(api, '2.0.0', () => {})).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});
