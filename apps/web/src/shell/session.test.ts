import { describe, expect, it, test } from 'vitest';
import { fakeApi, type FakeRoutes } from '../testing/fake-api.js';
import { memoryCookies } from '../testing/memory-cookies.js';
import { testStores } from '../testing/stores.js';
import { userData } from '@captio/api-client/testing';
import { startSession } from './session.js';

const running: FakeRoutes = {
  'GET /api/auth/status/': { data: { status: true, show_notice: false } },
  'GET /api/route/redirect/': { data: { data: { redirect: null } } },
  'GET /api/auth/check_login/': {
    data: {
      data: {
        userdata: userData({ subscription_type: 'ugo', level: 1, point: 40 }),
        history_type: false,
        global_free: { use_type: [], speaker: false, bgm_remove: false },
      },
    },
  },
};

function session(
  routes: FakeRoutes,
  cookies: Record<string, string>,
  route: Parameters<typeof testStores>[0] = {},
) {
  const stores = testStores(route);
  const navigations: string[] = [];
  const jar = memoryCookies(cookies);
  let unauthorized = () => {};
  const { api, calls } = fakeApi(routes, { onUnauthorized: () => unauthorized() });
  const shownAgain: (() => void)[] = [];
  const started = startSession({
    stores,
    api,
    cookies: jar,
    navigate: (to) => navigations.push(to),
    whenShownAgain: (listener) => shownAgain.push(listener),
  });
  unauthorized = started.unauthorized;
  /** The reader comes back to the tab. */
  const showAgain = async () => {
    for (const listener of shownAgain) listener();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { stores, calls, jar, navigations, session: started, showAgain };
}

describe('the guard state of a navigation', () => {
  test.each([
    [{ status: true, show_notice: false }, false],
    [{ status: false, show_notice: true }, true],
  ])('status %j: maintenance %s', async (status, isMaintenance) => {
    const { session: s, stores } = session(
      { ...running, 'GET /api/auth/status/': { data: status } },
      {},
    );
    expect((await s.guardState('/pricing')).isMaintenance).toBe(isMaintenance);
    expect(stores.system.getState().showNotice).toBe(status.show_notice);
  });

  test.each([
    ['/pricing', { csrftoken: 'c1' }, true],
    ['/de-DE/credits', { csrftoken: 'c1' }, true],
    ['/users/signin', { csrftoken: 'c1' }, false],
    ['/fr-FR/users/signup', { csrftoken: 'c1' }, false],
    ['/pricing', {}, false],
  ])('to %s with cookies %j: check_login %s', async (to, cookies, checked) => {
    const { session: s, calls, stores } = session(running, cookies);
    const state = await s.guardState(to);
    expect(calls.some((call) => call.path === '/api/auth/check_login/')).toBe(checked);
    expect(state.loggedIn).toBe(checked);
    expect(stores.session.getState().isPayAsUGo).toBe(checked);
    expect(stores.session.getState().checked).toBe(true);
  });

  it('passes the operator redirect and the stored locale to the guards', async () => {
    const { session: s } = session(
      { ...running, 'GET /api/route/redirect/': { data: { data: { redirect: '/blog' } } } },
      { i18n_redirected: 'ja-JP' },
    );
    expect(await s.guardState('/old')).toMatchObject({
      serverRedirect: '/blog',
      preferredLocale: 'ja-JP',
    });
  });

  it('keeps going when the status and redirect calls fail', async () => {
    const { session: s } = session({}, {});
    expect(await s.guardState('/')).toMatchObject({ loggedIn: false, isMaintenance: false });
  });
});

describe('a refused session (401)', () => {
  test.each([
    [{ path: '/de-DE/credits', locale: 'de-DE' }, '/de-DE/users/signin?redirect=%2Fcredits'],
    [{ path: '/pricing', search: '?coupon=true' }, '/users/signin'],
  ] as const)(
    'on %j clears the CSRF cookie, resets the user and goes to %s',
    async (route, target) => {
      const {
        session: s,
        stores,
        jar,
        navigations,
      } = session(
        {
          ...running,
          'GET /api/auth/check_login/': {
            status: 401,
            data: { message: 'Expired', code: 'session_expired' },
          },
        },
        { csrftoken: 'c1' },
        route,
      );
      stores.session.getState().signedIn(userData({ subscription_type: 'ugo' }));
      stores.popups.getState().open('fileDrawer');
      await s.afterHydration();
      expect(jar.read('csrftoken')).toBeUndefined();
      expect(stores.session.getState()).toMatchObject({
        user: undefined,
        isPayAsUGo: false,
        point: undefined,
        checked: true,
      });
      expect(stores.popups.getState().fileDrawer).toBe(false);
      expect(navigations).toEqual([target]);
    },
  );
});

describe('a session ended in another tab', () => {
  test.each([
    [{ path: '/de-DE/credits', locale: 'de-DE' }, ['/de-DE/users/signin?redirect=%2Fcredits']],
    [{ path: '/transcribe-audio' }, []],
  ] as const)(
    'on %j makes the user a visitor when the tab is shown again, and goes to %j',
    async (route, targets) => {
      const {
        session: s,
        stores,
        jar,
        navigations,
        calls,
        showAgain,
      } = session(running, { csrftoken: 'c1' }, route);
      await s.afterHydration();
      expect(stores.session.getState().user).toBeDefined();
      // The other tab's sign-out took the cookies both tabs share.
      jar.clear('csrftoken');
      const checks = calls.length;
      await showAgain();
      expect(stores.session.getState().user).toBeUndefined();
      expect(navigations).toEqual(targets);
      // Nothing to ask the api: no session is stored.
      expect(calls.length).toBe(checks);
    },
  );

  it('checks the stored session again when the tab is shown again', async () => {
    const { session: s, calls, showAgain } = session(running, { csrftoken: 'c1' });
    await s.afterHydration();
    const before = calls.filter((call) => call.path.includes('check_login')).length;
    await showAgain();
    expect(calls.filter((call) => call.path.includes('check_login')).length).toBe(before + 1);
  });
});
