import type {
  ApiClient,
  FailureToast,
  LinkSubtitleFile,
  LinkSubtitleRequest,
  TranslateUnknownError,
} from '@captio/api-client';
import type { AxiosRequestConfig } from 'axios';

export interface BrowserClientOptions {
  /**
   * The language of the page on screen, sent as Accept-Language: the api's messages (a failed
   * task's reason, a refusal) are in the page's words, which a locale prefix in the address
   * decides whatever the stored locale says. Undefined falls back to the stored locale.
   */
  pageLocale: () => string | undefined;
  onUnauthorized: () => void;
  showToast: (toast: FailureToast) => void;
  /** The text of a failure toast without a server message (`error.unknown` with its url). */
  translateUnknownError: TranslateUnknownError;
}

/** What pages use of the api: typed calls by endpoint name. */
export type BrowserApi = Pick<ApiClient, 'call'>;

/** The api's answers that are files rather than JSON, fetched by script (a POST's answer). */
export interface BrowserFiles {
  /** One subtitle track of a link in a format (the api-client's fetchLinkSubtitle). */
  linkSubtitle(
    request: LinkSubtitleRequest,
    config?: AxiosRequestConfig,
  ): Promise<LinkSubtitleFile>;
}

/**
 * The api as the browser calls it: same origin, so the session cookie (HttpOnly) goes along by
 * itself; the CSRF token (its cookie) and the page's locale are read on every call, so signing
 * in, out or switching language needs no new client.
 *
 * The client (axios, and the contract's zod schemas that check every answer) is a chunk of its
 * own, fetched on the first call: a visitor reading a page never downloads it.
 */
export function createBrowserClient(options: BrowserClientOptions): BrowserApi & BrowserFiles {
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
  const linkSubtitle: BrowserFiles['linkSubtitle'] = async (request, config) => {
    const [client, { fetchLinkSubtitle }] = await Promise.all([
      load(),
      import('./browser-client.js'),
    ]);
    return fetchLinkSubtitle(client, request, config);
  };
  return { call, linkSubtitle };
}
