import type { Plan } from '@captio/api-client';
import type { SiteCache } from './cache/site-cache.js';
import type { UserCache } from './cache/user-cache.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { FlagName } from './modules/system/flags.js';
import type { UploadLimits } from './modules/plans/levels.js';
import type { VersionRecord } from './modules/versions/versions.js';

/** What route modules need from the running app. */
export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  /** The clock, replaceable in tests (plan expiry, coupons, resets). */
  readonly now: () => Date;
  /** Sessions, users and drive files as requests read them, kept coherent by the change feed. */
  readonly cache: UserCache;
  /**
   * The system switches, the operator's redirects, the plans on sale and the newest version,
   * read by the pages, kept the same way.
   */
  readonly site: AppSiteCache;
  /** The limits of one upload per level; levels.ts's uploadLimits unless a test sets smaller. */
  readonly uploadLimits?: (level: number) => UploadLimits;
}

export type AppSiteCache = SiteCache<Record<FlagName, boolean>, Plan[], VersionRecord | null>;
