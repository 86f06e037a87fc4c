import { readCookie } from '@captio/i18n';

/** The CSRF token the api set at sign-in (readable by scripts; the session token is not). */
export const CSRF_COOKIE = 'csrftoken';

/** The cookies scripts may see: document.cookie in the browser, a string in tests. */
export interface CookieJar {
  /** The whole Cookie header as scripts see it. */
  header(): string;
  read(name: string): string | undefined;
  /** A Set-Cookie style string (name=value; Path=/; ...). */
  write(cookie: string): void;
  /** Deletes a cookie of this site's root path (the api sets its cookies there). */
  clear(name: string): void;
}

export const browserCookies: CookieJar = {
  header: () => (typeof document === 'undefined' ? '' : document.cookie),
  read: (name) => readCookie(browserCookies.header(), name),
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
  clear: (name) => browserCookies.write(`${name}=; Path=/; Max-Age=0; SameSite=Lax`),
};
