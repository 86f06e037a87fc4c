import type { LanguagePair } from '@captio/api-client';
import { AUTO_DETECT, LANGUAGES, MULTILINGUAL } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import {
  primaryTag,
  sortByName,
  sourcesOf,
  targetsOf,
  type TargetChoice,
  type TranslationPairs,
} from './translation-pairs.js';

/** Every language of the product's list once, by primary subtag: the pickers' list while the pairs are unknown. */
const EVERY_LANGUAGE: readonly TargetChoice[] = [
  ...new Set(
    LANGUAGES.map((language) => language.code)
      .filter((code) => code !== AUTO_DETECT && code !== MULTILINGUAL)
      .map(primaryTag),
  ),
].map((code) => ({ code, via: undefined }));

/**
 * The target picker's entries for a source: what the engines translate it into, by name; the
 * whole list while the pairs are unknown; and the current value even when nothing translates
 * into it (a page's own target), so the form can say why instead of silently changing it.
 */
export function targetOptions(
  pairs: TranslationPairs,
  source: string,
  current: string | undefined,
  locale: Locale,
): TargetChoice[] {
  const choices = pairs ? targetsOf(pairs, source) : EVERY_LANGUAGE;
  return withCurrent(sortByName(choices, locale), current);
}

/** The source picker's entries of a subtitle file: the languages some engine translates from. */
export function sourceOptions(
  pairs: TranslationPairs,
  current: string | undefined,
  locale: Locale,
): TargetChoice[] {
  const choices = pairs
    ? sourcesOf(pairs).map((code) => ({ code, via: undefined }))
    : EVERY_LANGUAGE;
  return withCurrent(sortByName(choices, locale), current);
}

function withCurrent(choices: TargetChoice[], current: string | undefined): TargetChoice[] {
  if (!current || choices.some((choice) => choice.code === primaryTag(current))) return choices;
  return [{ code: primaryTag(current), via: undefined }, ...choices];
}

/**
 * The target a form starts with: the page's own when it has one, else the first of these that
 * the source translates into: the reader's language, English, Spanish, then any.
 */
export function initialTarget(
  pairs: readonly LanguagePair[] | undefined,
  source: string,
  preferred: readonly (string | undefined)[],
): string | undefined {
  const [pageTarget, ...others] = preferred;
  if (pageTarget) return primaryTag(pageTarget);
  const choices = pairs ? targetsOf(pairs, source).map((choice) => choice.code) : undefined;
  const fits = (code: string) =>
    code !== primaryTag(source) && (choices ? choices.includes(code) : true);
  const wanted = [...others, 'en', 'es']
    .filter((code): code is string => Boolean(code))
    .map(primaryTag);
  return wanted.find(fits) ?? choices?.[0];
}

/** A subtitle form's languages, and whether the page or the reader chose each. */
export interface ChosenLanguages {
  source: string;
  target: string | undefined;
  sourceChosen: boolean;
  targetChosen: boolean;
}

/**
 * The languages a subtitle form moves to once the pairs are known: one nothing translates gives
 * way (the source to the reader's language, English, then any the engines take; the target as
 * initialTarget picks it), unless the page or the reader chose it: then it stays, and the form
 * says why it is not sent.
 */
export function fittedLanguages(
  pairs: readonly LanguagePair[],
  languages: ChosenLanguages,
  reader: string,
): { source: string; target: string | undefined } {
  const sources = sourcesOf(pairs);
  let { source, target } = languages;
  if (!languages.sourceChosen && !sources.includes(source)) {
    source =
      [primaryTag(reader), 'en'].find((code) => sources.includes(code)) ?? sources[0] ?? source;
  }
  const reachable = target !== undefined && targetsOf(pairs, source).some((c) => c.code === target);
  if (!languages.targetChosen && !reachable) {
    target = initialTarget(pairs, source, [undefined, reader]) ?? target;
  }
  return { source, target };
}
