import { createStore } from 'zustand/vanilla';
import type { VersionRecord } from '@captio/ui-kit';

/** The operator's switches, from GET /api/auth/status/ (status false means maintenance). */
export interface SystemState {
  isMaintenance: boolean;
  showNotice: boolean;
  /** This browser holds the operator's maintenance pass (checked by the server). */
  maintenanceBypass: boolean;
  /** A newer build was deployed: the next navigation loads the page afresh. */
  reloadOnNavigate: boolean;
  /**
   * The server's answer for a visitor: the version the latest-updates dialog announces (null:
   * none); undefined when the server did not say, and the browser asks the api.
   */
  visitorLatestUpdate: VersionRecord | null | undefined;
}

export interface SystemActions {
  setStatus(status: { isMaintenance: boolean; showNotice: boolean }): void;
  requireReload(): void;
}

export type SystemStore = ReturnType<typeof createSystemStore>;

export function createSystemStore(initial: Partial<SystemState> = {}) {
  return createStore<SystemState & SystemActions>()((set) => ({
    isMaintenance: false,
    showNotice: false,
    maintenanceBypass: false,
    reloadOnNavigate: false,
    visitorLatestUpdate: undefined,
    ...initial,
    setStatus: ({ isMaintenance, showNotice }) => set({ isMaintenance, showNotice }),
    requireReload: () => set({ reloadOnNavigate: true }),
  }));
}
