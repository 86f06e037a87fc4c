import {
  chooseSpeechEngine,
  createSpeechEngines,
  type SpeechEngine,
  type SpeechEngineSettings,
} from '@captio/media-engines';
import { SUBTITLE_TRACK_ENGINE } from '@captio/api-client';
import type { Config } from '../../config.js';
import { type EngineLog, logUnavailableEngines } from './unavailable-engines.js';

/** The speech engines this server runs, best first. */
export type SpeechEngines = readonly SpeechEngine[];

/** Names as people know the engines; an engine not listed is shown by its id. */
const ENGINE_NAMES: Record<string, string> = {
  pocketsphinx: 'PocketSphinx',
  'whisper.cpp': 'whisper.cpp',
  'openai-compatible': 'OpenAI-compatible',
};

export function speechEngineSettings(config: Pick<Config, 'speech'>): SpeechEngineSettings {
  const speech = config.speech;
  return {
    pocketsphinxPath: speech.pocketsphinxBinary,
    ...(speech.whisperModel ? { whisperModelPath: speech.whisperModel } : {}),
    ...(speech.whisperThreads ? { whisperThreads: speech.whisperThreads } : {}),
    ...(speech.transcribeUrl
      ? {
          openAiBaseUrl: speech.transcribeUrl,
          openAiModel: speech.transcribeModel,
          ...(speech.transcribeKey ? { openAiApiKey: speech.transcribeKey } : {}),
          ...(speech.transcribeLanguages ? { openAiLanguages: speech.transcribeLanguages } : {}),
        }
      : {}),
  };
}

/**
 * The configured engines. One that is set up but cannot run (a model file missing, pocketsphinx
 * absent) is left out and logged, so the server still starts and refuses only what it cannot do.
 */
export async function configuredSpeechEngines(
  config: Pick<Config, 'speech'>,
  log?: EngineLog,
): Promise<SpeechEngines> {
  const set = await createSpeechEngines(speechEngineSettings(config));
  logUnavailableEngines(log, 'speech', set.unavailable);
  return set.engines;
}

/** The best engine that transcribes `language` ('auto' only by one that detects). */
export function engineFor(engines: SpeechEngines, language: string): SpeechEngine | undefined {
  const choice = chooseSpeechEngine(engines, language);
  return choice.ok ? choice.engine : undefined;
}

/**
 * The engine a task was given when it was created, so the one it announced while running is the
 * one that writes its transcript; the best for its language when this process does not run that
 * one (a worker set up differently from the api that took the task).
 */
export function engineOfTask(
  engines: SpeechEngines,
  task: { engine: string | null; language: string },
): SpeechEngine | undefined {
  return engines.find((engine) => engine.id === task.engine) ?? engineFor(engines, task.language);
}

/**
 * The "engine" of a task that opens a link's own subtitle track in the editor: the site's text,
 * as written (or recognized by the site), so shown as high quality; no engine of ours runs.
 */
export const SUBTITLE_TRACK = { id: SUBTITLE_TRACK_ENGINE, name: 'Subtitle track' } as const;

export function engineName(engineId: string): string {
  if (engineId === SUBTITLE_TRACK.id) return SUBTITLE_TRACK.name;
  return ENGINE_NAMES[engineId] ?? engineId;
}

/**
 * Engines this product can run that would take `language`, for the refusal's message: which kind,
 * and what the operator would have to do for it (names of engines, not sentences to translate).
 */
export function enginesThatWouldSupport(engines: SpeechEngines, language: string): string[] {
  const choice = chooseSpeechEngine(engines, language);
  return choice.ok ? [] : choice.wouldSupport.map((offer) => engineName(offer.kind));
}
