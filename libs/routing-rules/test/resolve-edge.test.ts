import { describe, expect, it } from 'vitest';
import { resolve } from '../src/index.js';

const notFound = (path: string) => ({
  kind: 'not-found',
  message: `Page Not Found: ${path}`,
  path,
});
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('locale prefixes', () => {
  it.each([
    ['/zh-CN', { kind: 'page', name: 'index', params: {}, locale: 'zh-CN' }],
    ['/zh-CN/', redirect('/zh-CN')],
    ['/zh-CN?invite_code=abc', { kind: 'page', name: 'index', params: {}, locale: 'zh-CN' }],
    ['/zh-CN/?invite_code=abc', redirect('/zh-CN?invite_code=abc')],
    ['/zh-cn', redirect('/zh-CN')],
    ['/ZH-CN/pricing', redirect('/zh-CN/pricing')],
    ['/zh%2DCN/pricing', redirect('/zh-CN/pricing')],
    ['/en-US', redirect('/')],
    ['/en-us/pricing', redirect('/pricing')],
  ])('%s', (path, expected) => {
    expect(resolve(path)).toEqual(expected);
  });

  it.each([
    '/xx-XX/pricing',
    '/xx-XX',
    '/zh/pricing',
    '/zh-HK/pricing',
    '/en/pricing',
    '/fr/pricing',
    '/zh-CN/zh-CN',
    '/zh-CN/en-US/pricing',
    '/pricing/zh-CN',
    '/zh-CNpricing',
  ])('%s is not found', (path) => {
    expect(resolve(path)).toEqual(notFound(path));
  });
});

describe('slashes', () => {
  it.each([
    ['/', { kind: 'page', name: 'index', params: {}, locale: 'en-US' }],
    ['//', redirect('/')],
    ['/pricing/', redirect('/pricing')],
    ['/pricing//', redirect('/pricing')],
    ['//pricing', redirect('/pricing')],
    ['///pricing', redirect('/pricing')],
    ['/pricing//package-redeem', redirect('/pricing/package-redeem')],
    ['//zh-CN//users///signin/', redirect('/zh-CN/users/signin')],
    ['/youtube-to-mp4/', redirect('/youtube-to-mp4')],
    ['/tiktok-to-mp3/', redirect('/404')],
  ])('%s', (path, expected) => {
    expect(resolve(path)).toEqual(expected);
  });

  it('a redirect never starts with two slashes, which would leave the site', () => {
    const result = resolve('//evil.example/pricing');
    expect(result).toEqual(notFound('//evil.example/pricing'));
    expect(resolve('//pricing')).toEqual(redirect('/pricing'));
  });
});

describe('letter case', () => {
  it.each([
    ['/Pricing', '/pricing'],
    ['/PRICING/Package-Redeem', '/pricing/package-redeem'],
    ['/Users/SignIn', '/users/signin'],
    ['/YouTube-to-MP4', '/youtube-to-mp4'],
    ['/fr-FR/Video-Translator', '/fr-FR/video-translator'],
    ['/Subtitle-Generator-English', '/subtitle-generator-english'],
    ['/Convert-SRT-to-VTT', '/convert-srt-to-vtt'],
    ['/translate-English-media-to-French', '/translate-english-media-to-french'],
    ['/Workspace', '/workspace'],
    ['/Sitemap.XML', '/sitemap.xml'],
    ['/Podcast/Serial', '/podcast/Serial'],
    ['/BLOG/Hello-World', '/blog/Hello-World'],
  ])('%s redirects to %s', (path, to) => {
    expect(resolve(path)).toEqual(redirect(to));
  });

  it('an invalid parameter in any case goes to /404 in one step', () => {
    expect(resolve('/TikTok-to-MP3')).toEqual(redirect('/404'));
    expect(resolve('/ZH-tw/TikTok-to-MP3/')).toEqual(redirect('/zh-TW/404'));
  });
});

describe('query strings and hashes', () => {
  it('are not part of the route', () => {
    expect(resolve('/pricing?coupon=true')).toEqual({
      kind: 'page',
      name: 'pricing',
      params: {},
      locale: 'en-US',
    });
    expect(resolve('/youtube-to-mp4?url=https://youtu.be/x#t=1')).toMatchObject({
      kind: 'page',
      params: { sns: 'youtube', format: 'mp4' },
    });
    expect(resolve('/result/abc#player')).toMatchObject({ params: { hash: 'abc' } });
  });

  it('are kept by a canonical redirect, dropped by /404', () => {
    expect(resolve('/Pricing/?coupon=true#plans')).toEqual(redirect('/pricing?coupon=true#plans'));
    expect(resolve('/tiktok-to-mp3?url=x')).toEqual(redirect('/404'));
  });

  it('a hash before a question mark holds it', () => {
    expect(resolve('/pricing/#a?b')).toEqual(redirect('/pricing#a?b'));
  });

  it('the not-found message names the path without them', () => {
    expect(resolve('/nope?x=1#y')).toEqual(notFound('/nope'));
  });
});

