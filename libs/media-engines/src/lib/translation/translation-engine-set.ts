import { engineCollector } from '../engine-attempt.js';
import type { EngineErrorCode } from '../engine-error.js';
import { type ApertiumEngineOptions, createApertiumEngine } from './apertium/apertium-engine.js';
import { findPair } from './language-pairs.js';
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
  libretranslate?: { url: string; apiKey?: string; timeoutMs?: number };
  deepl?: { apiKey: string; url?: string; timeoutMs?: number };
  openai?: {
    url: string;
    apiKey?: string;
    model: string;
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

const RANK: Record<TranslationQuality['level'], number> = { llm: 3, neural: 2, 'rule-based': 1 };

/**
 * The best engine for the pair: a chat model before a neural provider before Apertium, and
 * among equals a direct pair before a chained one (then the first listed). Null when no
 * configured engine translates the pair: it is refused, never faked.
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
