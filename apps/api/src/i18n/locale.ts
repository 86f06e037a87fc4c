import type { LocaleCode } from '@captio/api-client';
import { negotiateLocale } from '@captio/i18n';

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/** A text in each of the 11 interface locales; leaving one out is a type error. */
export type LocalizedText = Readonly<Record<LocaleCode, string>>;

/**
 * The locale for an Accept-Language header: the best-weighted one the product speaks, by the same
 * rule the web app follows (zh-HK reads traditional Chinese, pt-BR European Portuguese).
 */
export function pickLocale(header: string | undefined): LocaleCode {
  return negotiateLocale(header);
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
