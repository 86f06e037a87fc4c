import type { LanguagePair, TranslationEngineInfo } from '@captio/api-client';
import { AUTO_DETECT, languageName, MULTILINGUAL } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';

/**
 * The language pairs the server's engines translate, on primary subtags ('en', 'pt') as the
 * engines match them: 'en-US' is English, 'pt-BR' Portuguese. undefined while the list is not
 * known (not loaded yet, or the call failed).
 */
export type TranslationPairs = readonly LanguagePair[] | undefined;

/** 'pt-BR' → 'pt', 'yue(oral)' → 'yue': the part of a code the engines match on. */
export function primaryTag(code: string): string {
  return code.trim().toLowerCase().split(/[-_(]/)[0] ?? '';
}

/** Every engine's pairs, the direct one of a pair kept before a chained one. */
export function pairsOfEngines(engines: readonly TranslationEngineInfo[]): LanguagePair[] {
  const byKey = new Map<string, LanguagePair>();
  for (const pair of engines.flatMap((engine) => engine.pairs)) {
    const key = `${pair.from}>${pair.to}`;
    const known = byKey.get(key);
    if (!known || (known.via !== undefined && pair.via === undefined)) byKey.set(key, pair);
  }
  return [...byKey.values()];
}

/** A source the transcript's language is not known of yet (detection, several languages). */
function undetermined(source: string): boolean {
  return source === AUTO_DETECT || source === MULTILINGUAL;
}

/** The pair that translates `from` into `to`, if an engine does. */
export function findPair(pairs: readonly LanguagePair[], from: string, to: string) {
  const source = primaryTag(from);
  const target = primaryTag(to);
  return pairs.find((pair) => pair.from === source && pair.to === target);
}

/**
 * Whether the server translates `from` into `to`. While the pairs are unknown every pair
 * counts (the server still refuses, with its own message); a detected source counts when
 * something translates into `to`, since the language found decides at the end.
 */
export function translates(pairs: TranslationPairs, from: string, to: string): boolean {
  if (!pairs) return true;
  if (undetermined(from)) return pairs.some((pair) => pair.to === primaryTag(to));
  return findPair(pairs, from, to) !== undefined;
}

/** A target the picker offers: its code, and the hub language of a chained pair. */
export interface TargetChoice {
  code: string;
  via: string | undefined;
}

/**
 * The languages `from` translates into, direct pairs before chained ones then by code (the
 * picker sorts them by name). A detected source gets every target some pair reaches.
 */
export function targetsOf(pairs: readonly LanguagePair[], from: string): TargetChoice[] {
  const source = primaryTag(from);
  const matching = undetermined(from)
    ? pairs.map((pair) => ({ ...pair, via: undefined }))
    : pairs.filter((pair) => pair.from === source);
  const byCode = new Map<string, TargetChoice>();
  for (const pair of matching) {
    if (pair.to === source) continue;
    const known = byCode.get(pair.to);
    if (!known || (known.via !== undefined && pair.via === undefined)) {
      byCode.set(pair.to, { code: pair.to, via: pair.via });
    }
  }
  return [...byCode.values()];
}

/** The languages some pair translates from. */
export function sourcesOf(pairs: readonly LanguagePair[]): string[] {
  return [...new Set(pairs.map((pair) => pair.from))];
}

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A translation language's name in the reader's language: the product's own list for the codes
 * it carries bare ('it', 'ja'), else the platform's names ('es' is Spanish, not the list's
 * "Spanish (Spain)": a translation is into the language, not a region), else the code.
 */
export function translationLanguageName(code: string, locale: Locale): string {
  const listed = languageName(code, locale);
  if (listed) return listed;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes sorted by their names in the reader's language. */
export function sortByName<T extends { code: string }>(choices: readonly T[], locale: Locale): T[] {
  const collator = new Intl.Collator(locale);
  return [...choices].sort((a, b) =>
    collator.compare(
      translationLanguageName(a.code, locale),
      translationLanguageName(b.code, locale),
    ),
  );
}
