import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { type EndpointName, type Endpoints, endpoints } from './contract/index.js';
import { type Endpoint, type EndpointInput, type EndpointResponse, fillPath } from './endpoint.js';
import { type InterceptorOptions, installInterceptors } from './interceptors/interceptors.js';

export interface ApiClientOptions extends Partial<InterceptorOptions> {
  baseURL?: string;
  /** Check answers against the contract (on by default). */
  validateResponses?: boolean;
  /** An instance of your own; the client adds its interceptors to it. */
  axios?: AxiosInstance;
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
  const validate = options.validateResponses ?? true;
  installInterceptors(instance, {
    ...options,
    credentials: options.credentials ?? (() => ({})),
    locale: options.locale ?? (() => undefined),
  });

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
    const response = await instance.request({
      ...config,
      method: endpoint.method,
      url: fillPath(endpoint.path, input.params),
      params: input.query,
      data: input.body,
      endpointAuth: endpoint.auth,
    });
    const check = validate && config.checkResponse !== false;
    return check ? (endpoint.response as z.ZodType).parse(response.data) : response.data;
  }

  return { axios: instance, call: call as ApiClient['call'] };
}
