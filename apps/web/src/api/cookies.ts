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

export function browserCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, name);
}

/** Deletes a cookie of this site's root path (the api sets its cookies there). */
export function clearBrowserCookie(name: string): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}
