/** What went wrong with an upload: an HTTP answer, time, the network, the user, or the set-up. */
export type UploadErrorType =
  'http' | 'timeout' | 'network' | 'abort' | 'header_error' | 'setup_error';

interface UploadErrorDetails {
  status?: number | null;
  statusText?: string | null;
  response?: string | null;
  timeoutMs?: number | null;
  reason?: string | null;
}

/**
 * A failed upload: `{ type, status, message, response }` with an English message. The parts of
 * the message travel alone too (`statusText`,
 * `timeoutMs`, `reason`), so the app can translate it (`uploadErrorLabel` in @captio/i18n).
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly type: UploadErrorType;
  /** The HTTP status for 'http', else null. */
  readonly status: number | null;
  /** The response text for 'http', else null. */
  readonly response: string | null;
  readonly statusText: string | null;
  readonly timeoutMs: number | null;
  readonly reason: string | null;

  constructor(type: UploadErrorType, message: string, details: UploadErrorDetails = {}) {
    super(message);
    this.type = type;
    this.status = details.status ?? null;
    this.response = details.response ?? null;
    this.statusText = details.statusText ?? null;
    this.timeoutMs = details.timeoutMs ?? null;
    this.reason = details.reason ?? null;
  }
}

/** 'HTTP error 503: Service Unavailable'; 'HTTP error 500: Unknown error' without a status text. */
export function httpUploadError(status: number, statusText: string, response: string) {
  const text = statusText.trim();
  return new UploadError('http', `HTTP error ${status}: ${text || 'Unknown error'}`, {
    status,
    statusText: text || null,
    response,
  });
}

export function timeoutUploadError(timeoutMs: number) {
  return new UploadError('timeout', `Upload timed out after ${timeoutMs}ms`, { timeoutMs });
}

export function networkUploadError() {
  return new UploadError('network', 'Network error');
}

export function abortUploadError() {
  return new UploadError('abort', 'Upload cancelled by user');
}

export function headerUploadError(cause: unknown) {
  const reason = reasonOf(cause);
  return new UploadError('header_error', `Failed to set headers: ${reason}`, { reason });
}

export function setupUploadError(cause: unknown) {
  const reason = reasonOf(cause);
  return new UploadError('setup_error', `Upload initialization failed: ${reason}`, { reason });
}

function reasonOf(cause: unknown): string {
  const text = cause instanceof Error ? cause.message : String(cause);
  return text.trim() || 'unknown reason';
}
