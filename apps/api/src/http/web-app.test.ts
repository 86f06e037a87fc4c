import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/support/test-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'captio-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Captio</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ CAPTIO_WEB_DIST: webDist });
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
    ['/assets/app-1234.js', 200, /javascript/],
    ['/favicon.svg', 200, /^image\/svg\+xml/],
    ['/assets/missing.js', 404, /^application\/json/],
    ['/missing.png', 404, /^application\/json/],
    ['/api/nothing-here', 404, /^application\/json/],
  ])('GET %s answers %i', async (url, status, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
  });

  it('keeps the OpenAPI document to the api: the web routes are not in it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
