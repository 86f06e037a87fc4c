import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERATOR_FORMATS,
  LOCALES,
  MEDIA_FILE_EXTENSIONS,
  OUTPUT_FORMATS,
  PAGE_NAMES,
  pathTo,
  resolve,
  SNS_SITES,
  SPOKEN_LANGUAGES,
  SUBTITLE_FORMATS,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
} from '../src/index.js';
import type { Locale, PageName, PathParams } from '../src/index.js';
import { inLocale, LOCALIZED_EXAMPLES, UNLOCALIZED_EXAMPLES } from './support/routes.js';

/** pathTo over names and params the table holds as plain strings. */
const untypedPathTo = pathTo as (
  page: string,
  params: unknown,
  locale: string,
  options?: { dev?: boolean },
) => string;

describe('fixed pages', () => {
  const localized = LOCALES.flatMap((locale) =>
    LOCALIZED_EXAMPLES.map((example) => ({ ...example, locale })),
  );
  it.each(localized)(
    '$name in $locale is $path under its prefix',
    ({ name, params, path, locale }) => {
      expect(untypedPathTo(name, params, locale)).toBe(inLocale(path, locale));
    },
  );

  const unlocalized = LOCALES.flatMap((locale) =>
    UNLOCALIZED_EXAMPLES.map((example) => ({ ...example, locale })),
  );
  it.each(unlocalized)(
    '$name in $locale is $path, never prefixed',
    ({ name, params, path, locale }) => {
      expect(untypedPathTo(name, params, locale)).toBe(path);
    },
  );
});

describe('pattern pages', () => {
  it.each([
    ['sns-to-format', { sns: 'youtube', format: 'mp3' }, 'zh-CN', '/zh-CN/youtube-to-mp3'],
    ['sns-to-format', { sns: 'x', format: 'mp4' }, 'en-US', '/x-to-mp4'],
    ['media-translator', { media: 'captions' }, 'fr-FR', '/fr-FR/captions-translator'],
    ['media-text-converter', { media: 'audio' }, 'en-US', '/audio-text-converter'],
    ['subtitle-generator', { subtitle: 'vtt' }, 'ko-KR', '/ko-KR/vtt-generator'],
    [
      'subtitle-generator-language',
      { language: 'cantonese' },
      'en-US',
      '/subtitle-generator-cantonese',
    ],
    [
      'transcribe-language',
      { language: 'haitian-creole' },
      'de-DE',
      '/de-DE/transcribe-haitian-creole',
    ],
    ['convert-t1-to-t2', { t1: 'vtt', t2: 'srt' }, 'en-US', '/convert-vtt-to-srt'],
    [
      'translate-l1-media-to-l2',
      { l1: 'english', l2: 'japanese' },
      'ja-JP',
      '/ja-JP/translate-english-media-to-japanese',
    ],
  ])('%s %o in %s is %s', (name, params, locale, path) => {
    expect(untypedPathTo(name, params, locale)).toBe(path);
  });

  it('/transcribe-{fileExt}-to-text exists in development builds only', () => {
    expect(pathTo('transcribe-fileExt-to-text', { fileExt: 'mp4' }, 'it-IT', { dev: true })).toBe(
      '/it-IT/transcribe-mp4-to-text',
    );
    expect(() => pathTo('transcribe-fileExt-to-text', { fileExt: 'mp4' }, 'it-IT')).toThrow(
      /development builds only/,
    );
  });

  // pathTo writes a pattern page exactly when resolve shows it: every value of every list.
  const pairs = <A extends string, B extends string>(as: readonly A[], bs: readonly B[]) =>
    as.flatMap((a) => bs.map((b) => [a, b] as const));
  const languages = SPOKEN_LANGUAGES.map(({ name }) => name);
  it.each([
    ...pairs(SNS_SITES, OUTPUT_FORMATS).map(([sns, format]) => ({
      name: 'sns-to-format',
      params: { sns, format },
      path: `/${sns}-to-${format}`,
    })),
    ...pairs(SUBTITLE_FORMATS, SUBTITLE_FORMATS).map(([t1, t2]) => ({
      name: 'convert-t1-to-t2',
      params: { t1, t2 },
      path: `/convert-${t1}-to-${t2}`,
    })),
    ...pairs(languages.slice(0, 12), languages.slice(0, 12)).map(([l1, l2]) => ({
      name: 'translate-l1-media-to-l2',
      params: { l1, l2 },
      path: `/translate-${l1}-media-to-${l2}`,
    })),
  ])('$path: a path when resolve shows the page, else a TypeError', ({ name, params, path }) => {
    const shown = resolve(path).kind === 'page';
    if (shown) expect(untypedPathTo(name, params, 'en-US')).toBe(path);
    else expect(() => untypedPathTo(name, params, 'en-US')).toThrow(TypeError);
  });
});

