import { createApiClient, type ApiClient, type FailureToast } from '@captio/api-client';
import { LOCALE_COOKIE } from '@captio/i18n';
import { browserCookies, CSRF_COOKIE } from './cookies.js';

export interface BrowserClientOptions {
  onUnauthorized: () => void;
  showToast: (toast: FailureToast) => void;
  translateUnknownError: (url: string) => string;
}

/**
 * The api as the browser calls it: same origin, so the session cookie (HttpOnly) goes along by
 * itself; the CSRF token and the locale are read from their cookies on every call, so signing
 * in, out or switching language needs no new client.
 */
export function createBrowserClient(options: BrowserClientOptions): ApiClient {
  return createApiClient({
    baseURL: '',
    credentials: () => ({ csrftoken: browserCookies.read(CSRF_COOKIE) ?? null }),
    locale: () => browserCookies.read(LOCALE_COOKIE),
    onUnauthorized: options.onUnauthorized,
    showToast: options.showToast,
    translate: options.translateUnknownError,
  });
}
