import { createContext, useContext } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  /**
   * Another address of the page on screen (routeInPlace), in place of the current one: the page
   * is not loaded again, nothing moves and nothing is announced. Any other address is navigated
   * to as usual.
   */
  inPlace?: boolean;
}

/** Goes to an in-app address (already localized) or, for an external one, leaves the app. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** The server renders without navigation; the browser's router provides it. */
const NavigationContext = createContext<Navigate>(() => undefined);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}
