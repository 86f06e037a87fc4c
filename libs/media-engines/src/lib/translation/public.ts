/** The translation engines' public names, re-exported by name from the package root. */
export type {
  LanguagePair,
  TranslateOptions,
  TranslationEngine,
  TranslationEngineKind,
  TranslationQuality,
} from './translation-engine.js';
export { createApertiumEngine, type ApertiumEngineOptions } from './apertium/apertium-engine.js';
export {
  createLibreTranslateEngine,
  type LibreTranslateEngineOptions,
} from './libretranslate/libretranslate-engine.js';
export { createDeepLEngine, type DeepLEngineOptions } from './deepl/deepl-engine.js';
export {
  createOpenAiTranslationEngine,
  type OpenAiTranslationOptions,
} from './openai/openai-translation-engine.js';
export {
  chooseTranslationEngine,
  createTranslationEngines,
  describeTranslationEngines,
  type TranslationEngineDescription,
  type TranslationEngineSet,
  type TranslationEngineSettings,
} from './translation-engine-set.js';
export { translationEngineOffers, type TranslationOffer } from './translation-offers.js';
export { simpleMarkup } from './simple-markup.js';
