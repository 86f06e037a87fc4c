import type { LocalizedText } from '../../i18n/locale.js';
import { LINK_FAILURE_TEXTS, type LinkFailureCode } from '../links/link-fetcher.js';
import { linkMessages } from '../links/messages.js';
import { failureMessages } from './messages.js';

/**
 * The failure_code values the workers write (of tasks and downloads), stable for programs, each
 * with its text; an unknown code reads as engine_failed.
 */
export const FAILURE_TEXTS = {
  no_audio: failureMessages.noAudio,
  no_speech: failureMessages.noSpeech,
  file_missing: failureMessages.fileMissing,
  unsupported_language: failureMessages.unsupportedLanguage,
  article_unsupported_language: failureMessages.articleUnsupportedLanguage,
  timeout: failureMessages.timeout,
  engine_failed: failureMessages.engineFailed,
  worker_lost: failureMessages.workerLost,
  convert_failed: linkMessages.convertFailed,
  ...LINK_FAILURE_TEXTS,
} as const satisfies Record<string, LocalizedText>;

export type FailureCode = keyof typeof FAILURE_TEXTS;

/** Failures of fetching a link: the task (or download) ends DOWNLOAD_FAILED, not FAILED. */
export function isLinkFailure(code: string): code is LinkFailureCode {
  return code in LINK_FAILURE_TEXTS;
}
