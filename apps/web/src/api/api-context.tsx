import { createContext, useContext } from 'react';
import type { BrowserApi } from './client.js';

const ApiContext = createContext<BrowserApi | undefined>(undefined);

export const ApiProvider = ApiContext.Provider;

/**
 * The api client, for effects and event handlers. The server renders without one (pages never
 * call the api while rendering), so using it there is a programming error caught at once.
 */
export function useApi(): BrowserApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('The api is called from the browser only (effects, handlers).');
  return api;
}
