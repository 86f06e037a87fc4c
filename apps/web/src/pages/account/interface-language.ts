import { withLocale, type Locale } from '@captio/routing-rules';
import type { CookieJar } from '../../api/cookies.js';
import { rememberLocale } from '../../shell/locale-switch.js';

/**
 * Once the account's interface language is saved: it is kept in the locale cookie as the
 * header's switch keeps it, so that the pages without a locale in their address (/workspace,
 * /api-dashboard) speak it too, even when the settings page was in that language already.
 * Returns the settings page in the new language to go to, or undefined when it is the page's.
 */
export function applyInterfaceLanguage(
  language: Locale,
  pageLocale: Locale,
  cookies: Pick<CookieJar, 'write'>,
): string | undefined {
  rememberLocale(language, cookies);
  return language === pageLocale ? undefined : withLocale('/settings', language);
}
