import type { PageName } from '@captio/routing-rules';
import type { BrowserApi } from '../api/client.js';
import { startResultCall } from '../pages/result/result-address.js';
import type { PageRoute } from './page-module.js';

type EarlyStart = (route: PageRoute, start: BrowserApi['call']) => void;

/**
 * The reader's own data a page fetches once mounted, asked for as soon as the browser knows the
 * route: while the page's chunk loads and the app hydrates, not after. The page makes the same
 * call when it mounts and gets this answer (api/early-calls.ts). Only small modules belong here:
 * they are part of the entry chunk.
 */
const EARLY_DATA: Partial<Record<PageName, EarlyStart>> = {
  // A three-hour transcript is megabytes: its answer is what the result page waits for longest.
  'result-hash': startResultCall,
  'result-transcription-hash': startResultCall,
};

/** Starts the early calls of the page the browser opened on, if it has any. */
export function startEarlyData(route: PageRoute, start: BrowserApi['call']): void {
  if (route.name) EARLY_DATA[route.name]?.(route, start);
}
