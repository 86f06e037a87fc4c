import type { LocaleCode } from '@captio/api-client';
import { formatMessage, negotiateLocale } from '@captio/i18n';

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/**
 * A text in each of the 11 interface locales, as an ICU message (`{count, plural, one {...}
 * other {...}}` where a number is shown); leaving a locale out is a type error.
 */
export type LocalizedText = Readonly<Record<LocaleCode, string>>;

const MAX_NEGOTIATED_HEADERS = 1000;
const negotiatedLocales = new Map<string, LocaleCode>();

/**
 * The locale for an Accept-Language header: the best-weighted one the product speaks, by the same
 * rule the web app follows (zh-HK reads traditional Chinese, pt-BR European Portuguese).
 */
export function pickLocale(header: string | undefined): LocaleCode {
  if (header === undefined) return negotiateLocale(header);
  let locale = negotiatedLocales.get(header);
  if (locale === undefined) {
    locale = negotiateLocale(header);
    // Browsers send a handful of distinct headers; a flood of made-up ones only restarts the list.
    if (negotiatedLocales.size >= MAX_NEGOTIATED_HEADERS) negotiatedLocales.clear();
    negotiatedLocales.set(header, locale);
  }
  return locale;
}

/**
 * The text in the locale with its arguments filled in, plural forms chosen by the locale's
 * rules. An argument given no value shows as `{name}` rather than failing the answer, and a
 * text that cannot be formatted is sent as it is written: a message never turns into a 500.
 */
/**
 * A value of a message: a number, a text, or words of their own in each locale (a language's
 * name, see languageValue), put in the message's locale.
 */
export type MessageValue = string | number | ((locale: LocaleCode) => string);
export type MessageValues = Readonly<Record<string, MessageValue>>;

export function translate(
  text: LocalizedText,
  locale: LocaleCode,
  values: MessageValues = {},
): string {
  const message = text[locale];
  const filled: Record<string, string | number> = {};
  // Every `{word` is taken for an argument name; the words that open a plural option's text
  // ("{ne servono #}") get a value nothing asks for, which formatting ignores.
  for (const [, name = ''] of message.matchAll(/\{(\w+)/g)) filled[name] = `{${name}}`;
  try {
    for (const [name, value] of Object.entries(values)) {
      filled[name] = typeof value === 'function' ? value(locale) : value;
    }
    return formatMessage(locale, message, filled);
  } catch {
    return message;
  }
}
