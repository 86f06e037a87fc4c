/**
 * The route table (fixed routes, unlocalized routes, pattern routes), and the matching of a
 * locale-less path against it.
 * Internal apart from the names and types re-exported from the package root.
 */
import { spokenLanguageCode } from './languages.js';
import {
  GENERATOR_FORMATS,
  isOneOf,
  isValidSnsFormat,
  MEDIA_FILE_EXTENSIONS,
  SUBTITLE_FORMATS,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
} from './params.js';
import { safeDecode, segmentsOf } from './path.js';

/**
 * The names of the fixed pages, as a file-based router names them (segments joined by '-',
 * parameters by their name): result pages start with 'result', the home page is 'index', the
 * sign-in and sign-up pages start with 'users-sign'.
 */
export const FIXED_PAGE_NAMES = [
  'index',
  'credits',
  'settings',
  'languages',
  'blog',
  'blog-article',
  'edu-and-gov',
  'maintenance',
  'pricing',
  'pricing-package-redeem',
  'result-hash',
  'result-transcription-hash',
  'users-signin',
  'users-signup',
  'users-password',
  'users-update-email',
  'merge-subtitles',
  'transcribe-audio',
  'transcribe-video',
  'services-translate',
  'services-ai-companion',
  'services-transcription',
  'services-captions-generator',
  'tools-youtube-subtitle-downloader',
  'tools-youtube-subtitle-downloader-Empty',
  'tools-youtube-subtitle-downloader-Banner',
  'tools-youtube-subtitle-downloader-Result',
  'api-introduction',
  'terms-of-rewarded',
  'api-dashboard',
  'podcast',
  'podcast-name',
  'podcast-name-subtitle',
  'workspace',
  'become-a-partner',
  'sitemap-xml',
  'privacy-policy',
  'terms-of-service',
] as const;

/** The names of the pattern pages, one per pattern route. */
export const PATTERN_PAGE_NAMES = [
  'sns-to-format',
  'media-translator',
  'media-text-converter',
  'subtitle-generator',
  'subtitle-generator-language',
  'transcribe-language',
  'transcribe-fileExt-to-text',
  'convert-t1-to-t2',
  'translate-l1-media-to-l2',
] as const;

export type FixedPageName = (typeof FIXED_PAGE_NAMES)[number];
export type PatternPageName = (typeof PATTERN_PAGE_NAMES)[number];
export type PageName = FixedPageName | PatternPageName;

/** Every page name resolve() can answer, fixed pages first. */
export const PAGE_NAMES: readonly PageName[] = Object.freeze([
  ...FIXED_PAGE_NAMES,
  ...PATTERN_PAGE_NAMES,
]);

/** A literal segment, or a parameter taking the whole segment after an optional literal prefix. */
type Segment = string | { readonly param: string; readonly prefix?: string };

interface FixedRoute {
  readonly name: FixedPageName;
  readonly segments: readonly Segment[];
  readonly localized: boolean;
}

const localized = (name: FixedPageName, ...segments: Segment[]): FixedRoute => ({
  name,
  segments,
  localized: true,
});
const unlocalized = (name: FixedPageName, ...segments: Segment[]): FixedRoute => ({
  name,
  segments,
  localized: false,
});

