import {
  AUTO_DETECT,
  MULTILINGUAL,
  selectableLanguages,
  sortLanguages,
  type Language,
} from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { pickerCode, readerLanguage } from '../landing/LanguageSelect.js';

/** What the server's speech engines transcribe (transcriptionEngines), by engine. */
export interface EngineLanguages {
  name: string;
  languages: readonly string[];
}

export interface LanguageChoice {
  code: string;
  label: string;
  /** Some engine of this server transcribes it; the others are shown, disabled, with why. */
  supported: boolean;
}

export interface ChoiceContext {
  locale: Locale;
  /** The user's level; a visitor is 0. */
  level: number;
  globalFree?: { bgm_remove?: boolean | null } | null | undefined;
  /** undefined while the engines are not known (not loaded, or the call failed). */
  engines: readonly EngineLanguages[] | undefined;
}

/** The language part of a code: 'en-US' and 'en' are both English, 'yue(oral)' Cantonese. */
function baseOf(code: string): string {
  return code.toLowerCase().split(/[-_(]/)[0] ?? '';
}

/**
 * Whether an engine transcribes a picker entry: detection needs an engine that detects
 * ('auto'); mixed-language recordings one that detects or says it takes them; a language
 * one that lists it, a variant of it or its base ('en' covers 'en-GB', 'en-US' covers 'en').
 * While the engines are unknown everything counts as supported: the server refuses what it
 * cannot do anyway, and a page must not lock its picker on a failed call.
 */
export function isSupported(code: string, engines: readonly EngineLanguages[] | undefined) {
  if (!engines) return true;
  const listed = engines.flatMap((engine) => engine.languages.map((entry) => entry.toLowerCase()));
  if (code === AUTO_DETECT) return listed.includes(AUTO_DETECT);
  if (code === MULTILINGUAL) return listed.includes(MULTILINGUAL) || listed.includes(AUTO_DETECT);
  const base = baseOf(code);
  return listed.some((entry) => entry !== AUTO_DETECT && baseOf(entry) === base);
}

// Sorting ~130 names with the locale's collation is worth doing once per locale and rule, not
// on every render of a form whose progress changes a hundred times.
const sortedCache = new Map<string, readonly Language[]>();

function sortedChoosable({ locale, level, globalFree }: ChoiceContext): readonly Language[] {
  const detection = level !== 0 || Boolean(globalFree?.bgm_remove);
  const key = `${locale}|${detection}`;
  let sorted = sortedCache.get(key);
  if (!sorted) {
    sorted = sortLanguages(selectableLanguages({ level, global_free: globalFree }), locale);
    sortedCache.set(key, sorted);
  }
  return sorted;
}

/**
 * The picker's entries in the reader's alphabetical order (detection and multilingual first):
 * the language list as the user may choose from it (automatic detection hidden for level 0
 * unless global_free allows background-music removal), each marked with whether
 * this server's engines transcribe it. Detection that no engine offers is shown unavailable,
 * as a language is: the plans promise it, and the reader is told it is not done here.
 */
export function languageChoices(context: ChoiceContext): LanguageChoice[] {
  return sortedChoosable(context).map((language: Language) => ({
    code: language.code,
    label: language.name_for[context.locale],
    supported: isSupported(language.code, context.engines),
  }));
}

/**
 * The entry selected when the page opens or the engines become known. A page's own language
 * (/transcribe-french) stays, supported or not: the page says why it cannot be transcribed.
 * Otherwise the reader's language when an engine takes it, else detection, else English,
 * else the first entry an engine takes.
 */
export function initialLanguage(
  choices: readonly LanguageChoice[],
  locale: Locale,
  pageLanguage: string | undefined,
): string {
  if (pageLanguage) return pickerCode(pageLanguage);
  const usable = (code: string) => choices.some((c) => c.code === code && c.supported);
  const candidates = [readerLanguage(locale), AUTO_DETECT, 'en-US', 'en'];
  return (
    candidates.find(usable) ??
    choices.find((choice) => choice.supported)?.code ??
    readerLanguage(locale)
  );
}
