import { EngineError, type EngineErrorCode } from '../../engine-error.js';

/** Enough of an error page to say what went wrong, not a whole HTML document. */
const MESSAGE_CHARS = 500;

/**
 * The EngineError for an HTTP answer that is not a success, with the provider's own message:
 * OpenAI and most compatible servers answer `{ "error": { "message": "..." } }`; others send
 * `{ "detail": "..." }`, `{ "message": "..." }` or plain text.
 */
export async function httpFailure(response: Response, what: string): Promise<EngineError> {
  const status = response.status;
  const providerMessage = providerMessageOf(await response.text().catch(() => ''));
  const code = codeFor(status);
  const retryAfterMs = status === 429 ? retryAfter(response.headers.get('retry-after')) : undefined;
  const said = providerMessage ? `: ${providerMessage}` : '';
  return new EngineError(code, `${what} answered ${status}${said}`, undefined, {
    httpStatus: status,
    ...(providerMessage ? { providerMessage } : {}),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

function codeFor(status: number): EngineErrorCode {
  if (status === 401 || status === 403) return 'provider-unauthorized';
  if (status === 413) return 'input-too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'provider-rejected';
  return 'provider-failed';
}

function providerMessageOf(body: string): string {
  let message = body.trim();
  try {
    const parsed = JSON.parse(body) as unknown;
    const found = messageIn(parsed);
    if (found) message = found;
  } catch {
    // Not JSON: the text is the message.
  }
  return message.length > MESSAGE_CHARS ? `${message.slice(0, MESSAGE_CHARS)}…` : message;
}

function messageIn(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['error', 'message', 'detail']) {
    const found = messageIn(record[key]);
    if (found) return found;
  }
  return undefined;
}

/** Retry-After is seconds or an HTTP date. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
