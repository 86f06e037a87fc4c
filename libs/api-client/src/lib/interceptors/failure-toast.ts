import { DEFAULT_QUIET_FAILURES, type QuietFailure, isQuietFailure } from './quiet-failures.js';
import { ERROR_TOAST_MS } from './error-toast-ms.js';

export { ERROR_TOAST_MS };

/** The generic text when no translation is available at all (the catalogs' Chinese text). */
export const UNKNOWN_ERROR_FALLBACK = '未知错误：{url}，请联系管理员';

/** Calls whose failures are never toasted: the client log must not nag. */
export const DEFAULT_QUIET_PATHS: readonly string[] = ['/api/subtitle/log/'];

/** The app's translator for the generic text, catalog key `error.unknown`. */
export type TranslateUnknownError = (key: 'error.unknown', values: { url: string }) => string;

export interface FailureToast {
  text: string;
  /** 3000 ms for the server's message; null (stays until closed) for the generic text. */
  timeoutMs: number | null;
  url: string;
  status: number | undefined;
}

export interface FailureToastInput {
  /** The request's url, as the caller gave it. */
  url: string;
  /** Undefined when no answer came (network failure). */
  status?: number | undefined;
  /** The failure body, `{ message, code }` from the api; anything else is tolerated. */
  body?: unknown;
  toast?: boolean | undefined;
  ignoreStatuses?: readonly number[] | undefined;
  translate?: TranslateUnknownError | undefined;
  quietFailures?: readonly QuietFailure[] | undefined;
  quietPaths?: readonly string[] | undefined;
}

/** The toast a failed call shows, or null when it is suppressed. */
export function failureToast(input: FailureToastInput): FailureToast | null {
  if (input.toast === false) return null;
  if (input.status !== undefined && input.ignoreStatuses?.includes(input.status)) return null;
  if ((input.quietPaths ?? DEFAULT_QUIET_PATHS).includes(pathOf(input.url))) return null;
  if (isQuietFailure(input.body, input.quietFailures ?? DEFAULT_QUIET_FAILURES)) return null;
  const message = serverMessage(input.body);
  return {
    text: message ?? genericText(input.url, input.translate),
    timeoutMs: message === undefined ? null : ERROR_TOAST_MS,
    url: input.url,
    status: input.status,
  };
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The translated `error.unknown`; a translator that has nothing usable (an empty text, or the
 * key echoed back as missing-message handlers do) gives '{url} error', and no translator at all
 * (or one that throws, as when the catalog failed to load) gives the fixed fallback.
 */
function genericText(url: string, translate: TranslateUnknownError | undefined): string {
  let translated: string;
  try {
    if (!translate) throw new Error('no translator');
    translated = translate('error.unknown', { url });
  } catch {
    return UNKNOWN_ERROR_FALLBACK.replace('{url}', url);
  }
  return translated.trim() !== '' && translated !== 'error.unknown' ? translated : `${url} error`;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split(/[?#]/, 1)[0] ?? url;
  }
}
