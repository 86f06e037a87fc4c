import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { type EndpointName, type Endpoints, endpoints } from './contract/index.js';
import { type Endpoint, type EndpointInput, type EndpointResponse, fillPath } from './endpoint.js';

export interface Credentials {
  /** The session token (cookie `token`); sent as `Authorization: Token <token>`. */
  token?: string | null;
  /** The CSRF token (cookie `csrftoken`); sent as `X-CSRFtoken`. */
  csrftoken?: string | null;
  /** An API key, sent as `Authorization: Bearer <key>` instead of a session. */
  apiKey?: string | null;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** Read on every call, so that signing in or out needs no new client. */
  credentials?: () => Credentials;
  /** The interface locale, sent as Accept-Language on every call. */
  locale?: () => string;
  /** Check answers against the contract (on by default). */
  validateResponses?: boolean;
  axios?: AxiosInstance;
}

/** The headers of SPEC section 7: authenticated calls carry the session, the others do not. */
export function requestHeaders(
  authenticated: boolean,
  credentials: Credentials,
  locale: string,
): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': locale };
  if (!authenticated) return headers;
  if (credentials.apiKey) {
    headers['Authorization'] = `Bearer ${credentials.apiKey}`;
    return headers;
  }
  if (credentials.token) headers['Authorization'] = `Token ${credentials.token}`;
  if (credentials.csrftoken) headers['X-CSRFtoken'] = credentials.csrftoken;
  return headers;
}

export function isAuthenticatedCall(endpoint: Endpoint, credentials: Credentials): boolean {
  if (endpoint.auth === 'none') return false;
  if (endpoint.auth === 'optional') return Boolean(credentials.token || credentials.apiKey);
  return true;
}

/**
 * The credentials a call presents: an endpoint that only takes a session gets the session even
 * when an API key is also held (the api refuses keys there), so the key never hides it.
 */
export function credentialsFor(endpoint: Endpoint, credentials: Credentials): Credentials {
  if (endpoint.auth === 'session' && credentials.token && credentials.apiKey) {
    return { ...credentials, apiKey: null };
  }
  return credentials;
}

export interface ApiClient {
  readonly axios: AxiosInstance;
  call<Name extends EndpointName>(
    name: Name,
    // The input may be left out when none of its parts is required (no body, no path params).
    ...input: Partial<EndpointInput<Endpoints[Name]>> extends EndpointInput<Endpoints[Name]>
      ? [input?: EndpointInput<Endpoints[Name]>, config?: AxiosRequestConfig]
      : [input: EndpointInput<Endpoints[Name]>, config?: AxiosRequestConfig]
  ): Promise<EndpointResponse<Endpoints[Name]>>;
}

/** A typed client of every endpoint in the contract. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const instance = options.axios ?? axios.create({ baseURL: options.baseURL ?? '' });
  const credentials = options.credentials ?? (() => ({}));
  const locale = options.locale ?? (() => 'en-US');
  const validate = options.validateResponses ?? true;

  async function call(
    name: EndpointName,
    input: {
      body?: unknown;
      query?: Record<string, unknown>;
      params?: Record<string, string>;
    } = {},
    config: AxiosRequestConfig = {},
  ): Promise<unknown> {
    const endpoint: Endpoint = endpoints[name];
    const current = credentialsFor(endpoint, credentials());
    const response = await instance.request({
      ...config,
      method: endpoint.method,
      url: fillPath(endpoint.path, input.params),
      params: input.query,
      data: input.body,
      headers: {
        ...requestHeaders(isAuthenticatedCall(endpoint, current), current, locale()),
        ...(config.headers as Record<string, string> | undefined),
      },
    });
    return validate ? (endpoint.response as z.ZodType).parse(response.data) : response.data;
  }

  return { axios: instance, call: call as ApiClient['call'] };
}
