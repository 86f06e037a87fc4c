import { DEFAULT_LOCALE } from '@captio/routing-rules';
import type { Endpoint } from '../endpoint.js';
import { LOCALE_CODES, type LocaleCode } from '../schemas/user.js';

export interface Credentials {
  /** The session token (cookie `token`); sent as `Authorization: Token <token>`. */
  token?: string | null;
  /** The CSRF token (cookie `csrftoken`); sent as `X-CSRFtoken`. */
  csrftoken?: string | null;
  /** An API key, sent as `Authorization: Bearer <key>` instead of a session. */
  apiKey?: string | null;
}

/**
 * The Accept-Language of a call: the stored (redirected) locale when it names one of the 11
 * interface locales, whatever its case, else the default, so a stale cookie never reaches the api.
 */
export function acceptLanguage(stored: string | null | undefined): LocaleCode {
  const wanted = stored?.trim().toLowerCase();
  return LOCALE_CODES.find((code) => code.toLowerCase() === wanted) ?? DEFAULT_LOCALE;
}

/** Authenticated calls carry the session (token, CSRF) and the locale; others only the locale. */
export function requestHeaders(
  authenticated: boolean,
  credentials: Credentials,
  locale: string,
): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': locale };
  if (!authenticated) return headers;
  if (credentials.apiKey) {
    headers['Authorization'] = `Bearer ${credentials.apiKey}`;
    return headers;
  }
  if (credentials.token) headers['Authorization'] = `Token ${credentials.token}`;
  if (credentials.csrftoken) headers['X-CSRFtoken'] = credentials.csrftoken;
  return headers;
}

/**
 * Whether a call presents the caller's credentials. A call that may be made signed in or not
 * presents them when there are any: in a browser the session token is an HttpOnly cookie the
 * page cannot read, so the CSRF cookie is the sign of a session, whose calls that change
 * something the api refuses without the CSRF header.
 */
export function isAuthenticatedCall(
  endpoint: Pick<Endpoint, 'auth'>,
  credentials: Credentials,
): boolean {
  if (endpoint.auth === 'none') return false;
  if (endpoint.auth === 'optional') {
    return Boolean(credentials.token || credentials.apiKey || credentials.csrftoken);
  }
  return true;
}

/**
 * The credentials a call presents: an endpoint that only takes a session gets the session even
 * when an API key is also held (the api refuses keys there), so the key never hides it.
 */
export function credentialsFor(
  endpoint: Pick<Endpoint, 'auth'>,
  credentials: Credentials,
): Credentials {
  if (endpoint.auth === 'session' && credentials.token && credentials.apiKey) {
    return { ...credentials, apiKey: null };
  }
  return credentials;
}