describe('values are percent-encoded as one segment', () => {
  it.each([
    ['result-hash', { hash: '9f86 d0/81?x#y' }, '/result/9f86%20d0%2F81%3Fx%23y'],
    ['result-transcription-hash', { hash: 'a%b' }, '/result/transcription-a%25b'],
    ['blog-article', { article: '博客' }, '/blog/%E5%8D%9A%E5%AE%A2'],
    ['blog-article', { article: 'Otter-vs-Captio' }, '/blog/Otter-vs-Captio'],
    ['blog-article', { article: '...' }, '/blog/...'],
    ['podcast-name', { name: 'zh-CN' }, '/podcast/zh-CN'],
    ['podcast-name-subtitle', { name: 'a/b', subtitle: '..x' }, '/podcast/a%2Fb/..x'],
  ])('%s %o is %s, and resolve gives the values back', (name, params, path) => {
    expect(untypedPathTo(name, params, 'en-US')).toBe(path);
    expect(resolve(path)).toMatchObject({ kind: 'page', name, params });
  });
});

describe('a path that would not be the page is a TypeError', () => {
  it.each([
    [
      'sns-to-format',
      { sns: 'tiktok', format: 'mp3' },
      /tiktok.*not a page.*mp3 only with youtube/,
    ],
    ['sns-to-format', { sns: 'YouTube', format: 'mp4' }, /not a page/],
    ['convert-t1-to-t2', { t1: 'srt', t2: 'srt' }, /two different SUBTITLE_FORMATS/],
    ['transcribe-language', { language: 'en' }, /a name of SPOKEN_LANGUAGES/],
    ['translate-l1-media-to-l2', { l1: 'french', l2: 'french' }, /two different languages/],
    ['media-translator', { media: 'image' }, /one of TRANSLATOR_MEDIA/],
    [
      'transcribe-language',
      { language: 'english', code: 'en' },
      /unknown parameter 'code' \(it takes language\)/,
    ],
    [
      'translate-l1-media-to-l2',
      { l1: 'english', l2: 'french', l1Code: 'en' },
      /unknown parameter 'l1Code'/,
    ],
    ['pricing', { coupon: 'true' }, /unknown parameter 'coupon' \(it takes no parameters\)/],
    ['blog-article', {}, /parameter 'article' must be a non-empty, well-formed string/],
    ['blog-article', { article: '' }, /parameter 'article' must be/],
    ['blog-article', { article: 42 }, /parameter 'article' must be/],
    ['result-hash', { hash: 'a\uD800' }, /parameter 'hash' must be/],
    ['blog-article', { article: '..' }, /\/blog\/\.\. redirects to \/, not this page/],
    ['podcast-name', { name: '.' }, /\/podcast\/\. redirects to \/podcast, not this page/],
    ['result-hash', { hash: 'transcription-ab' }, /is the page 'result-transcription-hash'/],
    ['result-hash', { hash: 'Transcription-ab' }, /redirects to \/result\/transcription-ab/],
    ['pricing', null, /params must be an object/],
    ['pricing', 'pricing', /params must be an object/],
    ['no-such-page', {}, /unknown page 'no-such-page'/],
  ])('%s %o', (name, params, message) => {
    expect(() => untypedPathTo(name, params, 'en-US')).toThrow(TypeError);
    expect(() => untypedPathTo(name, params, 'en-US')).toThrow(message);
  });

  it('an unknown locale, even for an unlocalized page', () => {
    expect(() => untypedPathTo('workspace', {}, 'zh-cn')).toThrow(/Unknown locale 'zh-cn'/);
  });

  it('the types ask for exactly the values each page needs', () => {
    const calls = [
      // @ts-expect-error mp3 is not a site
      () => pathTo('sns-to-format', { sns: 'mp3', format: 'mp3' }, 'en-US'),
      // @ts-expect-error the article is missing
      () => pathTo('blog-article', {}, 'en-US'),
      // @ts-expect-error pricing takes no parameters
      () => pathTo('pricing', { coupon: 'true' }, 'en-US'),
      // @ts-expect-error a language by name, not by code
      () => pathTo('transcribe-language', { language: 'en' }, 'en-US'),
      // @ts-expect-error codes follow from the names
      () => pathTo('transcribe-language', { language: 'english', code: 'en' }, 'en-US'),
      // @ts-expect-error not a locale
      () => pathTo('index', {}, 'en'),
    ];
    for (const call of calls) expect(call).toThrow(TypeError);
  });
});

/** Valid params of a page and the params resolve() gives for them (derived codes added). */
interface Case<N extends PageName> {
  readonly params: PathParams<N>;
  readonly resolved: Readonly<Record<string, string>>;
}

const same = <N extends PageName>(params: PathParams<N>): Case<N> => ({ params, resolved: params });
const language = fc.constantFrom(...SPOKEN_LANGUAGES);
// Any text a slug, hash or podcast name could hold, with the characters that need encoding.
const value = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    fc.constantFrom('%', '%2F', '%2e', 'a/b', '?x', '#y', ' ', '+', '...', 'zh-CN', '\\', '\u0000'),
  )
  .filter((text) => text !== '.' && text !== '..' && !/\p{Cs}/u.test(text));
