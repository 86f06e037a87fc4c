import { isLocale, isLocalized, type Locale } from '@captio/routing-rules';

/**
 * The language a page is shown in. Localized pages speak their prefix's locale; unlocalized ones
 * (/workspace, /podcast, ...) have no prefix to say it, so they speak the visitor's stored
 * choice (the locale cookie), and the routing-rules default without one.
 */
export function displayLocale(
  path: string,
  resolved: Locale,
  preferred: string | null | undefined,
): Locale {
  return !isLocalized(path) && isLocale(preferred) ? preferred : resolved;
}
