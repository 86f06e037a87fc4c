import { type ReactNode, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { webStorageColorMode } from '@captio/ui-kit';
import '@captio/ui-kit/tokens.css';
import './styles.css';
import { App } from './app/App.js';
import { reactListens, replayEarlyClicks, replayEarlySubmits } from './app/early-submits.js';
import { loadErrorPage, PAGE_MODULES } from './app/pages.js';
import type { PageRoute } from './app/page-module.js';
import { createBrowserClient } from './api/client.js';
import { unknownErrorTranslator } from './api/unknown-error.js';
import { withEarlyCalls } from './api/early-calls.js';
import { startEarlyData } from './app/early-data.js';
import { browserDataSources } from './api/data-sources.js';
import { browserCookies } from './api/cookies.js';
import { createNavigator } from './router/navigator.js';
import type { Navigate } from './router/navigation-context.js';
import { BOOT_STATE_ID, type BootState } from './server/document.js';
import { BUILD_MANIFEST_PATH, watchBuilds } from './shell/build-update.js';
import { browserStorage } from './shell/client-storage.js';
import { startSession } from './shell/session.js';
import { createToastBridge } from './shell/toast-bridge.js';
import { type AppStores, createAppStores } from './state/stores.js';

/**
 * Around the app: its effect runs after every effect of the page (a parent's runs after its
 * children's), so the forms' handlers, and a file picked early (useEarlyPick), are in place when
 * what was pressed or sent before hydration is pressed or sent again. A task later, so that state
 * set by those effects has been rendered.
 */
function WhenHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      replayEarlyClicks();
      replayEarlySubmits();
    });
    return () => clearTimeout(timer);
  }, []);
  return children;
}

async function boot(): Promise<void> {
  const element = document.getElementById(BOOT_STATE_ID);
  const container = document.getElementById('root');
  if (!element?.textContent || !container) return;
  const state = JSON.parse(element.textContent) as BootState;
  const route = state.route as PageRoute;
  const toasts = createToastBridge();
  // The router is made after the session it asks for guard state; both reach it through this.
  let navigateTo: Navigate = () => undefined;
  const navigate: Navigate = (to, options) => navigateTo(to, options);
  let onUnauthorized = () => {};
  // Made before the page's chunk has loaded (for the early calls), so the stores come later.
  const made: { stores?: AppStores } = {};
  const client = createBrowserClient({
    pageLocale: () => (made.stores?.route.getState().shown.route ?? route).locale,
    onUnauthorized: () => onUnauthorized(),
    showToast: (toast) => toasts.show(toast),
    translateUnknownError: unknownErrorTranslator(
      () => made.stores?.route.getState().shown ?? { route, messages: state.messages },
    ),
  });
  const early = withEarlyCalls(client);
  const api = early.api;
  // The page's own data travels while its chunk loads, instead of after the chunk, the
  // hydration and the api client's chunk.
  if (!state.error) startEarlyData(route, early.start);
  const loader = (!state.error && route.name && PAGE_MODULES[route.name]) || loadErrorPage;
  // The page's chunk before hydrating, so the first render is the server's, byte for byte.
  const module = await loader();
  const stores = createAppStores({
    page: {
      route,
      module,
      messages: state.messages,
      ...(state.error ? { error: state.error } : {}),
      ...(state.data ? { data: state.data } : {}),
    },
    system: { ...state.system, visitorLatestUpdate: state.latestUpdate },
    session: { sessionCookie: state.sessionCookie },
  });
  made.stores = stores;
  const session = startSession({ stores, api, cookies: browserCookies, navigate });
  onUnauthorized = session.unauthorized;
  const navigator = createNavigator({
    stores,
    dev: import.meta.env.DEV,
    guardState: session.guardState,
    sources: browserDataSources(api),
    onShown: session.onShown,
  });
  navigator.listen();
  navigateTo = (to, options) => navigator.navigate(to, options);

  // A newer deployment, or a chunk of this one that is gone: the next navigation loads afresh.
  watchBuilds({
    runningId: __BUILD_ID__,
    fetchManifest: () =>
      fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' }).then((response) => response.json()),
    onNewBuild: () => stores.system.getState().requireReload(),
  });
  addEventListener('vite:preloadError', () => stores.system.getState().requireReload());

  reactListens();
  hydrateRoot(
    container,
    <StrictMode>
      <WhenHydrated>
        <App
          stores={stores}
          api={api}
          files={client}
          navigate={navigate}
          toasts={toasts}
          colorModeStorage={webStorageColorMode(browserStorage())}
        />
      </WhenHydrated>
    </StrictMode>,
  );
  void session.afterHydration();
}

void boot();
