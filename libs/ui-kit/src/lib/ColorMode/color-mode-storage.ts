import { isColorModePreference, type ColorModePreference } from './color-mode.js';

/** Where the preference is kept between visits; the app passes one (or none). */
export interface ColorModeStorage {
  read: () => ColorModePreference | undefined;
  write: (preference: ColorModePreference) => void;
}

export const COLOR_MODE_STORAGE_KEY = 'captio-color-mode';

/**
 * A ColorModeStorage over localStorage (or any Web Storage). Storage that throws (private
 * browsing, blocked cookies, quota) acts as empty: the preference then lasts for the visit.
 * A stored value that is not a preference is ignored.
 */
export function webStorageColorMode(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  key: string = COLOR_MODE_STORAGE_KEY,
): ColorModeStorage {
  return {
    read: () => {
      try {
        const value = storage?.getItem(key);
        return isColorModePreference(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write: (preference) => {
      try {
        storage?.setItem(key, preference);
      } catch {
        // Not persisted; the choice still applies until the page is left.
      }
    },
  };
}
