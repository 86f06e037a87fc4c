import { type ArticleField, TASK_MODE } from '@captio/api-client';
import {
  chooseWritingEngine,
  createWritingEngines,
  type WritingEngine,
  type WritingEngineSettings,
  type WritingKind,
} from '@captio/media-engines';
import type { Config } from '../../config.js';
import { type EngineLog, logUnavailableEngines } from './unavailable-engines.js';

/** The writing engines this server runs (articles), the generative one first. */
export type WritingEngines = readonly WritingEngine[];

/** Each text an engine writes, by the result field that carries it. */
export const ARTICLE_FIELD_OF: Record<WritingKind, ArticleField> = {
  summary: 'file_summarize',
  'blog-post': 'Blog_Post',
  'show-notes': 'Show_Notes',
  'social-media': 'Social_Media',
  'meeting-minutes': 'Meetings_Minutes',
};

const WRITER_NAMES: Record<string, string> = {
  ots: 'Open Text Summarizer',
  'openai-compatible': 'OpenAI-compatible',
};

export function writingEngineSettings(config: Pick<Config, 'writing'>): WritingEngineSettings {
  const writing = config.writing;
  return {
    otsPath: writing.otsBinary,
    ...(writing.writingUrl
      ? {
          openAiBaseUrl: writing.writingUrl,
          openAiModel: writing.writingModel,
          openAiTimeoutMs: writing.writingTimeoutMs,
          ...(writing.writingKey ? { openAiApiKey: writing.writingKey } : {}),
          ...(writing.writingLanguages ? { openAiLanguages: writing.writingLanguages } : {}),
        }
      : {}),
  };
}

/**
 * The configured writing engines. One that is set up but cannot run (ots missing, a bad URL)
 * is left out and logged: the server starts, and refuses articles only where nothing writes.
 */
export async function configuredWritingEngines(
  config: Pick<Config, 'writing'>,
  log?: EngineLog,
): Promise<WritingEngines> {
  const set = await createWritingEngines(writingEngineSettings(config));
  logUnavailableEngines(log, 'writing', set.unavailable);
  return set.engines;
}

/** Modes this server does: an article needs a writing engine, and is refused rather than faked. */
export function availableModes(
  writers: WritingEngines,
): (typeof TASK_MODE)[keyof typeof TASK_MODE][] {
  return writers.length > 0
    ? [TASK_MODE.basic, TASK_MODE.speaker, TASK_MODE.article]
    : [TASK_MODE.basic, TASK_MODE.speaker];
}

/** The best engine that writes in `language`; for 'auto' the language is known only later. */
export function writerFor(writers: WritingEngines, language: string): WritingEngine | undefined {
  const choice = chooseWritingEngine(writers, language);
  return choice.ok ? choice.engine : undefined;
}

export function writerName(engineId: string): string {
  return WRITER_NAMES[engineId] ?? engineId;
}

/** Engines this product can run that would write in `language`, by name, for a refusal. */
export function writersThatWouldSupport(writers: WritingEngines, language: string): string[] {
  const choice = chooseWritingEngine(writers, language);
  return choice.ok ? [] : choice.wouldSupport.map((offer) => writerName(offer.kind));
}

/** What the engines answer says about a writer. */
export function describeWriter(engine: WritingEngine) {
  return {
    id: engine.id,
    name: writerName(engine.id),
    quality: engine.quality.level,
    languages: [...engine.languages()],
    fields: engine.kinds().map((kind) => ARTICLE_FIELD_OF[kind]),
  };
}
