import { DEFAULT_LOCALE, type Locale } from '../locales.js';
import { LANGUAGES, type Language } from './language-list.js';

export { LANGUAGES, type Language } from './language-list.js';

/** The automatic-detection entry. */
export const AUTO_DETECT = 'auto';
/** The entry for recordings that mix languages. */
export const MULTILINGUAL = 'multilingual';

const BY_CODE = new Map<string, Language>(LANGUAGES.map((entry) => [entry.code, entry]));

export function findLanguage(code: string): Language | undefined {
  return BY_CODE.get(code);
}

/** A language's name in an interface locale, or undefined for an unknown code. */
export function languageName(code: string, locale: Locale = DEFAULT_LOCALE): string | undefined {
  const entry = BY_CODE.get(code);
  return entry && (entry.name_for[locale] ?? entry.name_for[DEFAULT_LOCALE]);
}

export interface LanguageChoiceContext {
  /** User level; 0 is free. */
  level: number;
  /** The server's global_free settings; bgm_remove lets free users use automatic detection. */
  global_free?: { bgm_remove?: boolean | null } | null;
  /** Codes the caller already excludes (for example the source language of a translation). */
  exclude?: Iterable<string>;
}

/**
 * The languages a user may pick: automatic detection is hidden from free
 * (level 0) users unless global_free allows background-music removal, and codes already
 * excluded are left out. Order is kept.
 */
export function selectableLanguages(
  context: LanguageChoiceContext,
  languages: readonly Language[] = LANGUAGES,
): Language[] {
  const excluded = new Set(context.exclude ?? []);
  const hideAuto = context.level === 0 && !context.global_free?.bgm_remove;
  return languages.filter(
    (entry) => !excluded.has(entry.code) && !(hideAuto && entry.code === AUTO_DETECT),
  );
}

const SPECIAL = new Set([AUTO_DETECT, MULTILINGUAL]);

/**
 * Languages in the reader's alphabetical order (Intl.Collator for the locale), automatic
 * detection and multilingual kept first.
 */
export function sortLanguages(
  languages: readonly Language[],
  locale: Locale = DEFAULT_LOCALE,
): Language[] {
  const collator = new Intl.Collator(locale);
  return [...languages].sort((a, b) => {
    const special = Number(SPECIAL.has(b.code)) - Number(SPECIAL.has(a.code));
    if (special !== 0) return special;
    return collator.compare(a.name_for[locale], b.name_for[locale]);
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

/**
 * The languages whose code, own name, name in the reader's locale or English name contains
 * the query, ignoring case and accents ("espanol" finds Español). An empty query keeps all.
 */
export function searchLanguages(
  query: string,
  locale: Locale = DEFAULT_LOCALE,
  languages: readonly Language[] = LANGUAGES,
): Language[] {
  const needle = fold(query.trim());
  if (!needle) return [...languages];
  return languages.filter((entry) =>
    [entry.code, entry.native_name, entry.name_for[locale], entry.name_for[DEFAULT_LOCALE]].some(
      (text) => text !== undefined && fold(text).includes(needle),
    ),
  );
}
