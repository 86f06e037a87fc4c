/** One cookie's value from a Cookie header or document.cookie, percent-decoded, or undefined. */
export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

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
