import { DEFAULT_LOCALE, localeOfSegment } from './locales.js';
import type { Locale } from './locales.js';
import { safeDecode, splitPath } from './path.js';
import type { PathSegment, RouteMatch } from './route-table.js';
import { matchRoute } from './route-table.js';
import type { PageName } from './route-table.js';

export interface ResolveOptions {
  /** Development build: the /transcribe-{fileExt}-to-text pages exist. Default false. */
  readonly dev?: boolean;
}

/** The path is a page: show it. */
export interface PageResolution {
  readonly kind: 'page';
  readonly name: PageName;
  /**
   * The route parameters, percent-decoded: { hash }, { article }, { sns, format },
   * { language, code }, { l1, l2, l1Code, l2Code }...; {} for pages without any.
   */
  readonly params: Readonly<Record<string, string>>;
  /** The locale of the prefix; DEFAULT_LOCALE on unlocalized pages, which have none. */
  readonly locale: Locale;
}

/** Go to `to` instead (always a path on this site starting with a single '/'). */
export interface RedirectResolution {
  readonly kind: 'redirect';
  readonly to: string;
}

/** No route has this path: the 404 page with `message`. */
export interface NotFoundResolution {
  readonly kind: 'not-found';
  /** 'Page Not Found: {path}' with `path` below. */
  readonly message: string;
  /**
   * The path as the reader sees it in the address bar, for a message of one's own: without
   * query and hash, percent-decoded except for reserved and control characters, and cut after
   * 1024 characters.
   */
  readonly path: string;
}

export type Resolution = PageResolution | RedirectResolution | NotFoundResolution;

/** A path taken apart: what resolve() and the guards know about it. Internal. */
export interface PathFacts {
  /** The path as given, up to its query or hash. */
  readonly pathname: string;
  /** Query and hash as given ('?a=1#b'), '' when none. */
  readonly suffix: string;
  /** The locale of the prefix, DEFAULT_LOCALE without one. */
  readonly locale: Locale;
  /** Whether the first segment was a locale (en-US included, in any case). */
  readonly prefixed: boolean;
  /** The route, undefined when none has this path (or the path cannot be decoded). */
  readonly match: RouteMatch | undefined;
}

export function pathFacts(path: string, dev: boolean): PathFacts {
  const { pathname, suffix } = splitPath(typeof path === 'string' ? path : String(path));
  const facts = { pathname, suffix, locale: DEFAULT_LOCALE as Locale, prefixed: false };
  if (!pathname.startsWith('/')) return { ...facts, match: undefined };
  const segments = pathSegments(pathname);
  if (segments === undefined) return { ...facts, match: undefined };
  const locale = segments[0] && localeOfSegment(segments[0].raw);
  if (locale === undefined) return { ...facts, match: matchRoute(segments, dev) };
  return { ...facts, locale, prefixed: true, match: matchRoute(segments.slice(1), dev) };
}

/**
 * The decoded segments of a pathname once '.' and '..' (spelled in any encoding) are applied as
 * a browser applies them (WHATWG URL), empty ones dropped; undefined when one cannot be decoded.
 * A value such as a blog slug can therefore never be '..', and '/blog/..' is home, as in the
 * address bar.
 */
function pathSegments(pathname: string): PathSegment[] | undefined {
  const kept: PathSegment[] = [];
  for (const raw of pathname.split('/').slice(1)) {
    const decoded = safeDecode(raw);
    if (decoded === undefined) return undefined;
    if (decoded === '..') kept.pop();
    else if (decoded !== '.') kept.push({ raw, decoded });
  }
  return kept.filter((segment) => segment.raw !== '');
}

/** '' for the default locale, '/zh-CN' for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A locale-less route path under a locale's prefix: '/' in zh-CN is '/zh-CN'. */
export function underLocalePrefix(pathname: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  return prefix !== '' && pathname === '/' ? prefix : prefix + pathname;
}

/** The one spelling of a matched path: canonical route path under the right prefix. */
export function canonicalPathname(facts: PathFacts, match: RouteMatch): string {
  return match.localized ? underLocalePrefix(match.path, facts.locale) : match.path;
}

export function notFound(pathname: string): NotFoundResolution {
  const path = shownPath(pathname);
  return { kind: 'not-found', message: `Page Not Found: ${path}`, path };
}

// Longer paths are cut in the message: no real address is this long, and the 404 page should
// not echo whatever a link stuffed into it.
const MAX_SHOWN_LENGTH = 1024;

/**
 * A pathname as the address bar shows it: '/%E5%8D%9A%E5%AE%A2' reads '/博客'. decodeURI keeps
 * the escapes of reserved characters ('%2F' stays), and a path that would show control or
 * direction-changing characters, or cannot be decoded, is shown as written.
 */
function shownPath(pathname: string): string {
  let shown = pathname;
  try {
    const decoded = decodeURI(pathname);
    if (!/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(decoded)) shown = decoded;
  } catch {
    // A malformed escape: the path as written is all there is to show.
  }
  const characters = [...shown];
  return characters.length > MAX_SHOWN_LENGTH
    ? `${characters.slice(0, MAX_SHOWN_LENGTH).join('')}…`
    : shown;
}

/**
 * What a path is: a page (with its name, parameters and locale), a redirect, or not found.
 *
 * - A pattern route whose parameter it does not accept redirects to /404 under the same locale
 *   prefix (query and hash dropped).
 * - Every other path of a route that is not written the one canonical way redirects there in a
 *   single step, query and hash kept: trailing or repeated slashes, letter case of literal parts,
 *   locale and pattern values, percent-encoded literal parts, an '/en-US' prefix, and a locale
 *   prefix in front of an unlocalized route (so /zh-CN/podcast and /zh-CN/workspace go to
 *   /podcast and /workspace).
 * - Anything else is not found, message 'Page Not Found: {path}'.
 *
 * Never throws, whatever the string.
 */
export function resolve(path: string, options: ResolveOptions = {}): Resolution {
  const facts = pathFacts(path, options.dev === true);
  const { match } = facts;
  if (match === undefined) return notFound(facts.pathname);
  if (!match.valid) return { kind: 'redirect', to: `${localePrefix(facts.locale)}/404` };
  const canonical = canonicalPathname(facts, match);
  if (canonical !== facts.pathname) return { kind: 'redirect', to: canonical + facts.suffix };
  return {
    kind: 'page',
    name: match.name,
    params: match.params,
    locale: match.localized ? facts.locale : DEFAULT_LOCALE,
  };
}
