import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { webStorageColorMode } from '@captio/ui-kit';
import '@captio/ui-kit/tokens.css';
import './styles.css';
import { App } from './app/App.js';
import { loadErrorPage, PAGE_MODULES } from './app/pages.js';
import type { PageRoute } from './app/page-module.js';
import { createNavigator } from './router/navigator.js';
import { BOOT_STATE_ID, type BootState } from './server/document.js';
import { createAppStores } from './state/stores.js';
import { startSession } from './shell/session.js';
import { createBrowserClient } from './api/client.js';
import { createTranslator } from '@captio/i18n';
import { withLocale } from '@captio/routing-rules';
import type { Navigate } from './router/navigation-context.js';
import { createToastBridge } from './shell/toast-bridge.js';

async function boot(): Promise<void> {
  const element = document.getElementById(BOOT_STATE_ID);
  const container = document.getElementById('root');
  if (!element?.textContent || !container) return;
  const state = JSON.parse(element.textContent) as BootState;
  const route = state.route as PageRoute;
  const loader = (!state.error && route.name && PAGE_MODULES[route.name]) || loadErrorPage;
  // The page's chunk before hydrating, so the first render is the server's, byte for byte.
  const module = await loader();
  const stores = createAppStores({
    page: {
      route,
      module,
      messages: state.messages,
      ...(state.error ? { error: state.error } : {}),
    },
    system: state.system,
  });
  const toasts = createToastBridge();
  let navigate: Navigate = () => undefined;
  const api = createBrowserClient({
    onUnauthorized: () => {
      // Called on a 401, long after the session below exists.
      session.unauthorized();
      navigate(withLocale('/users/signin', stores.route.getState().shown.route.locale));
    },
    showToast: (toast) => toasts.show(toast),
    translateUnknownError: (url) => {
      const { shown } = stores.route.getState();
      return createTranslator(shown.route.locale, shown.messages as never)('error.unknown', {
        url,
      });
    },
  });
  const session = startSession(stores, api);
  const navigator = createNavigator({
    stores,
    dev: import.meta.env.DEV,
    guardState: session.guardState,
    onShown: session.onShown,
  });
  navigator.listen();
  navigate = (to, options) => navigator.navigate(to, options);
  hydrateRoot(
    container,
    <StrictMode>
      <App
        stores={stores}
        api={api}
        navigate={navigate}
        toasts={toasts}
        colorModeStorage={webStorageColorMode(localStorage)}
      />
    </StrictMode>,
  );
  session.afterHydration();
}

void boot();
