import {
  PAGE_NAMES,
  pathTo,
  type Locale,
  type PageName,
  type PathParams,
} from '@captio/routing-rules';

/** A page the web app shows, as a test reaches it. */
export interface RouteKind {
  /** The routing-rules page name, or 'not-found' for the error page any unknown path shows. */
  name: PageName | 'not-found';
  /** Whether the page is shown to a signed-in user (its own data) rather than a visitor. */
  signedIn: boolean;
  path: (locale: Locale) => string;
}

/**
 * How the test reaches a page: its sample values, whether it is a signed-in user's page; or, for
 * a name the web app has no page module for, sample values whose path must answer 404 (so that
 * a page added later fails that test until it gets its sample here); or why no test here opens it.
 */
type Sample<N extends PageName> =
  { params: PathParams<N>; signedIn?: true } | { noPage: PathParams<N> } | { skip: string };

const NONE = {} as const;
/** A drive file hash that no account holds: the result page says so. */
const HASH = 'b'.repeat(64);

/**
 * One sample of every page name of the route table. The mapped type makes a new page name a
 * compile error here until it has a sample (or a reason it has none), so no route kind goes
 * unchecked by accident.
 */
const SAMPLES: { [N in PageName]: Sample<N> } = {
  index: { params: NONE },
  credits: { params: NONE, signedIn: true },
  settings: { params: NONE, signedIn: true },
  languages: { params: NONE },
  blog: { params: NONE },
  'blog-article': { noPage: { article: 'an-article' } },
  'edu-and-gov': { params: NONE },
  maintenance: {
    skip:
      'shown only while the site is in maintenance, which would close the shared server to the ' +
      'other tests; shell-operator.spec.ts checks it on a server of its own',
  },
  pricing: { params: NONE },
  'pricing-package-redeem': { params: NONE, signedIn: true },
  'result-hash': { params: { hash: HASH }, signedIn: true },
  'result-transcription-hash': { params: { hash: HASH }, signedIn: true },
  'users-signin': { params: NONE },
  'users-signup': { params: NONE },
  'users-password': { params: NONE },
  'users-update-email': { params: NONE, signedIn: true },
  'merge-subtitles': { params: NONE },
  'transcribe-audio': { params: NONE },
  'transcribe-video': { params: NONE },
  'services-translate': { params: NONE },
  'services-ai-companion': { params: NONE },
  'services-transcription': { params: NONE },
  'services-captions-generator': { params: NONE },
  'tools-youtube-subtitle-downloader': { params: NONE },
  'tools-youtube-subtitle-downloader-Empty': { params: NONE },
  'tools-youtube-subtitle-downloader-Banner': { params: NONE },
  'tools-youtube-subtitle-downloader-Result': { params: NONE },
  'api-introduction': { params: NONE },
  'terms-of-rewarded': { params: NONE },
  'api-dashboard': { params: NONE, signedIn: true },
  podcast: { params: NONE },
  'podcast-name': { noPage: { name: 'a-show' } },
  'podcast-name-subtitle': { noPage: { name: 'a-show', subtitle: 'an-episode' } },
  workspace: { params: NONE, signedIn: true },
  'become-a-partner': { params: NONE },
  'sitemap-xml': { skip: 'the api answers it with XML' },
  'privacy-policy': { params: NONE },
  'terms-of-service': { params: NONE },
  'sns-to-format': { params: { sns: 'youtube', format: 'mp3' } },
  'media-translator': { params: { media: 'video' } },
  'media-text-converter': { params: { media: 'audio' } },
  'subtitle-generator': { params: { subtitle: 'srt' } },
  'subtitle-generator-language': { params: { language: 'english' } },
  'transcribe-language': { params: { language: 'japanese' } },
  'transcribe-fileExt-to-text': {
    skip: 'development builds only: a production server sends it to /404',
  },
  'convert-t1-to-t2': { params: { t1: 'srt', t2: 'vtt' } },
  'translate-l1-media-to-l2': { params: { l1: 'english', l2: 'japanese' } },
};

function kindOf<N extends PageName>(name: N): RouteKind | undefined {
  const sample: Sample<N> = SAMPLES[name];
  if (!('params' in sample)) return undefined;
  return {
    name,
    signedIn: sample.signedIn === true,
    path: (locale) => pathTo(name, sample.params, locale),
  };
}

/**
 * Every kind of page the web app shows, in route-table order, each with one sample path built by
 * pathTo(), then the error page.
 */
export const ROUTE_KINDS: readonly RouteKind[] = [
  ...PAGE_NAMES.flatMap((name) => kindOf(name) ?? []),
  {
    name: 'not-found',
    signedIn: false,
    path: (locale) => (locale === 'en-US' ? '/no-such-page' : `/${locale}/no-such-page`),
  },
];

/** The page names the web app shows no page for, each with its sample path in en-US. */
export const PAGELESS_NAMES: readonly { name: PageName; path: string }[] = PAGE_NAMES.flatMap(
  (name) => {
    const sample: Sample<typeof name> = SAMPLES[name];
    return 'noPage' in sample ? [{ name, path: pathTo(name, sample.noPage, 'en-US') }] : [];
  },
);
