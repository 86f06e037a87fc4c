import { loadMessages } from '@captio/i18n';
import type { Locale, PageName } from '@captio/routing-rules';
import type { PageError, ShownPage } from '../state/route-store.js';
import { runPageData, type PageDataSources } from './page-data.js';
import type { PageModule, PageRoute } from './page-module.js';
import { loadErrorPage, PAGE_MODULES } from './pages.js';

async function withTexts(
  route: PageRoute,
  module: PageModule,
  extra: Pick<ShownPage, 'error' | 'data'> = {},
): Promise<ShownPage> {
  const [shell, page] = await Promise.all([
    loadMessages(route.locale),
    module.catalog?.load(route.locale),
  ]);
  return { route, module, messages: { ...shell, ...page }, ...extra };
}

/** The module of a page name, or undefined when the app has no page for it. */
export function pageLoader(name: PageName): (() => Promise<PageModule>) | undefined {
  return PAGE_MODULES[name];
}

/**
 * A page with its module, every text it shows and its public data, ready to render in one
 * pass. `sources` is where the data comes from: the api in-process on the server, the api
 * client in the browser.
 */
export async function loadPage(route: PageRoute, sources: PageDataSources): Promise<ShownPage> {
  const loader = route.name && pageLoader(route.name);
  if (!loader) {
    const error = { status: 404, message: `Page Not Found: ${route.path}`, path: route.path };
    return loadError(route, error);
  }
  const module = await loader();
  const [shown, data] = await Promise.all([
    withTexts(route, module),
    runPageData(module.data, { route, sources }),
  ]);
  return data ? { ...shown, data } : shown;
}

/** The error page in the route's place, in its locale. */
export async function loadError(route: PageRoute, error: PageError): Promise<ShownPage> {
  return withTexts(route, await loadErrorPage(), { error });
}

/** The route of an address no page answers: shown by the error page in the path's locale. */
export function notFoundRoute(path: string, search: string, locale: Locale): PageRoute {
  return { name: undefined, params: {}, locale, path, search };
}
