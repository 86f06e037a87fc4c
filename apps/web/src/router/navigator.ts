import { runGuards, stripLocale, type GuardState } from '@captio/routing-rules';
import { loadError, loadPage, notFoundRoute } from '../app/load-page.js';
import type { PageDataSources } from '../app/page-data.js';
import type { AppStores } from '../state/stores.js';
import { splitAddress } from './address.js';
import { ARRIVAL_EFFECTS, arrivalOf } from './arrival.js';
import { displayLocale } from './display-locale.js';
import { routeInPlace } from './in-place.js';
import type { NavigateOptions } from './navigation-context.js';

export interface NavigatorOptions {
  stores: AppStores;
  dev: boolean;
  /** What the guards need for this address, fetched fresh (status, login, server redirect). */
  guardState: (to: string) => Promise<GuardState>;
  /** Where the next page's public data comes from (the api client). */
  sources: PageDataSources;
  /** After a page is on screen (the document's title and language). */
  onShown?: (to: string) => void;
  /** A full page load: external addresses, a new build, a chunk that failed to load. */
  assign?: (url: string) => void;
}

/** An address with a scheme or a host (https://..., //host, mailto:) leaves the app. */
function isExternal(to: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
}

/** Guards may redirect a few times (validity, then maintenance...), never in a circle. */
const MAX_REDIRECTS = 5;

function currentAddress(): string {
  return location.pathname + location.search + location.hash;
}

/**
 * The browser's router: every in-app navigation runs the routing-rules guards with fresh state,
 * loads the next page and its texts while the current one stays, and only then swaps them and
 * updates the address. A newer navigation wins over one still loading.
 */
export function createNavigator({
  stores,
  dev,
  guardState,
  sources,
  onShown,
  assign,
}: NavigatorOptions) {
  const fullLoad = assign ?? ((url: string) => location.assign(url));
  let latest = 0;

  async function go(
    to: string,
    options: NavigateOptions & { fromHistory?: boolean },
    hops: number,
  ) {
    if (isExternal(to) || stores.system.getState().reloadOnNavigate) {
      fullLoad(to);
      return;
    }
    const ticket = ++latest;
    stores.route.getState().setLoading(true);
    try {
      const state = await guardState(to);
      const outcome = runGuards(to, state, { dev });
      if (ticket !== latest) return;
      if (outcome.kind === 'redirect') {
        if (outcome.external || hops >= MAX_REDIRECTS) fullLoad(outcome.to);
        else await go(outcome.to, { replace: true }, hops + 1);
        return;
      }
      const { path, search } = splitAddress(to);
      const page =
        outcome.kind === 'page'
          ? await loadPage(
              {
                ...outcome,
                locale: displayLocale(path, outcome.locale, state.preferredLocale),
                path,
                search,
              },
              sources,
            )
          : await loadError(notFoundRoute(path, search, stripLocale(path).locale), {
              status: 404,
              message: outcome.message,
              path: outcome.path,
            });
      if (ticket !== latest) return;
      const kind = arrivalOf({
        to,
        from: location.pathname,
        fromHistory: options.fromHistory === true,
        replace: options.replace === true,
        redirected: hops > 0,
      });
      if (!options.fromHistory) {
        if (options.replace) history.replaceState(null, '', to);
        else history.pushState(null, '', to);
      }
      // The link followed, still focused while the old page is on screen: the new page's focus
      // (the route announcer's) knows it from an element the page focused itself.
      stores.route.getState().show(page, { kind, focusedBefore: document.activeElement });
      // A page opened by a link starts at its top, not at the scroll the previous page was left
      // at (a short page in between clamps it, and the next one opens part way down).
      if (ARRIVAL_EFFECTS[kind].scrollToTop) scrollTo(0, 0);
      onShown?.(to);
    } catch {
      // A chunk of an older build is gone after a deployment, or the network dropped: a full
      // load of the address recovers both.
      if (ticket === latest) fullLoad(to);
    }
  }

  /** Shows `to` in place when it is another address of the page on screen (routeInPlace). */
  function showInPlace(to: string): boolean {
    const { shown, loading } = stores.route.getState();
    // The page is being left: the navigation under way decides the address.
    if (loading) return true;
    const route = shown.error ? undefined : routeInPlace(shown.route, to, dev);
    if (!route) return false;
    history.replaceState(history.state, '', to);
    stores.route.getState().show({ ...shown, route });
    return true;
  }

  return {
    navigate(to: string, options: NavigateOptions = {}) {
      if (options.inPlace && showInPlace(to)) return;
      void go(to, { ...options, replace: options.replace === true || options.inPlace === true }, 0);
    },
    /** Follows the back and forward buttons. */
    listen(): () => void {
      const onPopState = () => void go(currentAddress(), { fromHistory: true }, 0);
      addEventListener('popstate', onPopState);
      return () => removeEventListener('popstate', onPopState);
    },
  };
}
