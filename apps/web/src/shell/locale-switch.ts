import { serializeLocaleCookie } from '@captio/i18n';
import { withLocale, type Locale } from '@captio/routing-rules';
import type { CookieJar } from '../api/cookies.js';

export interface LocaleSwitchInput {
  /** The address shown now: path (with its locale prefix), query and hash. */
  address: string;
  to: Locale;
  signedIn: boolean;
}

/** What switching the interface language does. */
export interface LocaleSwitch {
  /** The same page in the new locale (unlocalized pages keep their address). */
  href: string;
  /** The profile change to send when signed in (the account's language), else undefined. */
  profileChange: { change_language: Locale } | undefined;
}

export function localeSwitch({ address, to, signedIn }: LocaleSwitchInput): LocaleSwitch {
  return {
    href: withLocale(address, to),
    profileChange: signedIn ? { change_language: to } : undefined,
  };
}

/**
 * Keeps the interface language in the locale cookie, for a year: the pages whose address has no
 * locale (/workspace, /api-dashboard) and later visits are shown in it. Written by the header's
 * switch, by saving the language in the settings and by signing in.
 */
export function rememberLocale(locale: Locale, cookies: Pick<CookieJar, 'write'>, now?: Date) {
  cookies.write(serializeLocaleCookie(locale, now ? { now } : {}));
}
