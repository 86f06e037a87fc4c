import { useCallback } from 'react';
import type { UserData } from '@captio/api-client';
import { afterSignin, withLocale } from '@captio/routing-rules';
import type { PageRoute } from '../../app/page-module.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useSession } from '../../state/stores.js';

/**
 * Once the api has signed the user in: the session knows the user (the shell takes it from
 * there: balance, profile bootstrap) and the page goes where routing-rules says, the page the
 * user was sent from or the workspace, in the page's language. Replaced in history: going back
 * must not land on a sign-in form the user has finished with.
 */
export function useFinishSignIn(route: PageRoute): (user: UserData) => void {
  const signedIn = useSession((state) => state.signedIn);
  const navigate = useNavigate();
  return useCallback(
    (user: UserData) => {
      signedIn(user);
      navigate(withLocale(afterSignin(route.path + route.search), route.locale), {
        replace: true,
      });
    },
    [signedIn, navigate, route.path, route.search, route.locale],
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
