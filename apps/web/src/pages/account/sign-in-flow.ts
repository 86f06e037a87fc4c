import { useCallback } from 'react';
import type { UserData } from '@captio/api-client';
import { afterSignin, withLocale } from '@captio/routing-rules';
import { browserCookies, type CookieJar } from '../../api/cookies.js';
import type { PageRoute } from '../../app/page-module.js';
import { useNavigate, type Navigate } from '../../router/navigation-context.js';
import { rememberLocale } from '../../shell/locale-switch.js';
import { useSession } from '../../state/stores.js';

export interface SignInEffects {
  signedIn: (user: UserData) => void;
  navigate: Navigate;
  cookies: Pick<CookieJar, 'write'>;
}

/**
 * Once the api has signed the user in: the session knows the user (the shell takes it from
 * there: balance, profile bootstrap), the account's language is kept in the locale cookie (the
 * pages without a locale in their address, /workspace, speak it), and the page goes where
 * routing-rules says, the page the user was sent from or the workspace, in the page's language.
 * Replaced in history: going back must not land on a sign-in form the user has finished with.
 */
export function finishSignIn(user: UserData, route: PageRoute, effects: SignInEffects): void {
  effects.signedIn(user);
  rememberLocale(user.language_setting, effects.cookies);
  effects.navigate(withLocale(afterSignin(route.path + route.search), route.locale), {
    replace: true,
  });
}

/** finishSignIn for the sign-in and sign-up pages, in the browser. */
export function useFinishSignIn(route: PageRoute): (user: UserData) => void {
  const signedIn = useSession((state) => state.signedIn);
  const navigate = useNavigate();
  return useCallback(
    (user: UserData) => finishSignIn(user, route, { signedIn, navigate, cookies: browserCookies }),
    [signedIn, navigate, route],
  );
}

/** The query of a sign-in or sign-up address worth keeping when moving between the two. */
export function keptQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (name === 'redirect' || name === 'invite_code') kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
