import type { EndpointAuth } from '../endpoint.js';

/** What a caller may add to an axios request config to steer the interceptors. */
export interface CaptioRequestOptions {
  /** `false`: never show the failure toast for this call (the caller reports it itself). */
  toast?: boolean;
  /** Failed statuses this caller expects and handles, e.g. `[404]`: no toast for them. */
  ignoreStatuses?: readonly number[];
  /**
   * Who may make the call; `api.call()` sets it from the endpoint. Left out, a request to the
   * client's own base URL counts as `optional` (credentials go when held), any other as `none`.
   */
  endpointAuth?: EndpointAuth;
  /**
   * `false`: `api.call()` returns the answer as the server sent it, without checking it against
   * the contract, for a caller that checks it itself (a long answer checked in parts, after the
   * part the reader sees first). Left out, the client's `validateResponses` decides.
   */
  checkResponse?: boolean;
}

declare module 'axios' {
  // Interface merging is how axios lets packages type their own config fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AxiosRequestConfig extends CaptioRequestOptions {}
}
