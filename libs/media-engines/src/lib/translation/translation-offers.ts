import { whisperLanguages } from '../speech/whisper-languages.js';
import { primaryTag } from './language-pairs.js';
import type { TranslationEngineKind } from './translation-engine.js';
import type { TranslationEngineSet } from './translation-engine-set.js';

/** A kind of engine that would translate a pair no configured engine translates. */
export interface TranslationOffer {
  id: TranslationEngineKind;
  /**
   * What the operator must do: 'configure' the engine (or make it start: it is unavailable), or
   * 'enable-language' where it is running (the chat endpoint's `languages`, a LibreTranslate
   * server's models).
   */
  needs: 'configure' | 'enable-language';
  /** English, for logs and operators: 'DeepL (when one is configured)'. */
  label: string;
}

/**
 * What each kind translates at its best: the languages of DeepL's API, of LibreTranslate's
 * Argos models, and of the Apertium pairs Debian ships for the product (all through Spanish).
 * DeepL and Apertium translate between any two of theirs; a chat model, between whisper's 99.
 */
const KIND_LANGUAGES: Record<TranslationEngineKind, readonly string[]> = {
  'openai-chat': whisperLanguages().filter((code) => code !== 'auto'),
  deepl:
    'ar bg cs da de el en es et fi fr he hu id it ja ko lt lv nb nl pl pt ro ru sk sl sv th tr uk vi zh'.split(
      ' ',
    ),
  libretranslate:
    'ar az bg bn ca cs da de el en eo es et eu fa fi fr ga gl he hi hu id it ja ko lt lv ms nb nl pl pt ro ru sk sl sq sv th tl tr uk ur vi zh'.split(
      ' ',
    ),
  apertium: ['ca', 'en', 'es', 'fr', 'it', 'pt'],
};
const KIND_NAMES: Record<TranslationEngineKind, string> = {
  'openai-chat': 'an OpenAI-compatible chat endpoint',
  deepl: 'DeepL',
  libretranslate: 'LibreTranslate',
  apertium: 'Apertium',
};

/**
 * The kinds of engine that would translate `from` → `to` had they been configured (or given the
 * languages), for a refusal that says what would help; empty when none this library has would.
 * Call it when `chooseTranslationEngine` gives null.
 */
export function translationEngineOffers(
  set: TranslationEngineSet,
  from: string,
  to: string,
): TranslationOffer[] {
  const source = primaryTag(from);
  const target = primaryTag(to);
  if (source === '' || source === target) return [];
  const offers: TranslationOffer[] = [];
  for (const id of Object.keys(KIND_LANGUAGES) as TranslationEngineKind[]) {
    const languages = KIND_LANGUAGES[id];
    if (!languages.includes(source) || !languages.includes(target)) continue;
    const running = set.engines.find((engine) => engine.id === id);
    if (running?.supports(from, to)) continue;
    // A running DeepL or Apertium lists all it can do: nothing to enable.
    if (running && (id === 'deepl' || id === 'apertium')) continue;
    const needs = running ? 'enable-language' : 'configure';
    const name = KIND_NAMES[id];
    const label =
      needs === 'configure'
        ? `${name} (when one is configured)`
        : `${name} (with both languages enabled)`;
    offers.push({ id, needs, label });
  }
  return offers;
}
