import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** Where the document's head script keeps its early fetches, by address (a global's name). */
export const EARLY_FETCHES = '__captioEarly';

/** An answer the document asked for before the app's code loaded, as its head script keeps it. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

export interface EarlyFetch {
  /** The Accept-Language it was asked with. */
  language: string;
  answer: Promise<EarlyAnswer>;
}

/**
 * An axios adapter that answers a GET from the document's early fetches (server/early-fetch.ts)
 * when one was made for the same address with the same Accept-Language, once; every other call,
 * a later one for the same address, or one whose early fetch failed to connect, goes to
 * `network`. The answer then goes through axios as any other: its status decides success, the
 * client's interceptors and the contract's check follow.
 */
export function earlyAdapter(
  network: AxiosAdapter,
  fetches: () => Record<string, EarlyFetch | undefined> | undefined,
  uriOf: (config: InternalAxiosRequestConfig) => string,
): AxiosAdapter {
  return async (config) => {
    const all = config.method?.toLowerCase() === 'get' ? fetches() : undefined;
    const url = all ? uriOf(config) : undefined;
    const early = url === undefined ? undefined : all?.[url];
    if (!all || url === undefined || !early) return network(config);
    all[url] = undefined;
    if (AxiosHeaders.from(config.headers).get('Accept-Language') !== early.language) {
      return network(config);
    }
    let answer: EarlyAnswer;
    try {
      answer = await early.answer;
    } catch {
      return network(config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: answer.statusText,
      headers: AxiosHeaders.from(answer.headers),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        response.request,
        response,
      );
    }
    return response;
  };
}
