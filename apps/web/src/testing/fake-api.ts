import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClient } from '@captio/api-client';

/** One request the fake api received: method, path, query and JSON body, and how it answered. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, unknown> | undefined;
  body: unknown;
  /** The HTTP status it was answered with (a browser logs the 4xx and 5xx ones). */
  status?: number;
}

export interface FakeAnswer {
  status?: number;
  data: unknown;
}

/** Answers by "METHOD /path/"; a path without an answer is a 404 with the api's failure body. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: ReceivedCall) => FakeAnswer)>;

/**
 * The real client (contract validation, interceptors) over an axios adapter that answers from
 * a table instead of the network, recording what was asked.
 */
export function fakeApi(
  routes: FakeRoutes,
  options: { onUnauthorized?: () => void } = {},
): { api: ApiClient; calls: ReceivedCall[] } {
  const calls: ReceivedCall[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const call: ReceivedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: config.url ?? '',
      query: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    call.status = status;
    const data = answer?.data ?? { message: `No route ${call.path}`, code: 'not_found' };
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  const api = createApiClient({
    axios: axios.create({ adapter }),
    credentials: () => ({ csrftoken: 'csrf-1' }),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  });
  return { api, calls };
}
