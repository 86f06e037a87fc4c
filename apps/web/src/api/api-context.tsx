import { createContext, useContext } from 'react';
import type { BrowserApi } from './client.js';

const ApiContext = createContext<BrowserApi | undefined>(undefined);

export const ApiProvider = ApiContext.Provider;

/**
 * The server renders without a client: effects and handlers, where pages call the api, never
 * run there, so a call on the server is a programming error, reported as such.
 */
const NOT_IN_THE_BROWSER: BrowserApi = {
  call: (() =>
    Promise.reject(
      new Error('The api is called from the browser only (effects, handlers).'),
    )) as BrowserApi['call'],
};

/** The api client, for effects and event handlers. */
export function useApi(): BrowserApi {
  return useContext(ApiContext) ?? NOT_IN_THE_BROWSER;
}
