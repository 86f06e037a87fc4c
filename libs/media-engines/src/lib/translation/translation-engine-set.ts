import { engineCollector } from '../engine-attempt.js';
import type { EngineErrorCode } from '../engine-error.js';
import { type ApertiumEngineOptions, createApertiumEngine } from './apertium/apertium-engine.js';
import { createDeepLEngine } from './deepl/deepl-engine.js';
import { findPair } from './language-pairs.js';
import { createLibreTranslateEngine } from './libretranslate/libretranslate-engine.js';
import { createOpenAiTranslationEngine } from './openai/openai-translation-engine.js';
import type {
  LanguagePair,
  TranslationEngine,
  TranslationEngineKind,
  TranslationQuality,
} from './translation-engine.js';

/**
 * Which translation engines the operator set up, as plain values (environment, settings
 * file). A provider is used when its `url` (DeepL: `apiKey`) is set; an empty string is not set.
 */
export interface TranslationEngineSettings {
  /** Apertium is used whenever it is installed, unless this is `false`. */
  apertium?: ApertiumEngineOptions | false;
  /** A LibreTranslate server; `timeoutMs` is the longest one request may take. */
  libretranslate?: { url: string; apiKey?: string; timeoutMs?: number };
  /** DeepL's API; `url` defaults to DeepL's own for the kind of key (free keys end in ':fx'). */
  deepl?: { apiKey: string; url?: string; timeoutMs?: number };
  /** An OpenAI-compatible chat endpoint; `model` defaults to 'gpt-4o-mini' when empty. */
  openai?: {
    url: string;
    apiKey?: string;
    model: string;
    /** The languages it translates between (every pair among them); default whisper's 99. */
    languages?: string[];
    timeoutMs?: number;
  };
}

export interface TranslationEngineSet {
  /** The engines that can be used, in the order llm, neural (DeepL, LibreTranslate), Apertium. */
  engines: TranslationEngine[];
  /** Engines set up that cannot be used, and why (English, for the operator). */
  unavailable: { id: TranslationEngineKind; reason: string; code: EngineErrorCode }[];
}

/**
 * The engines the settings describe, each started (a provider asked for its languages). One
 * that cannot start is listed under `unavailable` with the reason, never thrown: the others
 * still work. Never throws for bad settings.
 */
export async function createTranslationEngines(
  settings: TranslationEngineSettings,
): Promise<TranslationEngineSet> {
  const { set, attempt } = engineCollector<TranslationEngine, TranslationEngineKind>();
  const { openai, deepl, libretranslate } = settings;
  if (openai?.url.trim()) {
    await attempt('openai-chat', () =>
      createOpenAiTranslationEngine({
        url: openai.url.trim(),
        model: openai.model.trim() || 'gpt-4o-mini',
        ...optional({ apiKey: openai.apiKey, timeoutMs: openai.timeoutMs }),
        ...(openai.languages ? { languages: openai.languages } : {}),
      }),
    );
  }
  if (deepl?.apiKey.trim()) {
    await attempt('deepl', () =>
      createDeepLEngine({
        apiKey: deepl.apiKey,
        ...optional({ url: deepl.url?.trim(), timeoutMs: deepl.timeoutMs }),
      }),
    );
  }
  if (libretranslate?.url.trim()) {
    await attempt('libretranslate', () =>
      createLibreTranslateEngine({
        url: libretranslate.url.trim(),
        ...optional({ apiKey: libretranslate.apiKey, timeoutMs: libretranslate.timeoutMs }),
      }),
    );
  }
  if (settings.apertium !== false) {
    const apertium = settings.apertium ?? {};
    await attempt('apertium', () => createApertiumEngine(apertium));
  }
  return {
    engines: set.engines,
    unavailable: set.unavailable.map(({ kind, error }) => ({
      id: kind,
      reason: error.message,
      code: error.code,
    })),
  };
}

/** The settings given, without the unset (undefined or empty) ones. */
function optional<T extends Record<string, string | number | undefined>>(values: T) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

const RANK: Record<TranslationQuality['level'], number> = { llm: 3, neural: 2, 'rule-based': 1 };

/**
 * The best engine for the pair: a chat model before a neural provider before Apertium, and
 * among equals a direct pair before a chained one (then the first listed). Null when no
 * configured engine translates the pair: it is refused, never faked, and
 * `translationEngineOffers` says which engines would translate it.
 */
export function chooseTranslationEngine(
  set: TranslationEngineSet,
  from: string,
  to: string,
): TranslationEngine | null {
  let best: { engine: TranslationEngine; score: number } | undefined;
  for (const engine of set.engines) {
    const pair = findPair(engine.pairs(), from, to);
    if (!pair) continue;
    const score = RANK[engine.quality.level] * 2 + (pair.via === undefined ? 1 : 0);
    if (!best || score > best.score) best = { engine, score };
  }
  return best?.engine ?? null;
}

/** What the api shows about a translation engine. */
export interface TranslationEngineDescription {
  id: TranslationEngineKind;
  quality: TranslationQuality;
  pairs: LanguagePair[];
}

export function describeTranslationEngines(
  set: TranslationEngineSet,
): TranslationEngineDescription[] {
  return set.engines.map((engine) => ({
    id: engine.id,
    quality: { ...engine.quality },
    pairs: engine.pairs().map((pair) => ({ ...pair })),
  }));
}
