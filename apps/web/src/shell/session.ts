import {
  isLocale,
  requiresLogin,
  resolve,
  stripLocale,
  type GuardState,
  type Locale,
} from '@captio/routing-rules';
import type { ApiClient } from '@captio/api-client';
import { parseLocaleCookie } from '@captio/i18n';
import { CSRF_COOKIE, type CookieJar } from '../api/cookies.js';
import { applyHead } from '../app/document-head.js';
import { splitAddress } from '../router/address.js';
import { guardInputs } from '../router/guard-inputs.js';
import type { Navigate } from '../router/navigation-context.js';
import type { AppStores } from '../state/stores.js';
import { shouldCheckLogin } from './login-check.js';
import { systemStatus } from './maintenance.js';
import { resetSignedOutState, signOut } from './sign-out.js';

export interface SessionDeps {
  stores: AppStores;
  api: Pick<ApiClient, 'call'>;
  cookies: CookieJar;
  /** Read when needed: the router is made after the session it asks for guard state. */
  navigate: Navigate;
  /** Calls back each time the tab is shown again; by default the document's visibility. */
  whenShownAgain?: (listener: () => void) => void;
}

/** The browser's: the document becomes visible (the reader came back to this tab). */
function documentShownAgain(listener: () => void): void {
  const page = (globalThis as { document?: Document }).document;
  page?.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'visible') listener();
  });
}

/**
 * The session's side of navigation: before the guards run, the maintenance status, the
 * operator's redirect for the path and (when a session is stored) the signed-in user are
 * fetched fresh, as every navigation needs them.
 */
export function startSession({
  stores,
  api,
  cookies,
  navigate,
  whenShownAgain = documentShownAgain,
}: SessionDeps) {
  async function refreshLogin(): Promise<void> {
    const session = stores.session.getState();
    try {
      const answer = await api.call('checkLogin', { query: { [Date.now()]: '' } });
      stores.session.getState().signedIn(answer.data.userdata);
    } catch {
      // A 401 has signed out already (the client's interceptor); a network failure keeps what
      // is known until the next navigation, but the check has answered.
      session.markChecked();
    }
  }

  /** Checks who is signed in; true when the session was ended in another tab. */
  async function checkLoginFor(pageName: string | undefined): Promise<boolean> {
    const storedSession = Boolean(cookies.read(CSRF_COOKIE));
    if (!storedSession && stores.session.getState().user) {
      // Signed out in another tab (its sign-out took the cookies every tab shares): this one is
      // a visitor's now, and must not go on as the user, whose work would be saved as no one's.
      resetSignedOutState(stores);
      stores.session.getState().markChecked();
      return true;
    }
    if (shouldCheckLogin({ storedSession, pageName })) {
      await refreshLogin();
    } else if (!stores.session.getState().checked) {
      stores.session.getState().markChecked();
    }
    return false;
  }

  /**
   * The current page's check, again, when the reader comes back to this tab: a page that needs
   * a session it no longer has sends them to sign in, as a refused session does.
   */
  async function checkShownPage(): Promise<void> {
    const { route } = stores.route.getState().shown;
    const endedElsewhere = await checkLoginFor(route.name);
    const page = resolve(stripLocale(route.path).path);
    if (endedElsewhere && page.kind === 'page' && requiresLogin(page.name)) {
      signOut('unauthorized', { stores, cookies, navigate });
    }
  }

  /**
   * The language of a page whose address names none (/workspace): the one the header's switch
   * chose, else the language of the page being left (the server's choice on the first page:
   * the account's, else the browser's).
   */
  function preferredLocale(): Locale {
    const chosen = parseLocaleCookie(cookies.header());
    return chosen && isLocale(chosen) ? chosen : stores.route.getState().shown.route.locale;
  }

  async function guardState(to: string): Promise<GuardState> {
    const { path } = splitAddress(to);
    const resolution = resolve(path);
    const name = resolution.kind === 'page' ? resolution.name : undefined;
    const [status, redirect] = await Promise.all([
      api.call('authStatus').catch(() => undefined),
      api.call('routeRedirect', { query: { path } }).catch(() => undefined),
      checkLoginFor(name),
    ]);
    if (status) stores.system.getState().setStatus(systemStatus(status));
    return guardInputs({
      loggedIn: Boolean(stores.session.getState().user),
      system: stores.system.getState(),
      serverRedirect: redirect?.data.redirect,
      preferredLocale: preferredLocale(),
    });
  }

  return {
    guardState,
    onShown(): void {
      applyHead(stores.route.getState().shown);
    },
    /**
     * Once the server's page is interactive: who is signed in; and again each time the tab is
     * shown, as another tab may have signed out or in meanwhile.
     */
    afterHydration(): Promise<void> {
      whenShownAgain(() => void checkShownPage());
      return checkShownPage();
    },
    /** The 401 reset: the stored session is gone, the user is a visitor again, off to sign in. */
    unauthorized(): void {
      signOut('unauthorized', { stores, cookies, navigate });
    },
  };
}
