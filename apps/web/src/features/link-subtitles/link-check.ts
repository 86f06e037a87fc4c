import { failureSchema } from '@captio/api-client';
import { readFailure } from '../forms/api-failure.js';

/** Why a call about a link failed, as the page tells it. */
export type CallFailure =
  /** The api's own message, in the page's language (a refused link, a missing track...). */
  | { kind: 'refused'; message: string; code: string }
  /** No answer the page can read: the connection dropped, or a proxy answered. */
  | { kind: 'unreachable' };

/**
 * The api's failure body of a call whose answer was to be a file: axios hands it over as the
 * bytes it asked for, so they are read as the JSON they are.
 */
function fileCallFailure(error: unknown) {
  const data = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  if (!(data instanceof ArrayBuffer)) return undefined;
  try {
    const parsed = failureSchema.safeParse(JSON.parse(new TextDecoder().decode(data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What a rejected call means for the reader. */
export function callFailure(error: unknown): CallFailure {
  const failure = readFailure(error) ?? fileCallFailure(error);
  if (!failure) return { kind: 'unreachable' };
  return { kind: 'refused', message: failure.message, code: failure.code };
}
