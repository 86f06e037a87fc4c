import type { Coupon, Plan } from '@captio/api-client';
import type { LinkFetcher } from '@captio/media-engines';
import type { SiteCache } from './cache/site-cache.js';
import type { UserCache } from './cache/user-cache.js';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Database } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { SpeechEngines } from './modules/tasks/engines.js';
import type { WritingEngines } from './modules/tasks/writing-engines.js';
import type { Translators } from './modules/translation/translators.js';
import type { FlagName } from './modules/system/flags.js';
import type { UploadLimits } from './modules/plans/levels.js';
import type { PasswordCost } from './modules/auth/password.js';
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
  /** The scrypt cost of new password hashes; password.ts's PASSWORD_COST unless a test sets less. */
  readonly passwordCost: PasswordCost;
  /** The limits of one upload per level; levels.ts's uploadLimits unless a test sets smaller. */
  readonly uploadLimits?: (level: number) => UploadLimits;
  /** The limits of one link per level; levels.ts's linkLimits unless a test sets smaller. */
  readonly linkLimits?: (level: number) => UploadLimits;
  /** Fetches links (yt-dlp); undefined when yt-dlp is not installed: link calls answer 503. */
  readonly links: LinkFetcher | undefined;
  /** What the database announces, from every process: task progress for server-sent events. */
  readonly changes: ChangeFeed;
  /** Where new tasks' jobs go; absent in a process that creates no tasks (some tests). */
  readonly queue: JobQueue | undefined;
  /** The speech engines this server runs. */
  readonly engines: SpeechEngines;
  /** The writing engines (articles) this server runs. */
  readonly writers: WritingEngines;
  /** The translation engines this server runs, and those set up that cannot run. */
  readonly translators: Translators;
}

export type AppSiteCache = SiteCache<
  Record<FlagName, boolean>,
  Plan[],
  VersionRecord | null,
  Coupon | null
>;
