import { createContext, useContext } from 'react';
import type { ApiClient } from '@captio/api-client';

const ApiContext = createContext<ApiClient | undefined>(undefined);

export const ApiProvider = ApiContext.Provider;

const SERVER_SIDE = 'The api is called from the browser only (effects, handlers).';

/**
 * The api client, for effects and event handlers. The server renders without one (pages never
 * call the api while rendering), so using it there is a programming error caught at once.
 */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error(SERVER_SIDE);
  return api;
}

/**
 * The api for the handlers of a component the server renders too (the header): a function
 * that gives the client when a handler runs, in the browser.
 */
export function useApiInHandlers(): () => ApiClient {
  const api = useContext(ApiContext);
  return () => {
    if (!api) throw new Error(SERVER_SIDE);
    return api;
  };
}
