import { createApiClient, type ApiClient } from '@captio/api-client';
import { LOCALE_COOKIE } from '@captio/i18n';
import type { BrowserClientOptions } from './client.js';
import { browserCookies, CSRF_COOKIE } from './cookies.js';

export function connect(options: BrowserClientOptions): ApiClient {
  return createApiClient({
    baseURL: '',
    credentials: () => ({ csrftoken: browserCookies.read(CSRF_COOKIE) ?? null }),
    locale: () => browserCookies.read(LOCALE_COOKIE),
    onUnauthorized: options.onUnauthorized,
    showToast: options.showToast,
    translate: options.translateUnknownError,
  });
}
