import { LOCALES, resolve } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndex, sitemapPart } from './sitemap.js';

const ORIGIN = 'https://captio.example';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

function pathOf(url: string): string {
  return url.slice(ORIGIN.length).replace(/&amp;/g, '&');
}

const parts = locs(sitemapIndex(ORIGIN)).map(
  (url) => /\/sitemaps\/(.+)\.xml$/.exec(url)?.[1] ?? '',
);

describe('the sitemap', () => {
  it('is an index of parts, each under the protocol’s 50,000 addresses', () => {
    expect(parts.filter((part) => part.startsWith('translate-'))).toHaveLength(100);
    // The translation parts are alike: two stand for the hundred.
    for (const part of ['pages', 'tools', 'languages', 'translate-french', 'translate-welsh']) {
      expect(parts).toContain(part);
      const xml = sitemapPart(ORIGIN, part) ?? '';
      expect(locs(xml).length, part).toBeGreaterThan(0);
      expect(locs(xml).length, part).toBeLessThan(50_000);
    }
  });

  it.each([
    ['pages', 15 * LOCALES.length + 4],
    ['tools', (36 + 4 + 2 + 2 + 72) * LOCALES.length],
    ['languages', 200 * LOCALES.length],
    ['translate-english', 99 * LOCALES.length],
  ])('lists every public page of %s in every locale (%i addresses)', (part, count) => {
    expect(locs(sitemapPart(ORIGIN, part) ?? '')).toHaveLength(count);
  });

  it.each(['pages', 'tools', 'languages', 'translate-cantonese'])(
    'lists in %s only addresses that are pages as written (no redirect, no 404)',
    (part) => {
      for (const url of locs(sitemapPart(ORIGIN, part) ?? '')) {
        expect(resolve(pathOf(url)).kind, url).toBe('page');
      }
    },
  );

  it('gives each localized address its 11 alternates and x-default', () => {
    const xml = sitemapPart(ORIGIN, 'tools') ?? '';
    const first = xml.split('<url>')[1] ?? '';
    expect(first.match(/hreflang="/g)).toHaveLength(LOCALES.length + 1);
    expect(first).toContain(`hreflang="x-default" href="${ORIGIN}/youtube-to-mp4"`);
    expect(first).toContain(`hreflang="ja-JP" href="${ORIGIN}/ja-JP/youtube-to-mp4"`);
  });

  it('answers undefined for a part it does not have', () => {
    expect(sitemapPart(ORIGIN, 'translate-klingon')).toBeUndefined();
  });

  it('is named in robots.txt, which keeps crawlers off per-user pages', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /workspace');
    expect(robots).toContain('Disallow: /de-DE/result/');
  });
});
