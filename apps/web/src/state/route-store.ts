import { createStore } from 'zustand/vanilla';
import type { PageDataResult } from '../app/page-data.js';
import type { PageModule, PageRoute } from '../app/page-module.js';
import type { ArrivalKind } from '../router/arrival.js';

/** An error page instead of the route's page: a 404 of an unknown path, or a failure. */
export interface PageError {
  status: number;
  /** The routing-rules message ('Page Not Found: /x'); the page shows its localized form. */
  message: string;
  /** For a 404: the path as the address bar shows it. */
  path?: string;
}

/** What is on screen: the page (loaded with its texts) or an error, never half of each. */
export interface ShownPage {
  route: PageRoute;
  module: PageModule;
  /** The shell's catalog with the page area's texts over it, in the route's locale. */
  messages: Readonly<Record<string, string>>;
  error?: PageError;
  /** The page's public data (`PageModule.data`), loaded with it. */
  data?: PageDataResult;
}

/** How the shown page came on screen; a new object at every `show`. */
export interface Arrival {
  kind: ArrivalKind;
  /** The element focused when the navigation started (the link followed), if any. */
  focusedBefore: Element | null;
}

export interface RouteState {
  shown: ShownPage;
  arrival: Arrival;
  /** A navigation is loading the next page (the loading bar runs; the old page stays). */
  loading: boolean;
}

export interface RouteActions {
  /** Without an arrival: the same page in another form (a cleared query), nothing moves. */
  show(page: ShownPage, arrival?: Arrival): void;
  setLoading(loading: boolean): void;
}

export type RouteStore = ReturnType<typeof createRouteStore>;

export function createRouteStore(shown: ShownPage) {
  return createStore<RouteState & RouteActions>()((set) => ({
    shown,
    arrival: { kind: 'first-load', focusedBefore: null },
    loading: false,
    show: (page, arrival = { kind: 'same-page', focusedBefore: null }) =>
      set({ shown: page, arrival, loading: false }),
    setLoading: (loading) => set({ loading }),
  }));
}
