import { createContext, useContext } from 'react';
import type { ApiClient } from '@captio/api-client';

const ApiContext = createContext<ApiClient | undefined>(undefined);

export const ApiProvider = ApiContext.Provider;

function serverMisuse(): never {
  throw new Error('The api is called from the browser only (effects, handlers).');
}

/** What pages hold while the server renders: calling it is a programming error caught at once. */
const NO_API_ON_THE_SERVER: ApiClient = {
  get axios(): never {
    return serverMisuse();
  },
  call: serverMisuse,
};

/**
 * The api client. A page takes it while rendering (hooks run on the server too) and calls it
 * only in effects and event handlers: the server renders without one, and a call made there
 * throws.
 */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? NO_API_ON_THE_SERVER;
}
