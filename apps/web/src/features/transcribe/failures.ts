import { failureSchema, type UploadError, type UploadErrorType } from '@captio/api-client';
import { failureStatus, readFailure } from '../forms/api-failure.js';

/**
 * Why a transcription could not start, as the page tells it. The server's own message is kept
 * where it is the better text (it is written in the request's language and says what the
 * limit or the engines are); the rest is the app's translated text.
 */
export type StartFailure =
  /** Start pressed without a file. */
  | { kind: 'noFile' }
  /** The chosen language is one no engine of this server transcribes. */
  | { kind: 'unsupportedLanguage'; code: string }
  /** A translator page's pair is one no translation engine of this server translates. */
  | { kind: 'unsupportedPair'; from: string; to: string }
  /** The upload failed: its type and the parts of its message. */
  | {
      kind: 'upload';
      type: UploadErrorType;
      status: number | null;
      statusText: string | null;
      timeoutMs: number | null;
      reason: string | null;
    }
  /** 413: larger or longer than the level allows; the server says which limit. */
  | { kind: 'tooLarge'; message: string | undefined }
  /** 415: probing found no audio or video in it. */
  | { kind: 'notMedia' }
  /** 402: the credits do not cover the task. */
  | { kind: 'insufficientCredits' }
  /** 403 free_uses_exhausted: a visitor has used the free transcriptions. */
  | { kind: 'freeUsesExhausted' }
  /** 403 for what only a paid plan does (speaker labels, automatic detection): the api's words. */
  | { kind: 'planFeature'; message: string }
  /** The api refused the task (422 unsupported_language and others) with this message. */
  | { kind: 'refused'; message: string }
  /** No answer the app can read: the connection dropped, or a proxy answered. */
  | { kind: 'unreachable' };

/** The server's message in an upload's response body, when it sent one. */
function serverMessage(response: string | null): string | undefined {
  if (!response) return undefined;
  try {
    const parsed = failureSchema.safeParse(JSON.parse(response));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/** What a failed upload means for the reader. A cancelled one is not a failure: undefined. */
export function uploadFailure(error: UploadError): StartFailure | undefined {
  if (error.type === 'abort') return undefined;
  if (error.type === 'http' && error.status === 413) {
    return { kind: 'tooLarge', message: serverMessage(error.response) };
  }
  if (error.type === 'http' && error.status === 415) return { kind: 'notMedia' };
  return {
    kind: 'upload',
    type: error.type,
    status: error.status,
    statusText: error.statusText,
    timeoutMs: error.timeoutMs,
    reason: error.reason,
  };
}

/** The api's codes for a task that a paid plan would allow. */
const PLAN_FEATURE_CODES = new Set(['mode_not_in_plan', 'auto_detection_not_allowed']);

/** What a refused createTask means: the three that open a prompt, else the api's message. */
export function taskFailure(error: unknown): StartFailure {
  const status = failureStatus(error);
  const failure = readFailure(error);
  if (status === 402) return { kind: 'insufficientCredits' };
  if (status === 403 && failure?.code === 'free_uses_exhausted') {
    return { kind: 'freeUsesExhausted' };
  }
  if (status === 403 && failure && PLAN_FEATURE_CODES.has(failure.code ?? '')) {
    return { kind: 'planFeature', message: failure.message };
  }
  if (failure) return { kind: 'refused', message: failure.message };
  return { kind: 'unreachable' };
}

/** The failures that open a prompt of their own beside their sentence. */
export type PromptedFailure = 'insufficientCredits' | 'freeUsesExhausted' | 'planFeature';

/** The prompt a failure opens, if any (a start's, or another flow's with the same kinds). */
export function promptOf(failure: { kind: string }): PromptedFailure | undefined {
  switch (failure.kind) {
    case 'insufficientCredits':
    case 'freeUsesExhausted':
    case 'planFeature':
      return failure.kind;
    default:
      return undefined;
  }
}
