import { translationFailureMessages } from './messages.js';

/** Why a translation failed, as its row stores it (snake_case, like a task's failure codes). */
export const TRANSLATION_FAILURES = {
  unsupported_pair: translationFailureMessages.unsupportedPair,
  transcription_failed: translationFailureMessages.transcriptionFailed,
  timeout: translationFailureMessages.timeout,
  engine_failed: translationFailureMessages.engineFailed,
  worker_lost: translationFailureMessages.workerLost,
} as const;

export type TranslationFailureCode = keyof typeof TRANSLATION_FAILURES;
