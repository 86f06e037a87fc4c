import type { TranslationEngineInfo, TranslationEngineRef } from '@captio/api-client';

/** A language the transcript can be translated into, and the engine that would do it. */
export interface TranslationTarget {
  language: string;
  engine: TranslationEngineRef;
  /** The hub language of a chained pair (Apertium's en → es → pt), when it is one. */
  via: string | undefined;
}

/** A language tag's primary subtag: engines list pairs of plain languages ('en', not 'en-US'). */
const primary = (language: string) => language.split('-')[0]?.toLowerCase() ?? language;

/** Whether an engine's side of a pair is the language: the same tag, or its plain language. */
const isLanguage = (side: string, language: string) =>
  side === language || side === primary(language);

/**
 * The languages a transcript in `source` can be translated into, each with the best engine that
 * does it (engines come best first), in the order the engines list them; never the source itself.
 * Empty when no engine on the server translates from it: nothing is offered that would be refused.
 */
export function translationTargets(
  engines: readonly TranslationEngineInfo[],
  source: string,
): TranslationTarget[] {
  const targets = new Map<string, TranslationTarget>();
  for (const { pairs, note: _note, ...engine } of engines) {
    for (const pair of pairs) {
      if (!isLanguage(pair.from, source) || isLanguage(pair.to, source)) continue;
      if (targets.has(pair.to)) continue;
      targets.set(pair.to, { language: pair.to, engine, via: pair.via });
    }
  }
  return [...targets.values()];
}
