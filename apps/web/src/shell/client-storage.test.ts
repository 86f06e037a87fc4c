import { describe, expect, test } from 'vitest';
import { webKeyValueStore } from './client-storage.js';

/** A localStorage that holds `capacity` characters in all, and throws past it as a full quota does. */
function storageOf(capacity: number) {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > capacity) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('webKeyValueStore', () => {
  test.each([
    ['a value that fits', storageOf(10), 'short', true, 'short'],
    ['a value past the quota', storageOf(3), 'too long', false, undefined],
    ['no storage at all (site data blocked)', undefined, 'short', false, undefined],
  ])('says whether it kept %s', (_what, storage, value, kept, read) => {
    const store = webKeyValueStore(storage);
    expect(store.set('key', value)).toBe(kept);
    expect(store.get('key')).toBe(read);
  });
});
