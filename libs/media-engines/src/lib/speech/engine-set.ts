import { engineCollector } from '../engine-attempt.js';
import { EngineError } from '../engine-error.js';
import { isExecutable } from '../process/is-executable.js';
import { createOpenAiSpeechEngine } from './openai/openai-engine.js';
import { createPocketsphinxEngine } from './pocketsphinx/pocketsphinx-engine.js';
import type { SpeechEngine, SpeechQuality } from './speech-engine.js';
import { supportsLanguage } from './supports-language.js';
import { whisperLanguages } from './whisper-languages.js';
import { createWhisperEngine } from './whisper/whisper-engine.js';

/**
 * Which speech engines the operator set up, as plain values (from the environment or a
 * settings file). An empty string counts as not set.
 */
export interface SpeechEngineSettings {
  /** Default: pocketsphinx_continuous on PATH. PocketSphinx is used whenever the program exists. */
  pocketsphinxPath?: string;
  pocketsphinxModelDir?: string;
  /** A whisper.cpp ggml model file: whisper.cpp is used when this is set. */
  whisperModelPath?: string;
  whisperThreads?: number;
  /** An OpenAI-compatible server: used when this is set. */
  openAiBaseUrl?: string;
  openAiApiKey?: string;
  /** Default 'whisper-1'. */
  openAiModel?: string;
  /** Default: whisper's 99 languages and 'auto'. */
  openAiLanguages?: readonly string[];
  openAiTimeoutMs?: number;
}

/** The kinds of engine this library has, by the id their engines carry. */
export type SpeechEngineKind = 'whisper.cpp' | 'openai-compatible' | 'pocketsphinx';

export interface SpeechEngineSet {
  /** The engines that can be used, best first when their quality is the same. */
  engines: SpeechEngine[];
  /** Engines that were set up but cannot be used (a model file missing, a bad URL), and why. */
  unavailable: { kind: SpeechEngineKind; error: EngineError }[];
}

/**
 * The engines the settings describe. An engine that is set up but cannot be used is listed
 * under `unavailable` with its error (for the operator), not thrown: the others still work.
 * Never throws for bad settings.
 */
export async function createSpeechEngines(
  settings: SpeechEngineSettings,
): Promise<SpeechEngineSet> {
  const { set, attempt } = engineCollector<SpeechEngine, SpeechEngineKind>();
  const whisperModelPath = settings.whisperModelPath?.trim();
  if (whisperModelPath) {
    await attempt('whisper.cpp', () =>
      createWhisperEngine({
        modelPath: whisperModelPath,
        ...(settings.whisperThreads === undefined ? {} : { threads: settings.whisperThreads }),
      }),
    );
  }
  const openAiBaseUrl = settings.openAiBaseUrl?.trim();
  if (openAiBaseUrl) {
    await attempt('openai-compatible', () =>
      createOpenAiSpeechEngine({
        baseUrl: openAiBaseUrl,
        model: settings.openAiModel?.trim() || 'whisper-1',
        ...(settings.openAiApiKey ? { apiKey: settings.openAiApiKey } : {}),
        ...(settings.openAiLanguages ? { languages: settings.openAiLanguages } : {}),
        ...(settings.openAiTimeoutMs === undefined ? {} : { timeoutMs: settings.openAiTimeoutMs }),
      }),
    );
  }
  const pocketsphinxPath = settings.pocketsphinxPath?.trim() || 'pocketsphinx_continuous';
  if (await isExecutable(pocketsphinxPath)) {
    await attempt('pocketsphinx', () =>
      createPocketsphinxEngine({
        binaryPath: pocketsphinxPath,
        ...(settings.pocketsphinxModelDir ? { modelDir: settings.pocketsphinxModelDir } : {}),
      }),
    );
  } else if (settings.pocketsphinxPath?.trim()) {
    set.unavailable.push({
      kind: 'pocketsphinx',
      error: new EngineError('tool-missing', `${pocketsphinxPath} is not an executable program`),
    });
  }
  return set;
}

