import type { Plan } from '@captio/api-client';
import type { VersionRecord } from '@captio/ui-kit';
import type { PageDataSources } from '../app/page-data.js';
import type { ShellDataSources } from '../server/visitor-latest-update.js';

/** The pages' public data from fixtures, as the api would read it. */
export function testDataSources({
  plans = [],
  newest = null,
}: { plans?: Plan[]; newest?: VersionRecord | null } = {}): PageDataSources & ShellDataSources {
  return { plans: async () => plans, newestVersion: async () => newest };
}
