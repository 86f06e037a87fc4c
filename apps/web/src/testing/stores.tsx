import type { PageRoute } from '../app/page-module.js';
import type { SessionState } from '../state/session-store.js';
import { createAppStores, type AppStores } from '../state/stores.js';

/** The app's stores showing a page of the given route (a blank page module, no texts). */
export function testStores(
  route: Partial<PageRoute> = {},
  messages: Readonly<Record<string, string>> = {},
  session: Partial<SessionState> = {},
): AppStores {
  return createAppStores({
    session,
    page: {
      route: { name: 'index', params: {}, locale: 'en-US', path: '/', search: '', ...route },
      module: {
        Page: () => <p>The page</p>,
        head: () => ({ title: 'Test', description: 'Test page' }),
      },
      messages,
    },
  });
}
