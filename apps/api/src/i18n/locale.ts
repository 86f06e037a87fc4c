import type { LocaleCode } from '@captio/api-client';
import { negotiateLocale } from '@captio/i18n';

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/** A text in each of the 11 interface locales; leaving one out is a type error. */
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

/** Fills {name} placeholders. */
export function translate(
  text: LocalizedText,
  locale: LocaleCode,
  values: Record<string, string | number> = {},
): string {
  return text[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
