import type { ChangeFeed } from '../db/change-feed.js';

/** Redirect look-ups kept at most: unknown paths are remembered too, and crawlers try many. */
const MAX_PATHS = 10_000;

/**
 * What every page request reads besides its user: the system switches, the operator's
 * redirect for the path, the plans on sale (the pricing page shows them in its HTML), the
 * newest version (a visitor's page carries its announcement) and the coupon offered to free
 * users (check_login says whether one is). All change by an operator's hand (a coupon also
 * when it is used), which the database announces on the change feed (migrations 0003, 0005,
 * 0006 and 0017) from whichever process made it; then everything kept is dropped. A read under way
 * while a change arrives is not kept (it may have seen the old rows), and nothing is served
 * from memory while the feed is down.
 */
export class SiteCache<Flags, Plans = unknown, Newest = unknown, Offer = unknown> {
  private flags: Flags | undefined;
  private plans: Plans | undefined;
  private newest: Newest | undefined;
  private offer: Offer | undefined;
  private readonly redirects = new Map<string, string | null>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  /**
   * How many changes the database has announced: what was read before a change carries an older
   * number, so a page rendered from it (kept per generation) is not served after the change.
   */
  get changeCount(): number {
    return this.generation;
  }

  constructor(private readonly feed: ChangeFeed) {
    this.unsubscribe = feed.subscribe({ changed: () => this.clear() });
  }

  systemFlags(load: () => Promise<Flags>): Promise<Flags> {
    return this.kept(
      () => this.flags,
      (flags) => (this.flags = flags),
      load,
    );
  }

  /** The plans on sale, as the pages show them. */
  activePlans(load: () => Promise<Plans>): Promise<Plans> {
    return this.kept(
      () => this.plans,
      (plans) => (this.plans = plans),
      load,
    );
  }

  /** The newest version's release notes (null: there is none yet). */
  newestVersion(load: () => Promise<Newest>): Promise<Newest> {
    return this.kept(
      () => this.newest,
      (newest) => (this.newest = newest),
      load,
    );
  }

  /** The coupon offered to free users (null: none is). */
  offeredCoupon(load: () => Promise<Offer>): Promise<Offer> {
    return this.kept(
      () => this.offer,
      (offer) => (this.offer = offer),
      load,
    );
  }

  /** `key` is the path as redirects are stored (no query, no trailing slash). */
  async redirect(key: string, load: () => Promise<string | null>): Promise<string | null> {
    if (this.feed.live && this.redirects.has(key)) return this.redirects.get(key) ?? null;
    const generation = this.generation;
    const target = await load();
    if (this.feed.live && generation === this.generation) {
      if (this.redirects.size >= MAX_PATHS) this.redirects.clear();
      this.redirects.set(key, target);
    }
    return target;
  }

  /** A value kept while the feed is live and no change arrived during its read. */
  private async kept<T>(
    read: () => T | undefined,
    keep: (value: T) => void,
    load: () => Promise<T>,
  ): Promise<T> {
    const held = read();
    if (this.feed.live && held !== undefined) return held;
    const generation = this.generation;
    const value = await load();
    if (this.feed.live && generation === this.generation) keep(value);
    return value;
  }

  clear(): void {
    this.generation++;
    this.flags = undefined;
    this.plans = undefined;
    this.newest = undefined;
    this.offer = undefined;
    this.redirects.clear();
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }
}
