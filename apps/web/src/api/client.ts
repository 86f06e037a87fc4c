import type { ApiClient, FailureToast } from '@captio/api-client';

export interface BrowserClientOptions {
  onUnauthorized: () => void;
  showToast: (toast: FailureToast) => void;
  translateUnknownError: (url: string) => string;
}

/** What pages use of the api: typed calls by endpoint name. */
export type BrowserApi = Pick<ApiClient, 'call'>;

/**
 * The api as the browser calls it: same origin, so the session cookie (HttpOnly) goes along by
 * itself; the CSRF token and the locale are read from their cookies on every call, so signing
 * in, out or switching language needs no new client.
 *
 * The client (axios, and the contract's zod schemas that check every answer) is a chunk of its
 * own, fetched on the first call: a visitor reading a page never downloads it.
 */
export function createBrowserClient(options: BrowserClientOptions): BrowserApi {
  let client: Promise<ApiClient> | undefined;
  const load = () => {
    client ??= import('./browser-client.js').then(
      (module) => module.connect(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const call = (async (...args: Parameters<ApiClient['call']>) =>
    (await load()).call(...args)) as ApiClient['call'];
  return { call };
}
