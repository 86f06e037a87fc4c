import { createStore } from 'zustand/vanilla';

/**
 * The cloud file being worked on (the result page sets it): the drawer highlights its item, and
 * deleting a file from the drawer resets it, so no page keeps showing a file that is gone.
 */
export interface CurrentFileState {
  /** The cloud file hash of /result/{hash}; undefined when no file is open. */
  fileHash: string | undefined;
  /** The file comes from the cloud drive (not a fresh upload). */
  driveFile: boolean;
  /** The streaming playlist of the file's media, or false. */
  m3u8: string | false;
  /** The address the media plays from, or false. */
  url: string | false;
}

export interface CurrentFileActions {
  open(file: Partial<CurrentFileState> & { fileHash: string }): void;
  reset(): void;
}

export type CurrentFileStore = ReturnType<typeof createCurrentFileStore>;

export const NO_CURRENT_FILE: CurrentFileState = {
  fileHash: undefined,
  driveFile: false,
  m3u8: false,
  url: false,
};

export function createCurrentFileStore() {
  return createStore<CurrentFileState & CurrentFileActions>()((set) => ({
    ...NO_CURRENT_FILE,
    open: (file) => set({ ...NO_CURRENT_FILE, ...file }),
    reset: () => set(NO_CURRENT_FILE),
  }));
}
