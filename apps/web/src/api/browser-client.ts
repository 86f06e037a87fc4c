import axios from 'axios';
import { createApiClient, type ApiClient } from '@captio/api-client';
import { LOCALE_COOKIE } from '@captio/i18n';
import type { BrowserClientOptions } from './client.js';
import { browserCookies, CSRF_COOKIE } from './cookies.js';
import { EARLY_FETCHES, earlyAdapter, type EarlyFetch } from './early-adapter.js';

// The file answers' helper rides in this chunk, with the client it needs.
export { fetchLinkSubtitle } from '@captio/api-client';

export function connect(options: BrowserClientOptions): ApiClient {
  const instance = axios.create({ baseURL: '' });
  instance.defaults.adapter = earlyAdapter(
    axios.getAdapter(axios.defaults.adapter),
    () =>
      (globalThis as { [EARLY_FETCHES]?: Record<string, EarlyFetch | undefined> })[EARLY_FETCHES],
    (config) => instance.getUri(config),
  );
  return createApiClient({
    axios: instance,
    credentials: () => ({ csrftoken: browserCookies.read(CSRF_COOKIE) ?? null }),
    locale: () => options.pageLocale() ?? browserCookies.read(LOCALE_COOKIE),
    onUnauthorized: options.onUnauthorized,
    showToast: options.showToast,
    translate: options.translateUnknownError,
  });
}
