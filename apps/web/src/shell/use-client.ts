import { useEffect, useMemo, useState } from 'react';
import { browserStorage, webKeyValueStore, type KeyValueStore } from './client-storage.js';
import { debounce, isMobileWidth, MOBILE_RECHECK_MS } from './mobile.js';

/**
 * False on the server and in the first browser render (which must equal the server's), true
 * from the next one: for what only the browser knows (storage, viewport width).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The narrow-screen flag: false until mounted (the server renders the desktop header), then
 * from the viewport's width, recomputed once resizing pauses.
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const update = () => setMobile(isMobileWidth(window.innerWidth));
    update();
    const resized = debounce(update, MOBILE_RECHECK_MS);
    window.addEventListener('resize', resized.call);
    return () => {
      resized.cancel();
      window.removeEventListener('resize', resized.call);
    };
  }, []);
  return mobile;
}

/** localStorage as the shell's key-value store (empty and forgetful when blocked). */
export function useBrowserStore(): KeyValueStore {
  return useMemo(() => webKeyValueStore(browserStorage()), []);
}
