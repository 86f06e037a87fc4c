// The catalog gate: every locale's catalog passes the catalog rules (the same keys as English,
// valid ICU with the English arguments, real translations, the locale's glossary and form of
// address, French spacing), and the texts the product spec fixes are there.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { checkCatalog } from '../src/catalog-rules.js';
import { LOCALES, type Locale } from '../src/index.js';

const dir = new URL('../messages/', import.meta.url);
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8'));

const catalogs = Object.fromEntries(LOCALES.map((l) => [l, read(l)])) as Record<
  Locale,
  Record<string, string>
>;
const english = catalogs['en-US'];

describe('catalog files', () => {
  it('has exactly one catalog per interface locale', () => {
    const files = readdirSync(dir).sort();
    expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it('the English catalog is not empty', () => {
    expect(Object.keys(english).length).toBeGreaterThan(150);
  });
});

test.each(LOCALES)('%s passes every catalog rule', (locale) => {
  expect(checkCatalog(locale, catalogs[locale], english)).toEqual([]);
});

describe('the texts the product spec names', () => {
  it.each([
    'cookie.title',
    'cookie.desc',
    'cookie.ok',
    'error.unknown',
    'app.404',
    'cloud.drawer.delete',
    'appsumo.activated',
    'appsumo.ok',
    'plan.none',
    'plan.renewal',
    'plan.expiry',
    'quota.freeRemaining',
    'quota.unlimited',
  ])('keeps the key %s, which code looks up by name', (key) => {
    expect(english).toHaveProperty([key]);
  });

  it('keeps the English texts that must stay word for word', () => {
    expect(english['appsumo.activated']).toBe('AppSumo Plan Activated!');
    expect(english['appsumo.ok']).toBe('OK');
    expect(english['upload.network']).toBe('Network error');
    expect(english['upload.aborted']).toBe('Upload cancelled by user');
    expect(english['upload.unknownError']).toBe('Unknown error');
    expect(english['upload.headerError']).toBe('Failed to set headers: {reason}');
    expect(english['upload.setupError']).toBe('Upload initialization failed: {reason}');
    expect(english['upload.timeout']).toBe('Upload timed out after {ms}ms');
    // The unknown-error toast has a fixed Chinese text.
    expect(catalogs['zh-CN']['error.unknown']).toBe('未知错误：{url}，请联系管理员');
  });
});
