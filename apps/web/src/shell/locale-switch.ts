import { serializeLocaleCookie } from '@captio/i18n';
import { withLocale, type Locale } from '@captio/routing-rules';

export interface LocaleSwitchInput {
  /** The address shown now: path (with its locale prefix), query and hash. */
  address: string;
  to: Locale;
  signedIn: boolean;
  /** The moment of the switch, for the cookie's Expires date. */
  now?: Date;
}

/** What switching the interface language does. */
export interface LocaleSwitch {
  /** The same page in the new locale (unlocalized pages keep their address). */
  href: string;
  /** The locale cookie to write, so later visits and unlocalized pages use the new language. */
  cookie: string;
  /** The profile change to send when signed in (the account's language), else undefined. */
  profileChange: { change_language: Locale } | undefined;
}

export function localeSwitch({ address, to, signedIn, now }: LocaleSwitchInput): LocaleSwitch {
  return {
    href: withLocale(address, to),
    cookie: serializeLocaleCookie(to, now ? { now } : {}),
    profileChange: signedIn ? { change_language: to } : undefined,
  };
}
