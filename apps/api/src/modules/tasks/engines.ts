import {
  createPocketsphinxEngine,
  type SpeechEngine,
  supportsLanguage,
} from '@captio/media-engines';
import type { Config } from '../../config.js';

/** The speech engines this server runs, in the order they are preferred. */
export type SpeechEngines = readonly SpeechEngine[];

/** Names as people know the engines; an engine not listed is shown by its id. */
const ENGINE_NAMES: Record<string, string> = {
  pocketsphinx: 'PocketSphinx',
  whisper: 'whisper.cpp',
  'openai-compatible': 'OpenAI-compatible',
};

/**
 * The configured engines. Until the engine registry of media-engines lands, the local default
 * alone: pocketsphinx (English). Swapping this function for the registry is the whole change.
 */
export function configuredSpeechEngines(config: Pick<Config, 'speech'>): SpeechEngines {
  return [createPocketsphinxEngine({ binaryPath: config.speech.pocketsphinxBinary })];
}

/** The first engine that transcribes `language` ('auto' only by one that detects). */
export function engineFor(engines: SpeechEngines, language: string): SpeechEngine | undefined {
  return engines.find((engine) => supportsLanguage(engine.languages(), language));
}

export function engineName(engineId: string): string {
  return ENGINE_NAMES[engineId] ?? engineId;
}

/**
 * Engines this product can run that would take `language`, for the refusal's message: the
 * configured ones when some take it, else those an operator could configure (whisper.cpp and
 * OpenAI-compatible services cover some hundred languages, including detection).
 */
export function enginesThatWouldSupport(language: string): string[] {
  const primary = language.trim().toLowerCase().split(/[-_(]/)[0] ?? '';
  const names = [ENGINE_NAMES['whisper'], ENGINE_NAMES['openai-compatible']];
  if (primary === 'en') names.unshift(ENGINE_NAMES['pocketsphinx']);
  return names.filter((name): name is string => name !== undefined);
}
