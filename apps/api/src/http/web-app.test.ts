import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTranslator, loadMessages, type Locale } from '@captio/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../db/schema.js';
import { type TestApp, createTestApp } from '../../test/support/test-app.js';

// A web build with a renderer that echoes what the api told it, so these tests see exactly
// what the api passes to the real one (whose pages the end-to-end tests check).
const RENDERER = `
export const sitemapIndex = (origin) => '<sitemapindex>' + origin + '</sitemapindex>';
export const sitemapPart = (origin, name) => (name === 'pages' ? '<urlset>' + origin + '</urlset>' : undefined);
export const robotsTxt = (origin) => 'Sitemap: ' + origin + '/sitemap.xml';
export function createRenderer(template) {
  return async (request) => {
    if (request.url.startsWith('/go-away')) return { kind: 'redirect', location: '/elsewhere' };
    if (request.url.includes('/crash')) throw new Error('secret detail of a broken renderer');
    if (request.url.startsWith('/caught')) {
      return { kind: 'page', status: 500, html: '<p>error page</p>', failure: new Error('page threw') };
    }
    if (request.url.startsWith('/plans-shown')) {
      const plans = await request.sources.plans();
      const names = plans.map((plan) => plan.name).join(',');
      return { kind: 'page', status: 200, html: request.dataGeneration + '|' + names };
    }
    const status = request.url.startsWith('/nope') ? 404 : 200;
    return { kind: 'page', status, html: template.replace('<!--app-html-->', JSON.stringify(request)) };
  };
}
`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'captio-web-'));
  mkdirSync(join(webDist, 'client', 'assets'), { recursive: true });
  mkdirSync(join(webDist, 'server'));
  writeFileSync(join(webDist, 'client', 'index.html'), '<!doctype html><div><!--app-html--></div>');
  writeFileSync(join(webDist, 'client', 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(
    join(webDist, 'client', 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(webDist, 'server', 'entry-server.js'), RENDERER);
  t = await createTestApp({
    CAPTIO_WEB_DIST: webDist,
    CAPTIO_MAINTENANCE_SECRET: 'a-long-enough-operator-secret',
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the api serving the web app', () => {
  it.each([
    ['/', 200, /^text\/html/],
    ['/result/abc123', 200, /^text\/html/],
    ['/zh-CN/pricing', 200, /^text\/html/],
    ['/nope', 404, /^text\/html/],
    ['/assets/app-1234.js', 200, /javascript/],
    ['/favicon.svg', 200, /^image\/svg\+xml/],
    ['/assets/missing.js', 404, /^application\/json/],
    ['/missing.png', 404, /^application\/json/],
    ['/index.html', 404, /^application\/json/],
    ['/api/nothing-here', 404, /^application\/json/],
    ['/sitemap.xml', 200, /^application\/xml/],
    ['/sitemaps/pages.xml', 200, /^application\/xml/],
    ['/sitemaps/nothing.xml', 404, /^application\/json/],
    ['/sitemaps/pages.json', 404, /^application\/json/],
    ['/robots.txt', 200, /^text\/plain/],
  ])('GET %s answers %i', async (url, status, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
  });

  it('passes the address, the public origin and the system state to the renderer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pricing?coupon=true' });
    const request = JSON.parse(
      response.body.slice('<!doctype html><div>'.length, -'</div>'.length),
    );
    expect(request).toMatchObject({
      url: '/pricing?coupon=true',
      origin: 'http://127.0.0.1:3000',
      signedIn: false,
      system: { isMaintenance: false, showNotice: false, maintenanceBypass: false },
      serverRedirect: null,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the renderer’s redirects with 302', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/go-away' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/elsewhere');
  });

  it('gives the maintenance pass only for the right secret', async () => {
    const wrong = await t.app.inject({ method: 'GET', url: '/maintenance?pass=guess' });
    expect(wrong.cookies).toEqual([]);
    const right = await t.app.inject({
      method: 'GET',
      url: '/maintenance?pass=a-long-enough-operator-secret',
    });
    expect(right.statusCode).toBe(302);
    const pass = right.cookies.find((cookie) => cookie.name === 'maintenance_pass');
    expect(pass?.httpOnly).toBe(true);
    const after = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { maintenance_pass: pass?.value ?? '' },
    });
    expect(after.body).toContain('"maintenanceBypass":true');
  });

  it.each<[string, Record<string, string>, Locale]>([
    ['/crash', {}, 'en-US'],
    ['/crash', { 'accept-language': 'de-DE,de;q=0.9' }, 'de-DE'],
    ['/ja-JP/crash', { 'accept-language': 'de-DE' }, 'ja-JP'],
    ['/crash', { cookie: 'i18n_redirected=ko-KR' }, 'ko-KR'],
  ])(
    'answers a renderer that fails on %s with an HTML error page (500) in %j → %s',
    async (url, headers, locale) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      const t9n = createTranslator(locale, await loadMessages(locale));
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<html lang="${locale}">`);
      expect(response.body).toContain(`<h1>${t9n('error.title', { status: 500 })}</h1>`);
      expect(response.body).toContain(t9n('error.generic'));
      expect(response.body).toContain(`>${t9n('error.backHome')}</a>`);
      expect(response.body).not.toMatch(/secret|at .*\.js|stack/i);
    },
  );

  it('sends the web app’s own error page when a page threw, with its status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/caught' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('<p>error page</p>');
  });

  it('gives the renderer the plans on sale, as they are after the operator changes them', async () => {
    const { db } = t.database;
    await db.insert(plans).values([
      { id: 'test-pro', name: 'Pro', level: 1, price: 999, durationDays: 30, credits: 600 },
      { id: 'test-old', name: 'Old', level: 1, price: 1999, active: false },
    ]);
    // The renderer keeps pages per data generation: a change must give a new one.
    const shown = async () => {
      const [generation = '', names = ''] = (
        await t.app.inject({ method: 'GET', url: '/plans-shown' })
      ).body.split('|');
      return { generation: Number(generation), names: names.split(',') };
    };
    const before = await shown();
    expect(before.names).toContain('Pro');
    expect(before.names).not.toContain('Old');
    await db.update(plans).set({ name: 'Pro Plus' }).where(eq(plans.id, 'test-pro'));
    const after = await shown();
    expect(after.names).toContain('Pro Plus');
    expect(after.names).not.toContain('Pro');
    expect(after.generation).toBeGreaterThan(before.generation);
  });

  it('keeps the OpenAPI document to the api: the web routes are not in it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
