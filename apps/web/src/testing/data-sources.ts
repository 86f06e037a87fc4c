import type { Plan } from '@captio/api-client';
import type { PageDataSources } from '../app/page-data.js';

/** The pages' public data from fixtures, as the api would read it. */
export function testDataSources({ plans = [] }: { plans?: Plan[] } = {}): PageDataSources {
  return { plans: async () => plans };
}