// Order matters only where two routes could take the same path: transcription-{hash} before
// {hash}, so that /result/transcription-abc is the transcription result.
const FIXED_ROUTES: readonly FixedRoute[] = [
  localized('index'),
  localized('credits', 'credits'),
  localized('settings', 'settings'),
  localized('languages', 'languages'),
  localized('blog', 'blog'),
  localized('blog-article', 'blog', { param: 'article' }),
  localized('edu-and-gov', 'edu-and-gov'),
  localized('maintenance', 'maintenance'),
  localized('pricing', 'pricing'),
  localized('pricing-package-redeem', 'pricing', 'package-redeem'),
  localized('result-transcription-hash', 'result', { param: 'hash', prefix: 'transcription-' }),
  localized('result-hash', 'result', { param: 'hash' }),
  localized('users-signin', 'users', 'signin'),
  localized('users-signup', 'users', 'signup'),
  localized('users-password', 'users', 'password'),
  localized('users-update-email', 'users', 'update-email'),
  localized('merge-subtitles', 'merge-subtitles'),
  localized('transcribe-audio', 'transcribe-audio'),
  localized('transcribe-video', 'transcribe-video'),
  localized('services-translate', 'services', 'translate'),
  localized('services-ai-companion', 'services', 'ai-companion'),
  localized('services-transcription', 'services', 'transcription'),
  localized('services-captions-generator', 'services', 'captions-generator'),
  localized('tools-youtube-subtitle-downloader', 'tools', 'youtube-subtitle-downloader'),
  localized(
    'tools-youtube-subtitle-downloader-Empty',
    'tools',
    'youtube-subtitle-downloader',
    'Empty',
  ),
  localized(
    'tools-youtube-subtitle-downloader-Banner',
    'tools',
    'youtube-subtitle-downloader',
    'Banner',
  ),
  localized(
    'tools-youtube-subtitle-downloader-Result',
    'tools',
    'youtube-subtitle-downloader',
    'Result',
  ),
  localized('api-introduction', 'api-introduction'),
  localized('terms-of-rewarded', 'terms-of-rewarded'),
  unlocalized('api-dashboard', 'api-dashboard'),
  unlocalized('podcast', 'podcast'),
  unlocalized('podcast-name', 'podcast', { param: 'name' }),
  unlocalized('podcast-name-subtitle', 'podcast', { param: 'name' }, { param: 'subtitle' }),
  unlocalized('workspace', 'workspace'),
  unlocalized('become-a-partner', 'become-a-partner'),
  unlocalized('sitemap-xml', 'sitemap.xml'),
  unlocalized('privacy-policy', 'privacy-policy'),
  unlocalized('terms-of-service', 'terms-of-service'),
];

/**
 * The first segments of the unlocalized routes. Everything under them is unlocalized too, so a
 * locale is never put in front of /podcast/anything.
 */
const UNLOCALIZED_ROOTS: ReadonlySet<string> = new Set(
  FIXED_ROUTES.filter((route) => !route.localized).map((route) =>
    String(route.segments[0]).toLowerCase(),
  ),
);

/** True when a locale-less pathname's first segment is that of an unlocalized route. */
export function isUnlocalizedPathname(pathname: string): boolean {
  const first = segmentsOf(pathname)[0];
  if (first === undefined) return false;
  const decoded = safeDecode(first);
  return decoded !== undefined && UNLOCALIZED_ROOTS.has(decoded.toLowerCase());
}

interface PatternVerdict {
  readonly params: Readonly<Record<string, string>>;
  readonly valid: boolean;
}

interface PatternRoute {
  readonly name: PatternPageName;
  readonly regex: RegExp;
  readonly check: (groups: readonly string[], dev: boolean) => PatternVerdict;
}

/** A language parameter and, when the name is known, its code under `${key}Code`. */
function languageParams(key: string, name: string): Record<string, string> {
  const code = spokenLanguageCode(name);
  return code === undefined ? { [key]: name } : { [key]: name, [`${key}Code`]: code };
}

/** /subtitle-generator-{language} and /transcribe-{language}: { language, code }. */
function checkLanguage([name = '']: readonly string[]): PatternVerdict {
  const code = spokenLanguageCode(name);
  return code === undefined
    ? { params: { language: name }, valid: false }
    : { params: { language: name, code }, valid: true };
}