// Pages without parameters: {} is PathParams of each of them.
const none = <N extends PageName>() =>
  fc.constant<Case<N>>({ params: {} as PathParams<N>, resolved: {} });

const CASES: { readonly [N in PageName]: fc.Arbitrary<Case<N>> } = {
  index: none(),
  credits: none(),
  settings: none(),
  languages: none(),
  blog: none(),
  'blog-article': value.map((article) => same({ article })),
  'edu-and-gov': none(),
  maintenance: none(),
  pricing: none(),
  'pricing-package-redeem': none(),
  'result-hash': value
    .filter((hash) => !hash.toLowerCase().startsWith('transcription-'))
    .map((hash) => same({ hash })),
  'result-transcription-hash': value.map((hash) => same({ hash })),
  'users-signin': none(),
  'users-signup': none(),
  'users-password': none(),
  'users-update-email': none(),
  'merge-subtitles': none(),
  'transcribe-audio': none(),
  'transcribe-video': none(),
  'services-translate': none(),
  'services-ai-companion': none(),
  'services-transcription': none(),
  'services-captions-generator': none(),
  'tools-youtube-subtitle-downloader': none(),
  'tools-youtube-subtitle-downloader-Empty': none(),
  'tools-youtube-subtitle-downloader-Banner': none(),
  'tools-youtube-subtitle-downloader-Result': none(),
  'api-introduction': none(),
  'terms-of-rewarded': none(),
  'api-dashboard': none(),
  podcast: none(),
  'podcast-name': value.map((name) => same({ name })),
  'podcast-name-subtitle': fc
    .tuple(value, value)
    .map(([name, subtitle]) => same({ name, subtitle })),
  workspace: none(),
  'become-a-partner': none(),
  'sitemap-xml': none(),
  'privacy-policy': none(),
  'terms-of-service': none(),
  'sns-to-format': fc
    .tuple(fc.constantFrom(...SNS_SITES), fc.constantFrom(...OUTPUT_FORMATS))
    .filter(([sns, format]) => format !== 'mp3' || sns === 'youtube')
    .map(([sns, format]) => same({ sns, format })),
  'media-translator': fc.constantFrom(...TRANSLATOR_MEDIA).map((media) => same({ media })),
  'media-text-converter': fc.constantFrom(...TEXT_CONVERTER_MEDIA).map((media) => same({ media })),
  'subtitle-generator': fc.constantFrom(...GENERATOR_FORMATS).map((subtitle) => same({ subtitle })),
  'subtitle-generator-language': language.map(({ name, code }) => ({
    params: { language: name },
    resolved: { language: name, code },
  })),
  'transcribe-language': language.map(({ name, code }) => ({
    params: { language: name },
    resolved: { language: name, code },
  })),
  'transcribe-fileExt-to-text': fc
    .constantFrom(...MEDIA_FILE_EXTENSIONS)
    .map((fileExt) => same({ fileExt })),
  'convert-t1-to-t2': fc
    .tuple(fc.constantFrom(...SUBTITLE_FORMATS), fc.constantFrom(...SUBTITLE_FORMATS))
    .filter(([t1, t2]) => t1 !== t2)
    .map(([t1, t2]) => same({ t1, t2 })),
  'translate-l1-media-to-l2': fc
    .tuple(language, language)
    .filter(([l1, l2]) => l1.name !== l2.name)
    .map(([l1, l2]) => ({
      params: { l1: l1.name, l2: l2.name },
      resolved: { l1: l1.name, l2: l2.name, l1Code: l1.code, l2Code: l2.code },
    })),
};

const UNLOCALIZED = new Set(UNLOCALIZED_EXAMPLES.map(({ name }) => name));

describe('resolve(pathTo(name, params, locale)) is that page, for every page', () => {
  it('covers every page name', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PAGE_NAMES].sort());
  });

  it.each(PAGE_NAMES)('%s', (name) => {
    const arbitrary = CASES[name] as fc.Arbitrary<Case<PageName>>;
    fc.assert(
      fc.property(
        arbitrary,
        fc.constantFrom<Locale>(...LOCALES),
        ({ params, resolved }, locale) => {
          const path = untypedPathTo(name, params, locale, { dev: true });
          const localized = !UNLOCALIZED.has(name);
          expect(resolve(path, { dev: true })).toEqual({
            kind: 'page',
            name,
            params: resolved,
            locale: localized ? locale : 'en-US',
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('any string as a value gives the page back or a TypeError', () => {
    const pages = [
      ['blog-article', 'article'],
      ['result-hash', 'hash'],
      ['result-transcription-hash', 'hash'],
      ['podcast-name', 'name'],
    ] as const;
    const anyValue = fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('.', '..'));
    fc.assert(
      fc.property(
        fc.constantFrom(...pages),
        anyValue,
        fc.constantFrom(...LOCALES),
        ([name, key], text, locale) => {
          const params = { [key]: text };
          let path: string;
          try {
            path = untypedPathTo(name, params, locale);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            return;
          }
          expect(resolve(path)).toMatchObject({ kind: 'page', name, params });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
