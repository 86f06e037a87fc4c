import type { AppStores } from '../state/stores.js';

/**
 * Removes the query from the address without a navigation (a dialog the query opened was
 * dealt with; a reload or a shared link must not open it again), and from the shown route.
 */
export function clearQuery(stores: AppStores): void {
  const { shown } = stores.route.getState();
  if (!shown.route.search && !location.search) return;
  history.replaceState(history.state, '', location.pathname + location.hash);
  stores.route.getState().show({ ...shown, route: { ...shown.route, search: '' } });
}
