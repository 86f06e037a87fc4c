import type { TranslationEngineInfo, TranslationEngineRef } from '@captio/api-client';
import {
  chooseTranslationEngine,
  createTranslationEngines,
  describeTranslationEngines,
  translationEngineOffers,
  type TranslationEngine,
  type TranslationEngineSet,
  type TranslationEngineSettings,
} from '@captio/media-engines';
import type { Config } from '../../config.js';
import { type EngineLog, logUnavailableEngines } from '../tasks/unavailable-engines.js';

/** The translation engines this server runs, and those set up that cannot run. */
export type Translators = TranslationEngineSet;

/** Names as people know the engines; an engine not listed is shown by its id. */
const TRANSLATOR_NAMES: Record<string, string> = {
  apertium: 'Apertium',
  libretranslate: 'LibreTranslate',
  deepl: 'DeepL',
  'openai-chat': 'OpenAI-compatible chat',
};

export function translatorName(id: string): string {
  return TRANSLATOR_NAMES[id] ?? id;
}

export function translationEngineSettings(
  config: Pick<Config, 'translation'>,
): TranslationEngineSettings {
  const t = config.translation;
  return {
    apertium: t.apertium ? (t.apertiumBinary ? { binaryPath: t.apertiumBinary } : {}) : false,
    ...(t.libreTranslateUrl
      ? {
          libretranslate: {
            url: t.libreTranslateUrl,
            ...(t.libreTranslateKey ? { apiKey: t.libreTranslateKey } : {}),
          },
        }
      : {}),
    ...(t.deeplKey
      ? {
          deepl: {
            apiKey: t.deeplKey,
            ...(t.deeplUrl ? { url: t.deeplUrl } : {}),
          },
        }
      : {}),
    ...(t.chatUrl
      ? {
          openai: {
            url: t.chatUrl,
            model: t.chatModel,
            timeoutMs: t.timeoutMs,
            ...(t.chatKey ? { apiKey: t.chatKey } : {}),
            ...(t.chatLanguages ? { languages: t.chatLanguages } : {}),
          },
        }
      : {}),
  };
}

/**
 * The configured translation engines. One that is set up but cannot run (Apertium missing, a
 * provider refusing the key) is listed as unavailable and logged, so the server still starts
 * and refuses only the pairs nothing translates.
 */
export async function configuredTranslators(
  config: Pick<Config, 'translation'>,
  log?: EngineLog,
): Promise<Translators> {
  const set = await createTranslationEngines(translationEngineSettings(config));
  logUnavailableEngines(log, 'translation', set.unavailable);
  return set;
}

/** The best engine for the pair, or undefined when no running engine translates it. */
export function translatorFor(
  translators: Translators,
  from: string,
  to: string,
): TranslationEngine | undefined {
  return chooseTranslationEngine(translators, from, to) ?? undefined;
}

/**
 * The engine a translation was given when it was asked for, so the one it announced is the one
 * that translates; the best for the pair when this process does not run that one.
 */
export function translatorOf(
  translators: Translators,
  translation: { engine: string | null },
  from: string,
  to: string,
): TranslationEngine | undefined {
  const chosen = translators.engines.find((engine) => engine.id === translation.engine);
  return chosen?.supports(from, to) ? chosen : translatorFor(translators, from, to);
}

/**
 * Engines this product can run that would translate the pair, had the operator set them up (or
 * enabled the languages), by name, for the refusal's message.
 */
export function translatorsThatWouldSupport(
  translators: Translators,
  from: string,
  to: string,
): string[] {
  return translationEngineOffers(translators, from, to).map((offer) => translatorName(offer.id));
}

export function translatorRef(id: string, quality: string): TranslationEngineRef {
  return {
    id,
    name: translatorName(id),
    quality: quality as TranslationEngineRef['quality'],
  };
}

/** What the engines answer says about the running engines and those that cannot run. */
export function describeTranslators(translators: Translators): {
  result: TranslationEngineInfo[];
  unavailable: { id: string; name: string }[];
} {
  return {
    result: describeTranslationEngines(translators).map((engine) => ({
      ...translatorRef(engine.id, engine.quality.level),
      note: engine.quality.note,
      pairs: engine.pairs.map((pair) => ({
        from: pair.from,
        to: pair.to,
        ...(pair.via ? { via: pair.via } : {}),
      })),
    })),
    unavailable: translators.unavailable.map(({ id }) => ({ id, name: translatorName(id) })),
  };
}
