import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { readFlags, setFlag } from '../modules/system/flags.js';
import { eq } from 'drizzle-orm';
import { plans } from '../db/schema.js';
import { listActivePlans } from '../modules/billing/plans.js';
import { findRedirect, saveRedirect } from '../modules/site/redirects.js';
import { addVersion, newestVersion } from '../modules/versions/versions.js';
import type { AppSiteCache } from '../context.js';
import { SiteCache } from './site-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the site cache', () => {
  it('keeps the switches until the database announces a change, from any connection', async () => {
    const cache = new SiteCache<Awaited<ReturnType<typeof readFlags>>>(t.database.changes);
    let loads = 0;
    const load = () => {
      loads++;
      return readFlags(t.database.db);
    };
    expect((await cache.systemFlags(load)).maintenance).toBe(false);
    expect((await cache.systemFlags(load)).maintenance).toBe(false);
    expect(loads).toBe(1);
    await setFlag(t.database.db, 'maintenance', true);
    await t.database.changes.sync();
    expect((await cache.systemFlags(load)).maintenance).toBe(true);
    expect(loads).toBe(2);
    await setFlag(t.database.db, 'maintenance', false);
    await t.database.changes.sync();
    cache.close();
  });

  it('remembers a path without a redirect, and forgets it when one is saved', async () => {
    const cache = new SiteCache(t.database.changes);
    const lookup = () => cache.redirect('/old', () => findRedirect(t.database.db, '/old'));
    expect(await lookup()).toBeNull();
    await saveRedirect(t.database.db, '/old', '/pricing', new Date());
    await t.database.changes.sync();
    expect(await lookup()).toBe('/pricing');
    cache.close();
  });

  it('keeps the plans on sale until the operator changes one, from any connection', async () => {
    const cache = new SiteCache<unknown, string[]>(t.database.changes);
    let loads = 0;
    const names = () =>
      cache.activePlans(async () => {
        loads++;
        return (await listActivePlans(t.database.db)).map((plan) => plan.name);
      });
    await t.database.db
      .insert(plans)
      .values({ id: 'cache-basic', name: 'Basic', level: 1, price: 499, durationDays: 30 });
    await t.database.changes.sync();
    expect(await names()).toContain('Basic');
    expect(await names()).toContain('Basic');
    expect(loads).toBe(1);
    await t.database.db.update(plans).set({ active: false }).where(eq(plans.id, 'cache-basic'));
    await t.database.changes.sync();
    expect(await names()).not.toContain('Basic');
    expect(loads).toBe(2);
    cache.close();
  });

  it('keeps the newest version until the operator adds one, from any connection', async () => {
    const site: AppSiteCache = new SiteCache(t.database.changes);
    const newest = async () => (await newestVersion({ db: t.database.db, site }))?.version;
    const release = (version: string, at: string) =>
      addVersion(
        t.database.db,
        { version, versionName: `Release ${version}`, versionInfo: '<p>Notes</p>', importance: 1 },
        new Date(at),
      );
    await release('cache-1', '2031-01-01T00:00:00Z');
    await t.database.changes.sync();
    expect(await newest()).toBe('cache-1');
    await release('cache-2', '2031-02-01T00:00:00Z');
    await t.database.changes.sync();
    expect(await newest()).toBe('cache-2');
    site.close();
  });
});
