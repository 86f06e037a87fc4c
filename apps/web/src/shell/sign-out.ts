import {
  requiresLogin,
  resolve,
  stripLocale,
  withLocale,
  type Locale,
} from '@captio/routing-rules';
import { CSRF_COOKIE, type CookieJar } from '../api/cookies.js';
import type { Navigate } from '../router/navigation-context.js';
import type { AppStores } from '../state/stores.js';

/** logout: the user asked; unauthorized: the api refused the stored session (401). */
export type SignOutReason = 'logout' | 'unauthorized';

/**
 * Where a signed-out user goes: home after logout; sign-in after a refused session, with the
 * page they were on as the return address when it needs a session (afterSignin brings them
 * back once signed in again).
 */
export function signOutTarget(reason: SignOutReason, locale: Locale, address: string): string {
  if (reason === 'logout') return withLocale('/', locale);
  const signin = withLocale('/users/signin', locale);
  const bare = stripLocale(address).path;
  const page = resolve(bare.split(/[?#]/, 1)[0] ?? '/');
  if (page.kind !== 'page' || !requiresLogin(page.name)) return signin;
  return `${signin}?redirect=${encodeURIComponent(bare)}`;
}

/**
 * Back to an anonymous visitor: the user record, credit balance and pay-as-you-go flag, every
 * overlay (the drawer shows the old user's files) and the file being worked on.
 */
export function resetSignedOutState(stores: AppStores): void {
  stores.session.getState().reset();
  stores.popups.getState().reset();
  stores.currentFile.getState().reset();
}

export interface SignOutDeps {
  stores: AppStores;
  cookies: CookieJar;
  navigate: Navigate;
}

/**
 * Signs this browser out: the CSRF cookie goes (the api clears the HttpOnly token cookie on
 * logout; after a 401 the token it names is dead anyway), the state resets, and the user is
 * taken to signOutTarget.
 */
export function signOut(reason: SignOutReason, { stores, cookies, navigate }: SignOutDeps): void {
  const { route } = stores.route.getState().shown;
  cookies.clear(CSRF_COOKIE);
  resetSignedOutState(stores);
  navigate(signOutTarget(reason, route.locale, route.path + route.search));
}
