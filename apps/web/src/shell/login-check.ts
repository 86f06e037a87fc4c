import { checksLogin } from '@captio/routing-rules';

export interface LoginCheckInput {
  /** A session is stored in this browser (its CSRF cookie; the token cookie is HttpOnly). */
  storedSession: boolean;
  /** The routing-rules name of the page being navigated to; undefined for no page. */
  pageName: string | undefined;
}

/**
 * check_login runs on a navigation when a session is stored, except to sign-in and sign-up,
 * where the user is signing in and a check would race the new session.
 */
export function shouldCheckLogin({ storedSession, pageName }: LoginCheckInput): boolean {
  return storedSession && checksLogin(pageName);
}
