import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserApi, BrowserFiles } from './client.js';

const ApiContext = createContext<BrowserApi | undefined>(undefined);
const FilesContext = createContext<BrowserFiles | undefined>(undefined);

export interface ApiProviderProps {
  value: BrowserApi | undefined;
  /** The api's file answers; left out where nothing fetches a file (the server, most tests). */
  files?: BrowserFiles | undefined;
  children: ReactNode;
}

/** The api client and its file answers, for the pages below. */
export function ApiProvider({ value, files, children }: ApiProviderProps) {
  return (
    <ApiContext.Provider value={value}>
      <FilesContext.Provider value={files}>{children}</FilesContext.Provider>
    </ApiContext.Provider>
  );
}

const SERVER_SIDE = 'The api is called from the browser only (effects, handlers).';

/**
 * The server renders without a client: effects and handlers, where pages call the api, never
 * run there, so a call on the server is a programming error, reported as such.
 */
const NOT_IN_THE_BROWSER: BrowserApi = {
  call: (() => Promise.reject(new Error(SERVER_SIDE))) as BrowserApi['call'],
};

const NO_FILES_HERE: BrowserFiles = {
  linkSubtitle: () => Promise.reject(new Error(SERVER_SIDE)),
};

/** The api's file answers, for event handlers. */
export function useApiFiles(): BrowserFiles {
  return useContext(FilesContext) ?? NO_FILES_HERE;
}

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
