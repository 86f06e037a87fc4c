import type { BrowserApi } from './client.js';

/** How long an answer started early waits for the page to ask for it; then it is dropped. */
export const EARLY_CALL_TTL_MS = 30_000;

export interface EarlyCalls {
  /** The api for the app: a call the same as one started early gets that call's answer, once. */
  api: BrowserApi;
  /**
   * Starts now a call that a page about to mount will make, so that its answer travels while
   * the page's code is still loading.
   */
  start: BrowserApi['call'];
}

/** The same endpoint, input and options; a call that can be aborted is never matched. */
function keyOf(args: readonly unknown[]): string | undefined {
  const config = args[2] as { signal?: unknown } | undefined;
  if (config?.signal !== undefined) return undefined;
  return JSON.stringify(args);
}

/**
 * Calls started before the page that needs them has mounted (see app/early-data.ts). The page
 * makes its calls as it always does; the first one that matches an early call takes its answer
 * (or its failure) instead of asking again, and any later one asks the server.
 */
export function withEarlyCalls(api: BrowserApi, ttlMs = EARLY_CALL_TTL_MS): EarlyCalls {
  const pending = new Map<string, Promise<unknown>>();
  const call = ((...args: Parameters<BrowserApi['call']>) => {
    // Most calls come when nothing waits: no key is made (a save's key is its whole document).
    if (pending.size === 0) return api.call(...args);
    const key = keyOf(args);
    const early = key === undefined ? undefined : pending.get(key);
    if (key === undefined || !early) return api.call(...args);
    pending.delete(key);
    return early;
  }) as BrowserApi['call'];
  const start = ((...args: Parameters<BrowserApi['call']>) => {
    const answer = api.call(...args);
    const key = keyOf(args);
    if (key === undefined) return answer;
    // A failure is the page's to handle when it takes the answer: not an unhandled rejection.
    answer.catch(() => undefined);
    pending.set(key, answer);
    setTimeout(() => {
      if (pending.get(key) === answer) pending.delete(key);
    }, ttlMs);
    return answer;
  }) as BrowserApi['call'];
  return { api: { call }, start };
}
