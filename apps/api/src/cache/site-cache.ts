import type { ChangeFeed } from '../db/change-feed.js';

/** Redirect look-ups kept at most: unknown paths are remembered too, and crawlers try many. */
const MAX_PATHS = 10_000;

/**
 * What every page request reads besides its user: the system switches and the operator's
 * redirect for the path. Both change only by an operator's hand, which the database announces
 * on the change feed (migration 0003) from whichever process made it; then everything kept is
 * dropped. A read under way while a change arrives is not kept (it may have seen the old rows),
 * and nothing is served from memory while the feed is down.
 */
export class SiteCache<Flags> {
  private flags: Flags | undefined;
  private readonly redirects = new Map<string, string | null>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly feed: ChangeFeed) {
    this.unsubscribe = feed.subscribe({ changed: () => this.clear() });
  }

  async systemFlags(load: () => Promise<Flags>): Promise<Flags> {
    if (this.feed.live && this.flags !== undefined) return this.flags;
    const generation = this.generation;
    const flags = await load();
    if (this.feed.live && generation === this.generation) this.flags = flags;
    return flags;
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

  clear(): void {
    this.generation++;
    this.flags = undefined;
    this.redirects.clear();
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }
}
