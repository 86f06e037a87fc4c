/**
 * The reverse of resolve(): the one canonical path of a page, from its name, the values its path
 * is made of and the locale.
 */
import type { SpokenLanguageName } from './languages.js';
import { assertLocale } from './locales.js';
import type { Locale } from './locales.js';
import type {
  GeneratorFormat,
  MediaFileExtension,
  OutputFormat,
  SnsSite,
  SubtitleFormat,
  TextConverterMedia,
  TranslatorMedia,
} from './params.js';
import { resolve, underLocalePrefix } from './resolve.js';
import type { Resolution, ResolveOptions } from './resolve.js';
import { pageRoute } from './route-table.js';
import type { PageName, PageRoute } from './route-table.js';

/**
 * The values of the pages whose path has any. Language pages take names only: the codes
 * resolve() adds (`code`, `l1Code`, `l2Code`) follow from them.
 */
interface ParamsOfPages {
  'blog-article': { readonly article: string };
  'result-hash': { readonly hash: string };
  'result-transcription-hash': { readonly hash: string };
  'podcast-name': { readonly name: string };
  'podcast-name-subtitle': { readonly name: string; readonly subtitle: string };
  'sns-to-format': { readonly sns: SnsSite; readonly format: OutputFormat };
  'media-translator': { readonly media: TranslatorMedia };
  'media-text-converter': { readonly media: TextConverterMedia };
  'subtitle-generator': { readonly subtitle: GeneratorFormat };
  'subtitle-generator-language': { readonly language: SpokenLanguageName };
  'transcribe-language': { readonly language: SpokenLanguageName };
  'transcribe-fileExt-to-text': { readonly fileExt: MediaFileExtension };
  'convert-t1-to-t2': { readonly t1: SubtitleFormat; readonly t2: SubtitleFormat };
  'translate-l1-media-to-l2': { readonly l1: SpokenLanguageName; readonly l2: SpokenLanguageName };
}

/** The parameters pathTo() needs for a page: `{}` for the pages without any. */
export type PathParams<N extends PageName> = N extends keyof ParamsOfPages
  ? ParamsOfPages[N]
  : Readonly<Record<string, never>>;

/**
 * The canonical path of a page: `pathTo('sns-to-format', { sns: 'youtube', format: 'mp3' },
 * 'zh-CN')` is '/zh-CN/youtube-to-mp3'. Localized pages get the locale's prefix (none for
 * en-US), unlocalized ones (/workspace, /podcast/...) never. Values are percent-encoded as one
 * path segment each, so that resolve() of the path is that page with exactly these values.
 *
 * Throws a TypeError, as for a programming error, rather than write a path that is not the page:
 * an unknown page or locale, a missing, extra, empty or not well-formed value, a value the
 * pattern route does not accept (resolve() would send it to /404: tiktok with mp3, a language
 * that is not in SPOKEN_LANGUAGES, convert-srt-to-srt, the transcribe-{fileExt}-to-text pages
 * without `{ dev: true }`), and a value that would make the path another page or none ('..' as
 * a blog article, a result hash starting with 'transcription-').
 */
export function pathTo<N extends PageName>(
  page: N,
  params: PathParams<N>,
  locale: Locale,
  options: ResolveOptions = {},
): string {
  const route = pageRoute(page);
  if (route === undefined) {
    throw new TypeError(`pathTo: unknown page '${String(page)}' (PAGE_NAMES lists them)`);
  }
  assertLocale(locale);
  const values = pathValues(route, params);
  // Written only for an error: pages build dozens of links on every render.
  const call = () => `pathTo('${route.name}', ${JSON.stringify(values)})`;
  if (route.pattern && !route.pattern.check(values, options.dev === true).valid) {
    throw new TypeError(
      `${call()}: not a page (resolve sends it to /404); it takes ${route.pattern.accepts}`,
    );
  }
  const bare = route.pathWith(values);
  const path = route.localized ? underLocalePrefix(bare, locale) : bare;
  const read = resolve(path, options);
  if (read.kind !== 'page' || read.name !== page || !sameValues(route, read.params, values)) {
    throw new TypeError(`${call()}: ${path} ${whatItIs(read)}, not this page`);
  }
  return path;
}

/** The page's values from `params`, each a non-empty, well-formed string; nothing else. */
function pathValues(route: PageRoute, params: unknown): Readonly<Record<string, string>> {
  const takes = () => (route.keys.length > 0 ? route.keys.join(', ') : 'no parameters');
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new TypeError(`pathTo('${route.name}'): params must be an object (it takes ${takes()})`);
  }
  const given = params as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!route.keys.includes(key)) {
      throw new TypeError(
        `pathTo('${route.name}'): unknown parameter '${key}' (it takes ${takes()})`,
      );
    }
  }
  const values: Record<string, string> = {};
  for (const key of route.keys) {
    const value = given[key];
    // A lone surrogate has no UTF-8 form, so no percent-encoding either.
    if (typeof value !== 'string' || value === '' || /\p{Cs}/u.test(value)) {
      throw new TypeError(
        `pathTo('${route.name}'): parameter '${key}' must be a non-empty, well-formed string`,
      );
    }
    values[key] = value;
  }
  return values;
}

function sameValues(
  route: PageRoute,
  read: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>,
): boolean {
  return route.keys.every((key) => read[key] === values[key]);
}

function whatItIs(read: Resolution): string {
  if (read.kind === 'page') return `is the page '${read.name}' ${JSON.stringify(read.params)}`;
  if (read.kind === 'redirect') return `redirects to ${read.to}`;
  return 'is not found';
}
