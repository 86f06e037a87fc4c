import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { routeRedirects } from '../../db/schema.js';
import { findRedirect } from '../../modules/site/redirects.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const SET_USAGE = '(usage: captio admin redirect set <path> <target>)';

describe('redirect set', () => {
  it.each([
    ['/old-pricing/', '/pricing', '/old-pricing'],
    ['/ja-JP/old-pricing', '/ja-JP/pricing', '/ja-JP/old-pricing'],
    ['/roadmap', 'https://example.com/roadmap?from=site#now', '/roadmap'],
    ['/', 'http://example.org', '/'],
  ])('sends %s to %s, stored as %s', async (path, target, key) => {
    const run = await admin(database.db, ['redirect', 'set', path, target]);
    expect(run.text).toBe(`${key} -> ${target}`);
    expect(await findRedirect(database.db, key)).toBe(target);
  });

  it('replaces the target of a path that has one', async () => {
    await admin(database.db, ['redirect', 'set', '/old-pricing', '/pricing?coupon=true']);
    expect(await findRedirect(database.db, '/old-pricing/')).toBe('/pricing?coupon=true');
    expect(await database.db.select().from(routeRedirects)).toHaveLength(4);
  });

  it.each([
    [['redirect', 'set', '/a'], 'missing <target>'],
    [['redirect', 'set', 'a', '/b'], 'path: a path starts with one "/"'],
    [['redirect', 'set', '//a', '/b'], 'path: a path starts with one "/"'],
    [
      ['redirect', 'set', '/a?x=1', '/b'],
      'path: a path has no query or fragment (they are ignored on lookup)',
    ],
    [
      ['redirect', 'set', '/a b', '/b'],
      'path: a path has no spaces, control characters or backslashes',
    ],
    [['redirect', 'set', '/a', '//evil.example'], 'target: a site path starts with one "/"'],
    [
      ['redirect', 'set', '/a', '/\\evil.example'],
      'target: a target has no spaces, control characters or backslashes',
    ],
    [
      ['redirect', 'set', '/a', 'javascript:alert(1)'],
      'target: an external target is an http or https URL',
    ],
    [
      ['redirect', 'set', '/a', 'ftp://example.com/file'],
      'target: an external target is an http or https URL',
    ],
    [
      ['redirect', 'set', '/a', 'pricing'],
      'target: a target is a site path (/pricing) or an absolute http(s) URL',
    ],
    [['redirect', 'set', '/a/', '/a'], 'target: a path cannot redirect to itself'],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(`${message} ${SET_USAGE}`);
  });
});

describe('redirect delete and list', () => {
  it('lists redirects by path', async () => {
    const run = await admin(database.db, ['redirect', 'list']);
    expect(
      run.text?.split('\n').map((l) => l.replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC$/, 'TIME')),
    ).toEqual([
      'PATH                TARGET                                     SET',
      '/                   http://example.org                         TIME',
      '/ja-JP/old-pricing  /ja-JP/pricing                             TIME',
      '/old-pricing        /pricing?coupon=true                       TIME',
      '/roadmap            https://example.com/roadmap?from=site#now  TIME',
    ]);
  });

  it('deletes a redirect given with or without its trailing slash', async () => {
    const run = await admin(database.db, ['redirect', 'delete', '/roadmap/']);
    expect(run.text).toBe('removed the redirect of /roadmap');
    expect(await findRedirect(database.db, '/roadmap')).toBeNull();
  });

  it('refuses to delete a redirect that does not exist', async () => {
    const run = await admin(database.db, ['redirect', 'delete', '/roadmap']);
    expect(run.outcome).toEqual({
      ok: false,
      kind: 'refused',
      message: 'there is no redirect for /roadmap',
    });
    expect(await database.db.select().from(routeRedirects)).toHaveLength(3);
  });

  it('says so when there are none', async () => {
    await database.db.delete(routeRedirects);
    expect((await admin(database.db, ['redirect', 'list'])).text).toBe('no redirects');
  });
});
