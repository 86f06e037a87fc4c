import { createStore } from 'zustand/vanilla';

/** The operator's switches, from GET /api/auth/status/ (status false means maintenance). */
export interface SystemState {
  isMaintenance: boolean;
  showNotice: boolean;
  /** This browser holds the operator's maintenance pass (checked by the server). */
  maintenanceBypass: boolean;
  /** A newer build was deployed: the next navigation loads the page afresh. */
  reloadOnNavigate: boolean;
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
    ...initial,
    setStatus: ({ isMaintenance, showNotice }) => set({ isMaintenance, showNotice }),
    requireReload: () => set({ reloadOnNavigate: true }),
  }));
}
