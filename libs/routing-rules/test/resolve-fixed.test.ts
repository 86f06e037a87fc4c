import { describe, expect, it } from 'vitest';
import { FIXED_PAGE_NAMES, LOCALES, resolve } from '../src/index.js';
import {
  inLocale,
  LOCALIZED_EXAMPLES,
  PREFIXED_LOCALES,
  UNLOCALIZED_EXAMPLES,
} from './support/routes.js';

const everyLocale = LOCALIZED_EXAMPLES.flatMap((route) =>
  LOCALES.map((locale) => ({ ...route, locale, localizedPath: inLocale(route.path, locale) })),
);

describe('fixed localized routes, in every locale', () => {
  it('the examples cover every fixed page name', () => {
    const named = [...LOCALIZED_EXAMPLES, ...UNLOCALIZED_EXAMPLES].map((route) => route.name);
    expect(named.sort()).toEqual([...FIXED_PAGE_NAMES].sort());
  });

  it.each(everyLocale)(
    '$localizedPath is $name in $locale',
    ({ localizedPath, name, params, locale }) => {
      expect(resolve(localizedPath)).toEqual({ kind: 'page', name, params, locale });
    },
  );

  it.each(everyLocale)('$localizedPath/ drops the trailing slash', ({ localizedPath }) => {
    const withSlash = localizedPath === '/' ? '/' : `${localizedPath}/`;
    const expected = localizedPath === '/' ? 'page' : 'redirect';
    const result = resolve(withSlash);
    expect(result.kind).toBe(expected);
    if (result.kind === 'redirect') expect(result.to).toBe(localizedPath);
  });

  it.each(everyLocale)(
    '$localizedPath keeps its query and hash on the way',
    ({ localizedPath }) => {
      expect(resolve(`${localizedPath}?coupon=true#top`).kind).toBe('page');
      if (localizedPath !== '/') {
        expect(resolve(`${localizedPath}/?coupon=true#top`)).toEqual({
          kind: 'redirect',
          to: `${localizedPath}?coupon=true#top`,
        });
      }
    },
  );

  it.each(LOCALIZED_EXAMPLES)('/en-US$path redirects to the bare $path', ({ path }) => {
    expect(resolve(path === '/' ? '/en-US' : `/en-US${path}`)).toEqual({
      kind: 'redirect',
      to: path,
    });
  });
});

describe('unlocalized routes', () => {
  it.each(UNLOCALIZED_EXAMPLES)('$path is $name, locale en-US', ({ path, name, params }) => {
    expect(resolve(path)).toEqual({ kind: 'page', name, params, locale: 'en-US' });
  });

  const prefixed = UNLOCALIZED_EXAMPLES.flatMap((route) =>
    [...PREFIXED_LOCALES, 'en-US'].map((locale) => ({
      ...route,
      prefixedPath: `/${locale}${route.path}`,
    })),
  );

  // Unlocalized routes (/podcast, /workspace and the others) drop a locale prefix.
  it.each(prefixed)('$prefixedPath redirects to $path', ({ prefixedPath, path }) => {
    expect(resolve(prefixedPath)).toEqual({ kind: 'redirect', to: path });
  });

  it('keeps the query and hash when dropping the prefix', () => {
    expect(resolve('/zh-CN/podcast?page=2#list')).toEqual({
      kind: 'redirect',
      to: '/podcast?page=2#list',
    });
    expect(resolve('/ja-JP/workspace/')).toEqual({ kind: 'redirect', to: '/workspace' });
  });

  it('a podcast name or subtitle keeps its spelling', () => {
    expect(resolve('/podcast/The%20Daily/Ep%201')).toEqual({
      kind: 'page',
      name: 'podcast-name-subtitle',
      params: { name: 'The Daily', subtitle: 'Ep 1' },
      locale: 'en-US',
    });
  });

  it('nothing lives deeper under an unlocalized route', () => {
    expect(resolve('/podcast/a/b/c')).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /podcast/a/b/c',
      path: '/podcast/a/b/c',
    });
    expect(resolve('/zh-CN/workspace/files')).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /zh-CN/workspace/files',
      path: '/zh-CN/workspace/files',
    });
  });
});

describe('fixed routes with parameters', () => {
  it('a result hash is case-sensitive and kept as written', () => {
    expect(resolve('/result/AbC123')).toEqual({
      kind: 'page',
      name: 'result-hash',
      params: { hash: 'AbC123' },
      locale: 'en-US',
    });
  });

  it('transcription- is the transcription result, in any case', () => {
    expect(resolve('/fr-FR/result/transcription-ab12')).toMatchObject({
      name: 'result-transcription-hash',
      params: { hash: 'ab12' },
      locale: 'fr-FR',
    });
    expect(resolve('/Result/Transcription-Ab12')).toEqual({
      kind: 'redirect',
      to: '/result/transcription-Ab12',
    });
  });

  it('an empty transcription hash is a plain hash', () => {
    expect(resolve('/result/transcription-')).toMatchObject({
      name: 'result-hash',
      params: { hash: 'transcription-' },
    });
  });

  it('a blog article is decoded in params and left encoded in the path', () => {
    expect(resolve('/blog/caf%C3%A9-au-lait')).toEqual({
      kind: 'page',
      name: 'blog-article',
      params: { article: 'café-au-lait' },
      locale: 'en-US',
    });
    expect(resolve('/blog/café-au-lait').kind).toBe('page');
  });

  it.each(['/result', '/result/', '/blog/a/b', '/users', '/services', '/tools'])(
    '%s is not a route',
    (path) => {
      expect(resolve(path).kind).toBe('not-found');
    },
  );

  it('the youtube-subtitle-downloader sub-pages are spelled with a capital', () => {
    expect(resolve('/tools/youtube-subtitle-downloader/empty')).toEqual({
      kind: 'redirect',
      to: '/tools/youtube-subtitle-downloader/Empty',
    });
    expect(resolve('/ko-KR/TOOLS/YouTube-Subtitle-Downloader/RESULT')).toEqual({
      kind: 'redirect',
      to: '/ko-KR/tools/youtube-subtitle-downloader/Result',
    });
    expect(resolve('/tools/youtube-subtitle-downloader/Other').kind).toBe('not-found');
  });
});
