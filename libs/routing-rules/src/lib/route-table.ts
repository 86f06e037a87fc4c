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

type Values = Readonly<Record<string, string>>;

interface PatternRoute {
  readonly name: PatternPageName;
  /**
   * The whole segment, parameters in braces: '{sns}-to-{format}'. It is both how a path is
   * matched (each parameter one or more characters, the last one taking what remains) and how a
   * path is written, so the two never disagree.
   */
  readonly template: string;
  /** The values the route accepts, in words (pathTo's errors). */
  readonly accepts: string;
  /** The parameters resolve() gives for these values (derived ones added), and whether valid. */
  readonly check: (values: Values, dev: boolean) => PatternVerdict;
}

/** A language parameter and, when the name is known, its code under `${key}Code`. */
function languageParams(key: string, name: string): Record<string, string> {
  const code = spokenLanguageCode(name);
  return code === undefined ? { [key]: name } : { [key]: name, [`${key}Code`]: code };
}

/** /subtitle-generator-{language} and /transcribe-{language}: { language, code }. */
function checkLanguage({ language = '' }: Values): PatternVerdict {
  const code = spokenLanguageCode(language);
  return code === undefined
    ? { params: { language }, valid: false }
    : { params: { language, code }, valid: true };
}

const A_LANGUAGE = 'a name of SPOKEN_LANGUAGES';

// The prefixed patterns come first: /convert-srt-to-vtt and /transcribe-mp4-to-text also have
// the shape {sns}-to-{format}, and /translate-x-media-to-y too. A value never contains the
// separators of another pattern, so this order decides nothing else.
const PATTERN_ROUTES: readonly PatternRoute[] = [
  {
    name: 'subtitle-generator-language',
    template: 'subtitle-generator-{language}',
    accepts: A_LANGUAGE,
    check: checkLanguage,
  },
  {
    name: 'transcribe-fileExt-to-text',
    template: 'transcribe-{fileExt}-to-text',
    accepts: 'one of MEDIA_FILE_EXTENSIONS, in development builds only ({ dev: true })',
    check: ({ fileExt = '' }, dev) => ({
      params: { fileExt },
      valid: dev && isOneOf(MEDIA_FILE_EXTENSIONS, fileExt),
    }),
  },
  {
    name: 'transcribe-language',
    template: 'transcribe-{language}',
    accepts: A_LANGUAGE,
    check: checkLanguage,
  },
  {
    name: 'convert-t1-to-t2',
    template: 'convert-{t1}-to-{t2}',
    accepts: 'two different SUBTITLE_FORMATS',
    check: ({ t1 = '', t2 = '' }) => ({
      params: { t1, t2 },
      valid: isOneOf(SUBTITLE_FORMATS, t1) && isOneOf(SUBTITLE_FORMATS, t2) && t1 !== t2,
    }),
  },
  {
    name: 'translate-l1-media-to-l2',
    template: 'translate-{l1}-media-to-{l2}',
    accepts: `two different languages, each ${A_LANGUAGE}`,
    check: ({ l1 = '', l2 = '' }) => {
      const params = { ...languageParams('l1', l1), ...languageParams('l2', l2) };
      return { params, valid: 'l1Code' in params && 'l2Code' in params && l1 !== l2 };
    },
  },
  {
    name: 'media-translator',
    template: '{media}-translator',
    accepts: 'one of TRANSLATOR_MEDIA',
    check: ({ media = '' }) => ({ params: { media }, valid: isOneOf(TRANSLATOR_MEDIA, media) }),
  },
  {
    name: 'media-text-converter',
    template: '{media}-text-converter',
    accepts: 'one of TEXT_CONVERTER_MEDIA',
    check: ({ media = '' }) => ({ params: { media }, valid: isOneOf(TEXT_CONVERTER_MEDIA, media) }),
  },
  {
    name: 'subtitle-generator',
    template: '{subtitle}-generator',
    accepts: 'one of GENERATOR_FORMATS',
    check: ({ subtitle = '' }) => ({
      params: { subtitle },
      valid: isOneOf(GENERATOR_FORMATS, subtitle),
    }),
  },
  {
    name: 'sns-to-format',
    template: '{sns}-to-{format}',
    accepts: 'one of SNS_SITES and one of OUTPUT_FORMATS, mp3 only with youtube',
    check: ({ sns = '', format = '' }) => ({
      params: { sns, format },
      valid: isValidSnsFormat(sns, format),
    }),
  },
];

/** A template's literal parts (even places) and parameter names (odd places). */
const templateParts = (template: string): string[] => template.split(/\{(\w+)\}/);

/**
 * The regular expression of a template: literal parts as written, each parameter one or more
 * characters, lazily but for the last one, so '{sns}-to-{format}' splits at the first '-to-'.
 */
function templateRegex(template: string): RegExp {
  const parts = templateParts(template);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return index === parts.length - 2 ? '(.+)' : '(.+?)';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const PATTERN_MATCHERS = PATTERN_ROUTES.map((route) => ({
  route,
  regex: templateRegex(route.template),
  keys: templateParts(route.template).filter((_, index) => index % 2 === 1),
}));

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
  for (const { route, regex, keys } of PATTERN_MATCHERS) {
    const groups = regex.exec(value);
    if (!groups) continue;
    const values = Object.fromEntries(keys.map((key, index) => [key, groups[index + 1] ?? '']));
    const { params, valid } = route.check(values, dev);
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

/** A page as pathTo() sees it: the values its path is made of, and how the path is written. */
export interface PageRoute {
  readonly name: PageName;
  /** The parameters the path is made of, in path order ([] for most pages). */
  readonly keys: readonly string[];
  readonly localized: boolean;
  /** The locale-less path with these values, each percent-encoded as one segment's part. */
  readonly pathWith: (values: Values) => string;
  /** Pattern pages: what resolve() accepts, checked and in words. */
  readonly pattern?: Pick<PatternRoute, 'accepts' | 'check'>;
}

const encoded = (values: Values, key: string): string => encodeURIComponent(values[key] ?? '');

function fixedPageRoute({ name, segments, localized }: FixedRoute): PageRoute {
  return {
    name,
    keys: segments.flatMap((segment) => (typeof segment === 'string' ? [] : [segment.param])),
    localized,
    pathWith: (values) =>
      `/${segments
        .map((segment) =>
          typeof segment === 'string'
            ? segment
            : (segment.prefix ?? '') + encoded(values, segment.param),
        )
        .join('/')}`,
  };
}

function patternPageRoute({ route, keys }: (typeof PATTERN_MATCHERS)[number]): PageRoute {
  return {
    name: route.name,
    keys,
    localized: true,
    pathWith: (values) =>
      `/${templateParts(route.template)
        .map((part, index) => (index % 2 === 0 ? part : encoded(values, part)))
        .join('')}`,
    pattern: route,
  };
}

const PAGE_ROUTES: ReadonlyMap<string, PageRoute> = new Map(
  [...FIXED_ROUTES.map(fixedPageRoute), ...PATTERN_MATCHERS.map(patternPageRoute)].map((route) => [
    route.name,
    route,
  ]),
);

/** The route of a page name, undefined for anything that is not one. */
export function pageRoute(name: string): PageRoute | undefined {
  return PAGE_ROUTES.get(name);
}