// The prefixed patterns come first: /convert-srt-to-vtt and /transcribe-mp4-to-text also have
// the shape {sns}-to-{format}, and /translate-x-media-to-y too. A value never contains the
// separators of another pattern, so this order decides nothing else.
const PATTERN_ROUTES: readonly PatternRoute[] = [
  {
    name: 'subtitle-generator-language',
    regex: /^subtitle-generator-(.+)$/,
    check: checkLanguage,
  },
  {
    name: 'transcribe-fileExt-to-text',
    regex: /^transcribe-(.+)-to-text$/,
    check: ([fileExt = ''], dev) => ({
      params: { fileExt },
      valid: dev && isOneOf(MEDIA_FILE_EXTENSIONS, fileExt),
    }),
  },
  {
    name: 'transcribe-language',
    regex: /^transcribe-(.+)$/,
    check: checkLanguage,
  },
  {
    name: 'convert-t1-to-t2',
    regex: /^convert-(.+?)-to-(.+)$/,
    check: ([t1 = '', t2 = '']) => ({
      params: { t1, t2 },
      valid: isOneOf(SUBTITLE_FORMATS, t1) && isOneOf(SUBTITLE_FORMATS, t2) && t1 !== t2,
    }),
  },
  {
    name: 'translate-l1-media-to-l2',
    regex: /^translate-(.+?)-media-to-(.+)$/,
    check: ([l1 = '', l2 = '']) => {
      const params = { ...languageParams('l1', l1), ...languageParams('l2', l2) };
      return { params, valid: 'l1Code' in params && 'l2Code' in params && l1 !== l2 };
    },
  },
  {
    name: 'media-translator',
    regex: /^(.+)-translator$/,
    check: ([media = '']) => ({ params: { media }, valid: isOneOf(TRANSLATOR_MEDIA, media) }),
  },
  {
    name: 'media-text-converter',
    regex: /^(.+)-text-converter$/,
    check: ([media = '']) => ({ params: { media }, valid: isOneOf(TEXT_CONVERTER_MEDIA, media) }),
  },
  {
    name: 'subtitle-generator',
    regex: /^(.+)-generator$/,
    check: ([subtitle = '']) => ({
      params: { subtitle },
      valid: isOneOf(GENERATOR_FORMATS, subtitle),
    }),
  },
  {
    name: 'sns-to-format',
    regex: /^(.+?)-to-(.+)$/,
    check: ([sns = '', format = '']) => ({
      params: { sns, format },
      valid: isValidSnsFormat(sns, format),
    }),
  },
];

/** A segment of the path as written and percent-decoded. */
export interface PathSegment {
  readonly raw: string;
  readonly decoded: string;
}

/** Which route a locale-less path is, whatever its spelling. */
export interface RouteMatch {
  readonly name: PageName;
  readonly params: Readonly<Record<string, string>>;
  readonly localized: boolean;
  /** False when a pattern route's parameter is not one it accepts (the path goes to /404). */
  readonly valid: boolean;
  /**
   * The canonical locale-less pathname: literal parts as the table spells them, pattern values
   * in lower case, the values of fixed routes ({hash}, {article}...) exactly as written.
   */
  readonly path: string;
}

/** Segments matched case-insensitively against the table; undefined when no route has them. */
export function matchRoute(segments: readonly PathSegment[], dev: boolean): RouteMatch | undefined {
  for (const route of FIXED_ROUTES) {
    const found = matchFixed(route, segments);
    if (found) return found;
  }
  const [only, ...more] = segments;
  if (only === undefined || more.length > 0) return undefined;
  const value = only.decoded.toLowerCase();
  for (const route of PATTERN_ROUTES) {
    const groups = route.regex.exec(value);
    if (!groups) continue;
    const { params, valid } = route.check(groups.slice(1), dev);
    return { name: route.name, params, localized: true, valid, path: `/${value}` };
  }
  return undefined;
}

function matchFixed(route: FixedRoute, segments: readonly PathSegment[]): RouteMatch | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  const canonical: string[] = [];
  for (const [index, expected] of route.segments.entries()) {
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (typeof expected === 'string') {
      if (segment.decoded.toLowerCase() !== expected.toLowerCase()) return undefined;
      canonical.push(expected);
      continue;
    }
    const prefix = expected.prefix ?? '';
    if (!segment.decoded.toLowerCase().startsWith(prefix)) return undefined;
    const value = segment.decoded.slice(prefix.length);
    if (value === '') return undefined;
    params[expected.param] = value;
    // The value keeps its spelling (a hash or a slug is case-sensitive, and re-encoding it could
    // differ from what the browser sent); only a prefix written in another case is respelled.
    const rawPrefix = segment.raw.slice(0, prefix.length);
    canonical.push(
      rawPrefix.toLowerCase() === prefix
        ? prefix + segment.raw.slice(prefix.length)
        : prefix + encodeURIComponent(value),
    );
  }
  return {
    name: route.name,
    params,
    localized: route.localized,
    valid: true,
    path: `/${canonical.join('/')}`,
  };
}