/** A kind of engine that would take a language no configured engine takes, and what it needs. */
export interface EngineOffer {
  kind: SpeechEngineKind;
  /**
   * What the operator must do: 'configure' the engine; give whisper.cpp an 'other-model' that
   * knows the language (the configured one is English-only, or lacks Cantonese);
   * 'enable-language' in the endpoint's language list.
   */
  needs: 'configure' | 'other-model' | 'enable-language';
  /** English, for logs and operators: 'whisper.cpp (when a model is configured)'. */
  label: string;
}

export type EngineChoice =
  | { ok: true; engine: SpeechEngine }
  | {
      ok: false;
      reason: 'unsupported-language';
      language: string;
      /** Empty when no engine this library has takes the language. */
      wouldSupport: EngineOffer[];
      /** English, for logs: which engines would take the language. */
      message: string;
    };

const RANK: Record<SpeechQuality['level'], number> = { high: 3, medium: 2, low: 1 };
/** What each kind takes at its best (a multilingual whisper model, an endpoint's default list). */
const KIND_LANGUAGES: Record<SpeechEngineKind, readonly string[]> = {
  'whisper.cpp': whisperLanguages(100),
  'openai-compatible': whisperLanguages(),
  pocketsphinx: ['en'],
};
const KIND_NAMES: Record<SpeechEngineKind, string> = {
  'whisper.cpp': 'whisper.cpp',
  'openai-compatible': 'OpenAI-compatible endpoint',
  pocketsphinx: 'PocketSphinx',
};

/**
 * The best engine (by quality; the first listed among equals) that takes `language` (a BCP 47
 * tag or 'auto'), or a refusal that says which kinds of engine would take it and what they
 * need, so that the language is refused when a task is created and never sent to an engine
 * that would write nonsense (PocketSphinx gets English only, never 'auto').
 */
export function chooseSpeechEngine(
  engines: readonly SpeechEngine[],
  language: string,
): EngineChoice {
  let best: SpeechEngine | undefined;
  for (const engine of engines) {
    if (!supportsLanguage(engine.languages(), language)) continue;
    if (!best || RANK[engine.quality.level] > RANK[best.quality.level]) best = engine;
  }
  if (best) return { ok: true, engine: best };
  const wouldSupport: EngineOffer[] = [];
  for (const kind of Object.keys(KIND_LANGUAGES) as SpeechEngineKind[]) {
    if (!supportsLanguage(KIND_LANGUAGES[kind], language)) continue;
    const configured = engines.some((engine) => engine.id === kind);
    const needs: EngineOffer['needs'] = !configured
      ? 'configure'
      : kind === 'whisper.cpp'
        ? 'other-model'
        : 'enable-language';
    wouldSupport.push({ kind, needs, label: offerLabel(kind, needs) });
  }
  const message =
    wouldSupport.length === 0
      ? `no speech engine transcribes '${language}'`
      : `no configured speech engine transcribes '${language}'; it would be taken by ${wouldSupport
          .map((offer) => offer.label)
          .join(' or ')}`;
  return { ok: false, reason: 'unsupported-language', language, wouldSupport, message };
}

function offerLabel(kind: SpeechEngineKind, needs: EngineOffer['needs']): string {
  const name = KIND_NAMES[kind];
  if (needs === 'other-model') return `${name} (with a model that knows the language)`;
  if (needs === 'enable-language') return `${name} (with the language enabled)`;
  return kind === 'whisper.cpp'
    ? `${name} (when a model is configured)`
    : `${name} (when one is configured)`;
}

/** What the api shows about an engine. */
export interface EngineDescription {
  id: string;
  quality: SpeechQuality['level'];
  /** One English sentence for operators. */
  note: string;
  /** BCP 47 primary subtags, without 'auto'. */
  languages: string[];
  /** Whether it takes 'auto' and finds the language itself. */
  detectsLanguage: boolean;
}

export function describeEngines(engines: readonly SpeechEngine[]): EngineDescription[] {
  return engines.map((engine) => {
    const languages = engine.languages();
    return {
      id: engine.id,
      quality: engine.quality.level,
      note: engine.quality.note,
      languages: languages.filter((code) => code !== 'auto'),
      detectsLanguage: languages.includes('auto'),
    };
  });
}
