import { describe, expect, it, vi } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed.js';
import type { SessionRow, UserRow } from '../modules/auth/sessions.js';
import { type SessionWithUser, UserCache } from './user-cache.js';

/** A feed the test drives: changes arrive when the test says so. */
class ManualFeed implements ChangeFeed {
  live = true;
  private readonly listeners = new Set<ChangeListener>();
  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  subscribeTasks() {
    return () => {};
  }
  announce(userId: number | undefined) {
    for (const listener of this.listeners) listener.changed(userId);
  }
  sync = async () => {};
  close = async () => {};
}

const HOUR = 3_600_000;

function row(userId: number, expiresAt = Date.now() + HOUR): SessionWithUser {
  return {
    session: { id: `s${userId}`, userId, expiresAt: new Date(expiresAt) } as SessionRow,
    user: { id: userId, name: `user ${userId}` } as UserRow,
  };
}

function setup(options: ConstructorParameters<typeof UserCache>[1] = {}) {
  const feed = new ManualFeed();
  const cache = new UserCache(feed, options);
  return { feed, cache };
}

describe('UserCache sessions', () => {
  it('asks the database once, then answers from memory', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => row(1));
    await cache.session('t1', load);
    const second = await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second?.user.id).toBe(1);
  });

  it('does not remember unknown tokens', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => undefined);
    expect(await cache.session('nope', load)).toBeUndefined();
    expect(await cache.session('nope', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a user's sessions when the database announces a change to that user", async () => {
    const { feed, cache } = setup();
    const load1 = vi.fn(async () => row(1));
    const load2 = vi.fn(async () => row(2));
    await cache.session('t1', load1);
    await cache.session('t2', load2);
    feed.announce(1);
    await cache.session('t1', load1);
    await cache.session('t2', load2);
    expect(load1).toHaveBeenCalledTimes(2);
    expect(load2).toHaveBeenCalledTimes(1);
  });

  it("forgets everything on '*' (a TRUNCATE, or a feed that was down)", async () => {
    const { feed, cache } = setup();
    const load = vi.fn(async () => row(1));
    await cache.session('t1', load);
    feed.announce(undefined);
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves nothing from memory while the feed is down', async () => {
    const { feed, cache } = setup();
    const load = vi.fn(async () => row(1));
    await cache.session('t1', load);
    feed.live = false;
    await cache.session('t1', load);
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size.sessions).toBe(1);
  });

  it('does not keep a read during which a change arrived: it may hold the old row', async () => {
    const { feed, cache } = setup();
    const load = vi.fn(async () => {
      feed.announce(7);
      return row(1);
    });
    await cache.session('t1', load);
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends an expired session back to the database', async () => {
    let now = 1_000_000;
    const { cache } = setup({ clock: () => now });
    const load = vi.fn(async () => row(1, now + 500));
    await cache.session('t1', load);
    now += 499;
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves an entry for ttlMs at most', async () => {
    let now = 1_000_000;
    const { cache } = setup({ clock: () => now, ttlMs: 1000 });
    const load = vi.fn(async () => row(1, now + HOUR));
    await cache.session('t1', load);
    now += 999;
    await cache.session('t1', load);
    now += 1;
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts again when full rather than grow without bound', async () => {
    const { cache } = setup({ maxSessions: 3 });
    for (let i = 1; i <= 3; i++) await cache.session(`t${i}`, async () => row(i));
    expect(cache.size.sessions).toBe(3);
    await cache.session('t4', async () => row(4));
    expect(cache.size).toEqual({ sessions: 1, users: 1, driveFiles: 0 });
  });

  it('serves nothing once closed', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => row(1));
    await cache.session('t1', load);
    cache.close();
    await cache.session('t1', load);
    await cache.session('t1', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size.sessions).toBe(0);
  });
});

describe('UserCache drive files', () => {
  it('keeps a list per user until that user changes', async () => {
    const { feed, cache } = setup();
    const load = vi.fn(async () => []);
    await cache.files(1, load);
    await cache.files(1, load);
    feed.announce(2);
    await cache.files(1, load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.evictUser(1);
    await cache.files(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
