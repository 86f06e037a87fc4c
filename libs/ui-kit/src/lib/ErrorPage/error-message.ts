import type { MessageDescriptor } from '@captio/i18n';

export interface ErrorPageInput {
  /** The HTTP status of the error. */
  status: number;
  /** A message from the server or the page, shown as given (already in the reader's language). */
  message?: string | null;
  /** The path of an unknown route (catch-all 404). */
  path?: string | null;
}

/** An HTTP error status to show: a whole number from 400 to 599, anything else reads as 500. */
export function shownErrorStatus(status: number): number {
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * What the error page says: an unknown route 'Page not found: {path}',
 * another 404 the localized app.404 text, else the given message or a generic one.
 */
export function errorPageMessage({
  status,
  message,
  path,
}: ErrorPageInput): MessageDescriptor | string {
  const code = shownErrorStatus(status);
  if (code === 404 && path) return { key: 'error.pageNotFound', values: { path } };
  if (code === 404) return { key: 'app.404' };
  const given = message?.trim();
  return given ? given : { key: 'error.generic' };
}
