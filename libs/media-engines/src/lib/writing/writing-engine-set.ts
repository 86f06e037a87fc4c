import { engineCollector } from '../engine-attempt.js';
import type { EngineError } from '../engine-error.js';
import { supportsLanguage } from '../speech/supports-language.js';
import { whisperLanguages } from '../speech/whisper-languages.js';
import { createOpenAiWritingEngine } from './openai/chat-writing-engine.js';
import { createOtsEngine } from './ots/ots-engine.js';
import type { WritingEngine, WritingKind, WritingQuality } from './writing-engine.js';

/** Which writing engines the operator set up, as plain values. An empty string is not set. */
export interface WritingEngineSettings {
  /** Default: ots on PATH. ots is used whenever the program and its dictionaries exist. */
  otsPath?: string;
  otsDictionaryDir?: string;
  /** An OpenAI-compatible server (its /v1/chat/completions): used when this is set. */
  openAiBaseUrl?: string;
  openAiApiKey?: string;
  /** Default 'gpt-4o-mini'. */
  openAiModel?: string;
  /** Default: whisper's 99 languages. */
  openAiLanguages?: readonly string[];
  /** The longest one request may take. */
  openAiTimeoutMs?: number;
}

export type WritingEngineKind = 'openai-compatible' | 'ots';

export interface WritingEngineSet {
  /** The engines that can be used, the generative one first. */
  engines: WritingEngine[];
  /** Engines that were set up but cannot be used (ots missing, a bad URL), and why. */
  unavailable: { kind: WritingEngineKind; error: EngineError }[];
}

/**
 * The engines the settings describe; one that is set up but unusable is listed under
 * `unavailable` with its error, never thrown, so the others still work.
 */
export async function createWritingEngines(
  settings: WritingEngineSettings,
): Promise<WritingEngineSet> {
  const { set, attempt } = engineCollector<WritingEngine, WritingEngineKind>();
  const openAiBaseUrl = settings.openAiBaseUrl?.trim();
  if (openAiBaseUrl) {
    await attempt('openai-compatible', () =>
      createOpenAiWritingEngine({
        baseUrl: openAiBaseUrl,
        model: settings.openAiModel?.trim() || 'gpt-4o-mini',
        ...(settings.openAiApiKey ? { apiKey: settings.openAiApiKey } : {}),
        ...(settings.openAiLanguages ? { languages: settings.openAiLanguages } : {}),
        ...(settings.openAiTimeoutMs === undefined
          ? {}
          : { requestTimeoutMs: settings.openAiTimeoutMs }),
      }),
    );
  }
  const otsPath = settings.otsPath?.trim();
  const before = set.unavailable.length;
  await attempt('ots', () =>
    createOtsEngine({
      ...(otsPath ? { binaryPath: otsPath } : {}),
      ...(settings.otsDictionaryDir ? { dictionaryDir: settings.otsDictionaryDir } : {}),
    }),
  );
  // ots not installed and not asked for by path: nothing set up, nothing to report.
  const missing = set.unavailable[before];
  if (!otsPath && !settings.otsDictionaryDir && missing?.error.code === 'tool-missing') {
    set.unavailable.splice(before, 1);
  }
  return set;
}

/** A kind of engine that would write in a language no configured engine writes in. */
export interface WritingOffer {
  kind: WritingEngineKind;
  /** 'configure' the engine, or 'enable-language' in the endpoint's language list. */
  needs: 'configure' | 'enable-language';
  /** English, for logs and operators. */
  label: string;
}

export type WritingChoice =
  | { ok: true; engine: WritingEngine }
  | {
      ok: false;
      reason: 'unsupported-language';
      language: string;
      /** Empty when no engine this library has writes in the language. */
      wouldSupport: WritingOffer[];
      /** English, for logs. */
      message: string;
    };

const RANK: Record<WritingQuality['level'], number> = { generative: 2, extractive: 1 };
/** What each kind writes in at its best: ots with every Debian dictionary. */
const KIND_LANGUAGES: Record<WritingEngineKind, readonly string[]> = {
  'openai-compatible': whisperLanguages().filter((code) => code !== 'auto'),
  ots: [
    'bg',
    'ca',
    'cs',
    'cy',
    'da',
    'de',
    'el',
    'en',
    'eo',
    'es',
    'et',
    'eu',
    'fi',
    'fr',
    'ga',
    'gl',
    'he',
    'hu',
    'ia',
    'id',
    'is',
    'it',
    'lv',
    'mi',
    'ms',
    'mt',
    'nl',
    'nn',
    'pl',
    'pt',
    'ro',
    'ru',
    'sv',
    'tl',
    'tr',
    'uk',
    'yi',
  ],
};
const KIND_NAMES: Record<WritingEngineKind, string> = {
  'openai-compatible': 'OpenAI-compatible chat endpoint',
  ots: 'ots',
};

/**
 * The best engine (generative before extractive; the first listed among equals) that writes in
 * `language` (a BCP 47 tag), or a refusal saying which kinds of engine would.
 */
export function chooseWritingEngine(
  engines: readonly WritingEngine[],
  language: string,
): WritingChoice {
  let best: WritingEngine | undefined;
  for (const engine of engines) {
    if (!supportsLanguage(engine.languages(), language)) continue;
    if (!best || RANK[engine.quality.level] > RANK[best.quality.level]) best = engine;
  }
  if (best) return { ok: true, engine: best };
  const wouldSupport: WritingOffer[] = [];
  for (const kind of Object.keys(KIND_LANGUAGES) as WritingEngineKind[]) {
    if (!supportsLanguage(KIND_LANGUAGES[kind], language)) continue;
    const needs = engines.some((engine) => engine.id === kind) ? 'enable-language' : 'configure';
    const label =
      needs === 'configure'
        ? `${KIND_NAMES[kind]} (when one is configured)`
        : `${KIND_NAMES[kind]} (with the language enabled)`;
    wouldSupport.push({ kind, needs, label });
  }
  const message =
    wouldSupport.length === 0
      ? `no writing engine writes in '${language}'`
      : `no configured writing engine writes in '${language}'; it would be written by ${wouldSupport
          .map((offer) => offer.label)
          .join(' or ')}`;
  return { ok: false, reason: 'unsupported-language', language, wouldSupport, message };
}

/** What the api shows about a writing engine. */
export interface WritingEngineDescription {
  id: string;
  quality: WritingQuality['level'];
  note: string;
  languages: string[];
  kinds: WritingKind[];
}

export function describeWritingEngines(
  engines: readonly WritingEngine[],
): WritingEngineDescription[] {
  return engines.map((engine) => ({
    id: engine.id,
    quality: engine.quality.level,
    note: engine.quality.note,
    languages: [...engine.languages()],
    kinds: [...engine.kinds()],
  }));
}
