import { LOCALE_CODES, type LocaleCode } from '@captio/api-client';

export const DEFAULT_LOCALE: LocaleCode = 'en-US';

/** A text in each of the 11 interface locales; leaving one out is a type error. */
export type LocalizedText = Readonly<Record<LocaleCode, string>>;

const BY_LOWER = new Map<string, LocaleCode>(
  LOCALE_CODES.map((code) => [code.toLowerCase(), code]),
);
/** A bare language picks the locale the product has for it (zh alone is simplified Chinese). */
const BY_LANGUAGE = new Map<string, LocaleCode>([
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
  ['es', 'es-ES'],
  ['pt', 'pt-PT'],
  ['fr', 'fr-FR'],
  ['de', 'de-DE'],
  ['it', 'it-IT'],
  ['ja', 'ja-JP'],
  ['ko', 'ko-KR'],
  ['ru', 'ru-RU'],
]);
const TRADITIONAL_CHINESE = new Set(['zh-hk', 'zh-mo', 'zh-hant']);

/** The locale for an Accept-Language header: the best-weighted one the product speaks. */
export function pickLocale(header: string | undefined): LocaleCode {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    const exact = BY_LOWER.get(tag);
    if (exact) return exact;
    if (TRADITIONAL_CHINESE.has(tag) || tag.startsWith('zh-hant')) return 'zh-TW';
    const language = BY_LANGUAGE.get(tag.split('-')[0] ?? '');
    if (language) return language;
  }
  return DEFAULT_LOCALE;
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
