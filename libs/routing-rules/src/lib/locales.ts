import { hasSchemeOrHost, safeDecode, splitPath } from './path.js';
import { isUnlocalizedPathname } from './route-table.js';

/** The interface locales, the default first. Every other one is a path prefix: /zh-CN/pricing. */
export const LOCALES = [
  'en-US',
  'zh-CN',
  'zh-TW',
  'es-ES',
  'pt-PT',
  'fr-FR',
  'de-DE',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ru-RU',
] as const;

export type Locale = (typeof LOCALES)[number];

/** The locale of paths without a prefix. */
export const DEFAULT_LOCALE = 'en-US' satisfies Locale;

const BY_LOWER_CASE: ReadonlyMap<string, Locale> = new Map(
  LOCALES.map((locale) => [locale.toLowerCase(), locale]),
);

/** True for exactly one of LOCALES, spelled as there ('zh-CN', not 'zh-cn'). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A TypeError for anything that is not one of LOCALES: a programming error, explained. */
export function assertLocale(locale: unknown): asserts locale is Locale {
  if (!isLocale(locale)) {
    throw new TypeError(`Unknown locale '${String(locale)}' (known: ${LOCALES.join(', ')})`);
  }
}

/** The locale a path segment names, in any letter case or percent-encoding; else undefined. */
export function localeOfSegment(segment: string): Locale | undefined {
  const decoded = safeDecode(segment);
  return decoded === undefined ? undefined : BY_LOWER_CASE.get(decoded.toLowerCase());
}

/**
 * The locale a path is in and the path without its prefix: '/zh-CN/pricing?x=1' ->
 * { locale: 'zh-CN', path: '/pricing?x=1' }; '/zh-CN' -> { locale: 'zh-CN', path: '/' };
 * '/pricing' -> { locale: 'en-US', path: '/pricing' }. Only the segment right after the leading
 * slash is looked at; it is recognized in any case ('/zh-cn') and '/en-US' counts as a prefix
 * too, so the result is the same whatever the spelling. Slashes right after the prefix become
 * one ('/zh-CN//x' -> '/x'), so the result never names another host. Anything else comes back
 * unchanged with the default locale.
 */
export function stripLocale(path: string): { locale: Locale; path: string } {
  const { pathname, suffix } = splitPath(path);
  if (pathname.startsWith('/')) {
    const end = pathname.indexOf('/', 1);
    const first = end < 0 ? pathname.slice(1) : pathname.slice(1, end);
    const locale = localeOfSegment(first);
    if (locale !== undefined) {
      // '/zh-CN//x' and '/zh-CN/\\x' must not become '//x' or '/\\x', which browsers read as
      // another host.
      const rest = end < 0 ? '/' : pathname.slice(end).replace(/^[/\\]+/, '/');
      return { locale, path: rest + suffix };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * The path in a locale: '/pricing' in 'zh-CN' is '/zh-CN/pricing', in 'en-US' '/pricing'.
 * A prefix already there is replaced; query and hash are kept; unlocalized routes (/workspace,
 * /podcast/...) and URLs with a scheme or host ('https://...', '//host') are never prefixed.
 * A path without a leading slash is taken from the root. Throws a TypeError for a locale that
 * is not one of LOCALES: check values from cookies or headers with isLocale first.
 */
export function withLocale(path: string, locale: Locale): string {
  assertLocale(locale);
  if (hasSchemeOrHost(path)) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (hasSchemeOrHost(rooted)) return rooted;
  const bare = stripLocale(rooted).path;
  const { pathname, suffix } = splitPath(bare);
  if (locale === DEFAULT_LOCALE || isUnlocalizedPathname(pathname)) return bare;
  return `/${locale}${pathname === '/' ? '' : pathname}${suffix}`;
}

/**
 * False for the unlocalized routes (/api-dashboard, /podcast and below, /workspace,
 * /become-a-partner, /sitemap.xml, /privacy-policy, /terms-of-service), true for every other
 * path. A locale prefix in front is ignored.
 */
export function isLocalized(path: string): boolean {
  return !isUnlocalizedPathname(splitPath(stripLocale(path).path).pathname);
}
