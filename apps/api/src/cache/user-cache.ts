import type { ChangeFeed } from '../db/change-feed.js';
import type { DriveFileRow } from '../modules/drive/files.js';
import type { SessionRow, UserRow } from '../modules/auth/sessions.js';

export interface UserCacheOptions {
  /** Sessions (and users with drive files) kept at most; past that the cache starts empty again. */
  maxSessions?: number;
  /** How long an entry may be served, whatever the feed says: a bound on any missed change. */
  ttlMs?: number;
  /** Milliseconds now (tests move it). */
  clock?: () => number;
}

interface Stamped<T> {
  value: T;
  at: number;
}

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

const DEFAULT_MAX_SESSIONS = 50_000;
const DEFAULT_TTL_MS = 60_000;

/**
 * The rows nearly every request reads (a session and its user, the user's drive files), kept in
 * memory so that a request does not wait for the database. Any change to them, by any process,
 * reaches every cache through the database's change feed, and a request that changes something
 * drops its user's entries before it answers, so a client always reads its own writes.
 *
 * A read that was under way while some change arrived is not kept: it may have seen the old rows.
 * While the feed is down nothing is served from memory.
 */
export class UserCache {
  private readonly sessions = new Map<string, Stamped<SessionRow>>();
  private readonly users = new Map<number, Stamped<UserRow>>();
  private readonly driveFiles = new Map<number, Stamped<DriveFileRow[]>>();
  private readonly tokensOfUser = new Map<number, Set<string>>();
  /** Counts changes heard; a load keeps its result only if none came in meanwhile. */
  private generation = 0;
  private closed = false;
  private readonly maxSessions: number;
  private readonly ttlMs: number;
  private readonly clock: () => number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    options: UserCacheOptions = {},
  ) {
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.clock = options.clock ?? Date.now;
    this.unsubscribe = feed.subscribe({
      changed: (userId) => (userId === undefined ? this.clear() : this.evictUser(userId)),
    });
  }

  /** The session of a token (by its hash) with its user, from memory or from `load`. */
  async session(
    tokenHash: string,
    load: () => Promise<SessionWithUser | undefined>,
  ): Promise<SessionWithUser | undefined> {
    const now = this.clock();
    const session = this.fresh(this.sessions.get(tokenHash), now);
    // An expired session is the database's to refuse (and to clean up).
    const user =
      session && session.expiresAt.getTime() > now
        ? this.fresh(this.users.get(session.userId), now)
        : undefined;
    if (session && user) return { session, user };

    const started = this.generation;
    const loaded = await load();
    if (loaded && this.mayKeep(started)) {
      this.keepSession(tokenHash, loaded.session);
      this.users.set(loaded.user.id, { value: loaded.user, at: now });
    }
    return loaded;
  }

  /** A user's drive files, from memory or from `load`. */
  async files(userId: number, load: () => Promise<DriveFileRow[]>): Promise<DriveFileRow[]> {
    const now = this.clock();
    const cached = this.fresh(this.driveFiles.get(userId), now);
    if (cached) return cached;
    const started = this.generation;
    const loaded = await load();
    if (this.mayKeep(started)) {
      if (this.driveFiles.size >= this.maxSessions) this.clear();
      this.driveFiles.set(userId, { value: loaded, at: now });
    }
    return loaded;
  }

  /** Drops everything kept of a user (their row, sessions and files). */
  evictUser(userId: number): void {
    this.generation++;
    this.users.delete(userId);
    this.driveFiles.delete(userId);
    const tokens = this.tokensOfUser.get(userId);
    if (!tokens) return;
    for (const token of tokens) this.sessions.delete(token);
    this.tokensOfUser.delete(userId);
  }

  clear(): void {
    this.generation++;
    this.sessions.clear();
    this.users.clear();
    this.driveFiles.clear();
    this.tokensOfUser.clear();
  }

  /** Stops listening; from then on every read goes to the database. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.clear();
  }

  /** Entries held now, for tests and diagnostics. */
  get size(): { sessions: number; users: number; driveFiles: number } {
    return {
      sessions: this.sessions.size,
      users: this.users.size,
      driveFiles: this.driveFiles.size,
    };
  }

  private get serving(): boolean {
    return this.feed.live && !this.closed;
  }

  private fresh<T>(entry: Stamped<T> | undefined, now: number): T | undefined {
    if (!entry || !this.serving || now - entry.at >= this.ttlMs) return undefined;
    return entry.value;
  }

  private mayKeep(startedAt: number): boolean {
    return this.serving && this.generation === startedAt;
  }

  private keepSession(tokenHash: string, session: SessionRow): void {
    // Full: start again rather than track ages. Sessions in use come back on their next request.
    if (!this.sessions.has(tokenHash) && this.sessions.size >= this.maxSessions) this.clear();
    this.sessions.set(tokenHash, { value: session, at: this.clock() });
    let tokens = this.tokensOfUser.get(session.userId);
    if (!tokens) this.tokensOfUser.set(session.userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }
}
