import { createStore } from 'zustand/vanilla';

/** Which of the shell's overlays are open. One store, so opening one is one call anywhere. */
export interface PopupState {
  fileDrawer: boolean;
  shopPrompt: boolean;
  insufficientCredit: boolean;
  updateLog: boolean;
  /** The invite-friends dialog with the user's invite link. */
  invite: boolean;
}

export type PopupName = keyof PopupState;

export interface PopupActions {
  open(name: PopupName): void;
  close(name: PopupName): void;
  reset(): void;
}

export type PopupStore = ReturnType<typeof createPopupStore>;

const CLOSED: PopupState = {
  fileDrawer: false,
  shopPrompt: false,
  insufficientCredit: false,
  updateLog: false,
  invite: false,
};

export function createPopupStore() {
  return createStore<PopupState & PopupActions>()((set) => ({
    ...CLOSED,
    open: (name) => set({ [name]: true }),
    close: (name) => set({ [name]: false }),
    reset: () => set(CLOSED),
  }));
}
