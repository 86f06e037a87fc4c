import type { KeyValueStore } from '../shell/client-storage.js';

/** A KeyValueStore in memory, for tests. */
export function memoryKeyValueStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
      return true;
    },
    remove: (key) => void values.delete(key),
  };
}
