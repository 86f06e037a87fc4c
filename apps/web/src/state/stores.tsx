import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createCurrentFileStore,
  type CurrentFileActions,
  type CurrentFileState,
  type CurrentFileStore,
} from './current-file-store.js';
import {
  createPopupStore,
  type PopupActions,
  type PopupName,
  type PopupState,
  type PopupStore,
} from './popup-store.js';
import {
  createRouteStore,
  type RouteActions,
  type RouteState,
  type RouteStore,
  type ShownPage,
} from './route-store.js';
import {
  createSessionStore,
  type SessionActions,
  type SessionState,
  type SessionStore,
} from './session-store.js';
import {
  createSystemStore,
  type SystemActions,
  type SystemState,
  type SystemStore,
} from './system-store.js';

/**
 * The app's state, one store per domain. Made per app instance (never module globals), so two
 * requests the server renders at once never share a user.
 */
export interface AppStores {
  session: SessionStore;
  system: SystemStore;
  popups: PopupStore;
  route: RouteStore;
  currentFile: CurrentFileStore;
}

export interface InitialState {
  page: ShownPage;
  system?: Partial<SystemState>;
  /** What is known of the session before the first render (the server: its session cookie). */
  session?: Partial<SessionState>;
}

export function createAppStores({ page, system, session }: InitialState): AppStores {
  return {
    session: createSessionStore(session),
    system: createSystemStore(system),
    popups: createPopupStore(),
    route: createRouteStore(page),
    currentFile: createCurrentFileStore(),
  };
}

const StoresContext = createContext<AppStores | undefined>(undefined);

export function StoresProvider({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return <StoresContext value={stores}>{children}</StoresContext>;
}

export function useAppStores(): AppStores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useAppStores outside StoresProvider');
  return stores;
}

export function useSession<T>(select: (state: SessionState & SessionActions) => T): T {
  return useStore(useAppStores().session, select);
}

export function useSystem<T>(select: (state: SystemState & SystemActions) => T): T {
  return useStore(useAppStores().system, select);
}

export function usePopups<T>(select: (state: PopupState & PopupActions) => T): T {
  return useStore(useAppStores().popups, select);
}

export function useRoute<T>(select: (state: RouteState & RouteActions) => T): T {
  return useStore(useAppStores().route, select);
}

export function useCurrentFile<T>(select: (state: CurrentFileState & CurrentFileActions) => T): T {
  return useStore(useAppStores().currentFile, select);
}

/**
 * Opens one of the shell's overlays from a page: `const open = useOpenPopup();` then
 * `open('shopPrompt')` (a feature of a paid plan) or `open('insufficientCredit')` (a task costs
 * more credits than the balance).
 */
export function useOpenPopup(): (name: PopupName) => void {
  return usePopups((state) => state.open);
}
