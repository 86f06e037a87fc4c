// The locale list itself lives in @captio/routing-rules, which imports nothing, so that the
// routes, the catalogs and the api contract can never disagree on it.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@captio/routing-rules';

export { DEFAULT_LOCALE, isLocale, LOCALES };
export type { Locale };

/**
 * Each locale's name written in that locale, for the language switcher: a person looks for
 * their own language, so these are never translated.
 */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'es-ES': 'Español',
  'pt-PT': 'Português',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'ru-RU': 'Русский',
};

const BY_LOWER_CASE = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

/**
 * The interface locale for any BCP 47 tag a browser, a cookie or an Accept-Language header
 * may carry, or undefined when none fits. Chinese goes by script first (Hant, or the regions
 * that write it: TW, HK, MO) so that a Hong Kong reader gets traditional characters; every
 * other language goes to its only interface locale whatever the region (pt-BR reads pt-PT).
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const normalized = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!normalized) return undefined;
  const exact = BY_LOWER_CASE.get(normalized);
  if (exact) return exact;
  const [language, ...rest] = normalized.split('-');
  switch (language) {
    case 'zh':
    case 'cmn':
      return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN';
    case 'en':
      return 'en-US';
    case 'es':
      return 'es-ES';
    case 'pt':
      return 'pt-PT';
    case 'fr':
      return 'fr-FR';
    case 'de':
      return 'de-DE';
    case 'it':
      return 'it-IT';
    case 'ja':
      return 'ja-JP';
    case 'ko':
      return 'ko-KR';
    case 'ru':
      return 'ru-RU';
    default:
      return undefined;
  }
}

/**
 * The best interface locale for an Accept-Language header value (`de-CH,de;q=0.9,en;q=0.8`):
 * entries by descending quality, ties in header order; `*` and q=0 entries are skipped.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchLocale(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
