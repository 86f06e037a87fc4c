import { checksLogin, resolve, type GuardState } from '@captio/routing-rules';
import type { BrowserApi } from '../api/client.js';
import { parseLocaleCookie } from '@captio/i18n';
import { browserCookie, clearBrowserCookie, CSRF_COOKIE } from '../api/cookies.js';
import { applyHead } from '../app/document-head.js';
import { splitAddress } from '../router/address.js';
import { guardInputs } from '../router/guard-inputs.js';
import type { AppStores } from '../state/stores.js';

/**
 * The session's side of navigation: before the guards run, the maintenance status, the
 * operator's redirect for the path and (when a session is stored) the signed-in user are
 * fetched fresh, as every navigation needs them.
 */
export function startSession(stores: AppStores, api: BrowserApi) {
  async function refreshLogin(): Promise<void> {
    if (!browserCookie(CSRF_COOKIE)) {
      stores.session.getState().markChecked();
      return;
    }
    try {
      const answer = await api.call('checkLogin', { query: { [Date.now()]: '' } });
      stores.session.getState().signedIn(answer.data.userdata);
    } catch {
      // A 401 resets the session through the client's interceptor; a network failure keeps
      // what is known until the next navigation.
    }
  }

  async function guardState(to: string): Promise<GuardState> {
    const { path } = splitAddress(to);
    const resolution = resolve(path);
    const name = resolution.kind === 'page' ? resolution.name : undefined;
    const [status, redirect] = await Promise.all([
      api.call('authStatus').catch(() => undefined),
      api.call('routeRedirect', { query: { path } }).catch(() => undefined),
      checksLogin(name) ? refreshLogin() : Promise.resolve(),
    ]);
    if (status) {
      stores.system
        .getState()
        .setStatus({ isMaintenance: !status.status, showNotice: status.show_notice });
    }
    const preferred = parseLocaleCookie(document.cookie);
    return guardInputs({
      loggedIn: Boolean(stores.session.getState().user),
      system: stores.system.getState(),
      serverRedirect: redirect?.data.redirect,
      preferredLocale: preferred,
    });
  }

  return {
    guardState,
    onShown(): void {
      applyHead(stores.route.getState().shown);
    },
    /** Once the server's page is interactive: who is signed in. */
    afterHydration(): void {
      void refreshLogin();
    },
    /** The 401 reset: the stored session is gone, the user is a visitor again. */
    unauthorized(): void {
      clearBrowserCookie(CSRF_COOKIE);
      stores.session.getState().reset();
    },
  };
}
