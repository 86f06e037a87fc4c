import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@captio/routing-rules';
import {
  ColorModeProvider,
  LinkProvider,
  NotificationsProvider,
  type ColorModeStorage,
} from '@captio/ui-kit';
import type { BrowserApi, BrowserFiles } from '../api/client.js';
import { ApiProvider } from '../api/api-context.js';
import { ToastBridgeConnector, type ToastBridge } from '../shell/toast-bridge.js';
import { RouteAnnouncer } from '../router/RouteAnnouncer.js';
import { RouterLink } from '../router/RouterLink.js';
import { NavigationProvider, type Navigate } from '../router/navigation-context.js';
import { Shell } from '../shell/Shell.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { StoresProvider, useRoute, type AppStores } from '../state/stores.js';

export interface AppProps {
  stores: AppStores;
  navigate: Navigate;
  /** The browser's api client; the server renders without one. */
  api?: BrowserApi;
  /** The api's file answers (a link's subtitle track); the server renders without them. */
  files?: BrowserFiles;
  toasts?: ToastBridge;
  colorModeStorage?: ColorModeStorage;
}

function CurrentPage({ onChunkLoadError }: { onChunkLoadError: () => void }) {
  const shown = useRoute((state) => state.shown);
  const { Page } = shown.module;
  return (
    <PageErrorBoundary page={shown} onChunkLoadError={onChunkLoadError}>
      <Page route={shown.route} />
    </PageErrorBoundary>
  );
}

function Localized({ children }: { children: React.ReactNode }) {
  const shown = useRoute((state) => state.shown);
  return (
    <IntlProvider
      locale={shown.route.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={shown.messages}
    >
      <LinkProvider locale={shown.route.locale} component={RouterLink}>
        {children}
      </LinkProvider>
    </IntlProvider>
  );
}

/** The whole app, the same tree on the server and in the browser (so hydration matches). */
export function App({ stores, navigate, api, files, toasts, colorModeStorage }: AppProps) {
  return (
    <ApiProvider value={api} files={files}>
      <StoresProvider stores={stores}>
        <NavigationProvider value={navigate}>
          <Localized>
            <ColorModeProvider {...(colorModeStorage ? { storage: colorModeStorage } : {})}>
              <NotificationsProvider>
                <ToastBridgeConnector bridge={toasts} />
                <Shell>
                  <CurrentPage onChunkLoadError={() => stores.system.getState().requireReload()} />
                </Shell>
                <RouteAnnouncer />
              </NotificationsProvider>
            </ColorModeProvider>
          </Localized>
        </NavigationProvider>
      </StoresProvider>
    </ApiProvider>
  );
}
