import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { EndpointAuth } from '../endpoint.js';
import {
  type Credentials,
  acceptLanguage,
  credentialsFor,
  isAuthenticatedCall,
  requestHeaders,
} from './auth-headers.js';
import { type FailureToast, type TranslateUnknownError, failureToast } from './failure-toast.js';
import type { QuietFailure } from './quiet-failures.js';

export interface InterceptorOptions {
  /** Read on every call, so that signing in or out needs no new client. */
  credentials: () => Credentials;
  /** The stored (redirected) locale; missing or unknown means the default, en-US. */
  locale: () => string | null | undefined;
  /**
   * A call that carried credentials got 401: the app clears the token and CSRF cookies, resets
   * the user, the pay-as-you-go flag and the account info, and goes to sign-in.
   * Called once per rejected credential, however many calls were in flight with it.
   */
  onUnauthorized?: () => void;
  /** Shows the failure toast; leave out for no toasts (the api, scripts). */
  showToast?: (toast: FailureToast) => void;
  translate?: TranslateUnknownError;
  /** Failures never toasted; default DEFAULT_QUIET_FAILURES. */
  quietFailures?: readonly QuietFailure[];
  /** Paths whose failures are never toasted; default DEFAULT_QUIET_PATHS. */
  quietPaths?: readonly string[];
}

/** Adds the headers, 401 and toast interceptors to an instance; returns what removes them. */
export function installInterceptors(
  instance: AxiosInstance,
  options: InterceptorOptions,
): () => void {
  const request = instance.interceptors.request.use((config) => withHeaders(config, options));
  let rejectedAuthorization: string | undefined;

  const response = instance.interceptors.response.use(undefined, (error: unknown) => {
    if (!axios.isAxiosError(error) || axios.isCancel(error) || !error.config) throw error;
    const config = error.config;
    const status = error.response?.status;
    // A browser's session rides in an HttpOnly cookie that scripts cannot read: there the CSRF
    // token the call carried is what identifies the session that was refused.
    const credential =
      config.headers.get('Authorization') ?? config.headers.get('X-CSRFtoken') ?? undefined;
    try {
      if (status === 401 && typeof credential === 'string' && options.onUnauthorized) {
        // Parallel calls with the same credential all come back 401: one sign-out is enough.
        if (credential !== rejectedAuthorization) {
          rejectedAuthorization = credential;
          options.onUnauthorized();
        }
      } else if (options.showToast) {
        const toast = failureToast({
          url: config.url ?? '',
          status,
          body: error.response?.data,
          toast: config.toast,
          ignoreStatuses: config.ignoreStatuses,
          translate: options.translate,
          quietFailures: options.quietFailures,
          quietPaths: options.quietPaths,
        });
        if (toast) options.showToast(toast);
      }
    } catch (callbackError) {
      // A failing app callback must not replace the call's own error: report it separately.
      queueMicrotask(() => {
        throw callbackError;
      });
    }
    throw error;
  });

  return () => {
    instance.interceptors.request.eject(request);
    instance.interceptors.response.eject(response);
  };
}

function withHeaders(
  config: InternalAxiosRequestConfig,
  options: InterceptorOptions,
): InternalAxiosRequestConfig {
  const endpoint = { auth: config.endpointAuth ?? defaultAuth(config) };
  const credentials = credentialsFor(endpoint, options.credentials());
  const headers = requestHeaders(
    isAuthenticatedCall(endpoint, credentials),
    credentials,
    acceptLanguage(options.locale()),
  );
  // Headers the caller set on the call (or on the instance) win.
  for (const [name, value] of Object.entries(headers)) {
    if (!config.headers.has(name)) config.headers.set(name, value);
  }
  return config;
}

/** Credentials go only to the client's own origin, never to a third-party address. */
function defaultAuth(config: InternalAxiosRequestConfig): EndpointAuth {
  const url = config.url ?? '';
  if (!/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return 'optional';
  try {
    return config.baseURL && new URL(url).origin === new URL(config.baseURL).origin
      ? 'optional'
      : 'none';
  } catch {
    return 'none';
  }
}
