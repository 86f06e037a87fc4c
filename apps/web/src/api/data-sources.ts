import type { PageDataSources } from '../app/page-data.js';
import type { BrowserApi } from './client.js';

/** The pages' public data as the browser reads it on an in-app navigation: through the api. */
export function browserDataSources(api: BrowserApi): PageDataSources {
  return {
    // The page says itself when its plans could not be loaded: no toast on top.
    plans: async () => (await api.call('planList', undefined, { toast: false })).data.result,
  };
}
