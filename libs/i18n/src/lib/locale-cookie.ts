import { isLocale, matchLocale, type Locale } from './locales.js';
import { readCookie } from './read-cookie.js';

/** The cookie that remembers the interface locale (the name the api reads too). */
export const LOCALE_COOKIE = 'i18n_redirected';

/** 365 days, in seconds: a chosen locale is remembered for a year. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface LocaleCookieOptions {
  /** The moment the cookie is written, for its Expires date. Default: the current time. */
  now?: Date;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/**
 * The value to put in `document.cookie` or a `Set-Cookie` header to remember a locale for 365
 * days. Both Max-Age and Expires are written: Max-Age wins where it is understood, Expires
 * covers the rest. No DOM here, so the server builds the same string.
 */
export function serializeLocaleCookie(locale: Locale, options: LocaleCookieOptions = {}): string {
  if (!isLocale(locale)) throw new TypeError(`Not an interface locale: '${String(locale)}'`);
  const now = options.now ?? new Date();
  const expires = new Date(now.getTime() + LOCALE_COOKIE_MAX_AGE * 1000);
  const parts = [
    `${LOCALE_COOKIE}=${locale}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    `Expires=${expires.toUTCString()}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  // Browsers refuse SameSite=None without Secure.
  if (options.secure || options.sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

/** The value that makes a browser forget the locale cookie. */
export function clearLocaleCookie(options: Pick<LocaleCookieOptions, 'path' | 'domain'> = {}) {
  const parts = [
    `${LOCALE_COOKIE}=`,
    `Path=${options.path ?? '/'}`,
    'Max-Age=0',
    `Expires=${new Date(0).toUTCString()}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  return parts.join('; ');
}

/**
 * The locale remembered in a Cookie header (or `document.cookie`), or undefined when there is
 * none or it names no interface locale. Case and encoding are forgiven (`de-de`, `zh%2DTW`);
 * the first cookie of that name wins, as in browsers.
 */
export function parseLocaleCookie(cookieHeader: string | null | undefined): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  if (value === undefined) return undefined;
  const locale = matchLocale(value);
  // Only a tag that names an interface locale exactly (up to case) counts: a cookie of 'de'
  // was not written by us, nor one whose percent-encoding is broken.
  return locale && locale.toLowerCase() === value.toLowerCase() ? locale : undefined;
}