describe('percent-encoding', () => {
  it('literal parts are decoded, then respelled', () => {
    expect(resolve('/%70ricing')).toEqual(redirect('/pricing'));
    expect(resolve('/result/%74ranscription-ab')).toEqual(redirect('/result/transcription-ab'));
    expect(resolve('/youtube%2Dto%2Dmp4')).toEqual(redirect('/youtube-to-mp4'));
  });

  it('values are decoded in params and kept as written in the path', () => {
    expect(resolve('/blog/a%2Fb')).toMatchObject({ kind: 'page', params: { article: 'a/b' } });
    expect(resolve('/podcast/%E4%B8%AD%E6%96%87')).toMatchObject({
      kind: 'page',
      params: { name: '中文' },
    });
  });

  it('an encoded slash is not a separator', () => {
    expect(resolve('/pricing%2Fpackage-redeem')).toEqual(notFound('/pricing%2Fpackage-redeem'));
  });

  it.each(['/%', '/blog/%E0%A4%A', '/%zz', '/zh-CN/%'])('malformed %s is not found', (path) => {
    expect(resolve(path)).toEqual(notFound(path));
  });
});

describe('anything else', () => {
  it.each([
    '/404',
    '/zh-CN/404',
    '/index',
    '/home',
    '/login',
    '/users/signout',
    '/api',
    '/api/auth/status/',
    '/blog-article',
    '/result-hash',
    '/tools/youtube-subtitle-downloader/Empty/more',
    '/transcribe',
    '/\\evil.example',
  ])('%s is not found', (path) => {
    expect(resolve(path)).toEqual(notFound(path));
  });

  it.each(['', 'pricing', '?x=1', '#top', 'https://captio.app/pricing', ' /pricing'])(
    '%j does not start with a slash: not found',
    (path) => {
      expect(resolve(path).kind).toBe('not-found');
    },
  );

  it('reports the path as given', () => {
    expect(resolve('/Nope/')).toEqual(notFound('/Nope/'));
    expect(resolve('/zh-CN/nope')).toEqual(notFound('/zh-CN/nope'));
  });

  it('is the same without options and with dev false', () => {
    expect(resolve('/pricing', {})).toEqual(resolve('/pricing'));
    expect(resolve('/pricing', { dev: true })).toEqual(resolve('/pricing'));
  });
});

describe('dot segments', () => {
  // What a browser does to them before the page loads (WHATWG URL): a path that still has them
  // comes from a script or a server, and goes where the browser would have gone.
  it.each([
    ['/.', '/'],
    ['/..', '/'],
    ['/pricing/..', '/'],
    ['/pricing/../credits', '/credits'],
    ['/./pricing', '/pricing'],
    ['/users/./signin', '/users/signin'],
    ['/blog/..', '/'],
    ['/blog/a/..', '/blog'],
    ['/result/%2e%2e', '/'],
    ['/result/.%2E/pricing', '/pricing'],
    ['/podcast/.', '/podcast'],
    ['/zh-CN/..', '/'],
    ['/zh-CN/../pricing', '/pricing'],
    ['/zh-CN/./pricing?x=1#y', '/zh-CN/pricing?x=1#y'],
    ['/../../../settings', '/settings'],
    ['/fr-FR/blog/../Pricing/', '/fr-FR/pricing'],
  ])('%s redirects to %s', (path, to) => {
    expect(resolve(path)).toEqual(redirect(to));
  });

  it('a value is never a dot segment', () => {
    for (const path of ['/blog/..', '/result/.', '/podcast/%2E%2E', '/podcast/a/..']) {
      const result = resolve(path);
      expect(result.kind, path).not.toBe('page');
    }
  });

  it('dots inside a value are ordinary characters', () => {
    expect(resolve('/blog/...')).toMatchObject({ kind: 'page', params: { article: '...' } });
    expect(resolve('/blog/v1.2')).toMatchObject({ kind: 'page', params: { article: 'v1.2' } });
  });

  it('what is left after them may still be nothing', () => {
    expect(resolve('/nope/../nowhere')).toEqual(notFound('/nope/../nowhere'));
  });
});

describe('the not-found path, as a reader sees it', () => {
  it('is decoded, as the address bar shows it', () => {
    expect(resolve('/zh-CN/%E5%8D%9A%E5%AE%A2')).toEqual(notFound('/zh-CN/博客'));
    expect(resolve('/caf%C3%A9?x=%C3%A9')).toEqual(notFound('/café'));
  });

  it('keeps the escapes of reserved characters and control characters', () => {
    expect(resolve('/a%2Fb%3Fc%23d')).toEqual(notFound('/a%2Fb%3Fc%23d'));
    expect(resolve('/a%0Ab')).toEqual(notFound('/a%0Ab'));
    expect(resolve('/a%00b')).toEqual(notFound('/a%00b'));
  });

  it('stays as written when it cannot be decoded', () => {
    expect(resolve('/%E0%A4%A')).toEqual(notFound('/%E0%A4%A'));
  });

  it('is cut, with an ellipsis, when very long', () => {
    const long = `/${'a'.repeat(5000)}`;
    const result = resolve(long);
    expect(result.kind).toBe('not-found');
    if (result.kind !== 'not-found') return;
    expect(result.path).toBe(`${long.slice(0, 1024)}…`);
    expect(result.message).toBe(`Page Not Found: ${result.path}`);
  });
});

describe('very long paths', () => {
  it.each([
    ['a pattern value', `/${'youtube'.repeat(20_000)}-to-mp4`, 'redirect'],
    ['many separators', `/${'a-to-'.repeat(20_000)}`, 'redirect'],
    ['many segments', `/${'a/'.repeat(50_000)}`, 'not-found'],
    ['a long blog slug', `/blog/${'a'.repeat(100_000)}`, 'page'],
  ] as const)('%s: answered quickly', (_what, path, kind) => {
    const started = performance.now();
    expect(resolve(path).kind).toBe(kind);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
