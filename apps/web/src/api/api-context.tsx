import { createContext, useContext } from 'react';
import type { BrowserApi } from './client.js';

const ApiContext = createContext<BrowserApi | undefined>(undefined);

export const ApiProvider = ApiContext.Provider;

const SERVER_SIDE = 'The api is called from the browser only (effects, handlers).';

/**
 * The server renders without a client: effects and handlers, where pages call the api, never
 * run there, so a call on the server is a programming error, reported as such.
 */
const NOT_IN_THE_BROWSER: BrowserApi = {
  call: (() => Promise.reject(new Error(SERVER_SIDE))) as BrowserApi['call'],
};

/** The api client, for effects and event handlers. */
export function useApi(): BrowserApi {
  return useContext(ApiContext) ?? NOT_IN_THE_BROWSER;
}

/**
 * The api for the handlers of a component the server renders too (the header): a function
 * that gives the client when a handler runs, in the browser.
 */
export function useApiInHandlers(): () => BrowserApi {
  const api = useContext(ApiContext);
  return () => {
    if (!api) throw new Error(SERVER_SIDE);
    return api;
  };
}
