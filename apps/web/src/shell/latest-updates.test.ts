import { describe, expect, test } from 'vitest';
import { fakeApi } from '../testing/fake-api.js';
import { latestUpdate, latestUpdateClosed, latestUpdateOnLoad } from './latest-updates.js';

const version = (v: string, importance: number) => ({
  version: v,
  version_name: `Release ${v}`,
  version_info: '<p>Notes</p>',
  created_time: '2026-03-01T00:00:00.000Z',
  importance,
});

describe('latestUpdate', () => {
  test.each([
    ['the newest is important and unseen', [version('3', 1), version('2', 0)], ['3'], '3'],
    ['the newest was seen', [version('3', 1)], [], undefined],
    ['the newest is not important', [version('3', 0), version('2', 1)], ['3', '2'], undefined],
    ['importance above 1 is not the dialog', [version('3', 2)], ['3'], undefined],
    ['no versions', [], [], undefined],
  ])('%s', async (_name, result, notViewed, expected) => {
    const { api } = fakeApi({
      'GET /api/version/show_version/': { data: { data: { result, not_viewed: notViewed } } },
    });
    expect((await latestUpdate(api))?.version).toBe(expected);
  });

  test('a failed call shows nothing', async () => {
    expect(await latestUpdate(fakeApi({}).api)).toBeUndefined();
  });
});

describe('latestUpdateOnLoad', () => {
  const important = version('3', 1);
  test.each([
    ['a visitor takes the announcement of the page', false, important, '3', 0],
    ['a visitor told there is none asks nothing', false, null, undefined, 0],
    ['a visitor whose page said nothing asks the api', false, undefined, '3', 1],
    ['a signed-in user asks for their own not_viewed', true, important, undefined, 1],
  ])('%s', async (_name, signedIn, fromServer, expected, requests) => {
    const { api, calls } = fakeApi({
      'GET /api/version/show_version/': {
        data: { data: { result: [important], not_viewed: signedIn ? [] : ['3'] } },
      },
    });
    expect((await latestUpdateOnLoad(api, { signedIn, fromServer }))?.version).toBe(expected);
    expect(calls).toHaveLength(requests);
  });

  test.each([
    ['the announced version', '3', undefined],
    ['an older version', '2', '3'],
  ])('a visitor who closed %s on this device sees %s', async (_name, seenHere, expected) => {
    const { api } = fakeApi({});
    const shown = await latestUpdateOnLoad(api, {
      signedIn: false,
      fromServer: important,
      seenHere,
    });
    expect(shown?.version).toBe(expected);
  });
});

describe('latestUpdateClosed', () => {
  test.each([
    [true, [{ version: '3' }]],
    [false, []],
  ])('signed in %s: records %j', async (signedIn, bodies) => {
    const { api, calls } = fakeApi({
      'POST /api/version/update_version/': { data: { data: { not_viewed: [] } } },
    });
    const remembered: string[] = [];
    await latestUpdateClosed(api, {
      signedIn,
      version: '3',
      rememberHere: (seen) => remembered.push(seen),
    });
    expect(calls.map((call) => call.body)).toEqual(bodies);
    // A visitor's device remembers it instead of an account.
    expect(remembered).toEqual(signedIn ? [] : ['3']);
  });
});
