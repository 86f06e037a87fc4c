import type { LocalizedText } from '../../i18n/locale.js';
import { failureMessages } from './messages.js';

/**
 * The failure_code values the worker writes, stable for programs, each with its text; an unknown
 * code reads as engine_failed.
 */
export const FAILURE_TEXTS = {
  no_audio: failureMessages.noAudio,
  file_missing: failureMessages.fileMissing,
  unsupported_language: failureMessages.unsupportedLanguage,
  article_unsupported_language: failureMessages.articleUnsupportedLanguage,
  timeout: failureMessages.timeout,
  engine_failed: failureMessages.engineFailed,
  worker_lost: failureMessages.workerLost,
} as const satisfies Record<string, LocalizedText>;

export type FailureCode = keyof typeof FAILURE_TEXTS;
