// The in-app destinations the header, the mobile menu and the footer link to. Paths are
// locale-less: the kit's Link adds the prefix.
import type { MessageDescriptor } from '@captio/i18n';
import {
  DEFAULT_LOCALE,
  GENERATOR_FORMATS,
  OUTPUT_FORMATS,
  pathTo,
  SNS_SITES,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
  type OutputFormat,
  type PageName,
  type PathParams,
  type SnsSite,
} from '@captio/routing-rules';

/**
 * A page's path without a locale prefix (the en-US one, which has none), built by routing-rules
 * so that it is the page's one spelling: the kit's Link adds the reader's prefix where the page
 * is localized.
 */
export function pagePath<N extends PageName>(page: N, params: PathParams<N>): string {
  return pathTo(page, params, DEFAULT_LOCALE);
}

/**
 * pagePath for values from outside the kit (configuration, the api): undefined when they make
 * no page (a blank slug, '..'), so a strange value leaves a link out instead of breaking the
 * page or linking elsewhere.
 */
export function validPagePath<N extends PageName>(
  page: N,
  params: PathParams<N>,
): string | undefined {
  try {
    return pagePath(page, params);
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

/** A locale-less in-app path and the text of its link, translated where it is shown. */
export interface Destination {
  readonly href: string;
  readonly label: MessageDescriptor;
}

/** Brand names of the social sites: written the same in every locale. */
export const SNS_SITE_NAMES: Readonly<Record<SnsSite, string>> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

const link = (href: string, key: MessageDescriptor['key']): Destination => ({
  href,
  label: { key },
});

/** /{sns}-to-{format}, labelled "YouTube to MP4". */
export function snsDownloader(site: SnsSite, format: OutputFormat): Destination {
  return {
    href: pagePath('sns-to-format', { sns: site, format }),
    label: {
      key: 'nav.snsToFormat',
      values: { site: SNS_SITE_NAMES[site], format: format.toUpperCase() },
    },
  };
}

export const HOME = link(pagePath('index', {}), 'nav.home');
export const WORKSPACE = link(pagePath('workspace', {}), 'nav.backToWorkspace');
export const BLOG = link(pagePath('blog', {}), 'nav.blog');
export const PRICING = link(pagePath('pricing', {}), 'nav.pricing');
export const SIGNIN = link(pagePath('users-signin', {}), 'nav.signin');
export const SIGNUP = link(pagePath('users-signup', {}), 'nav.signup');
export const SETTINGS = link(pagePath('settings', {}), 'nav.settings');
export const CREDITS = link(pagePath('credits', {}), 'nav.credits');
export const API_DASHBOARD = link(pagePath('api-dashboard', {}), 'nav.apiDashboard');
export const API_INTRODUCTION = link(pagePath('api-introduction', {}), 'nav.apiIntroduction');

export const EDU_AND_GOV = link(pagePath('edu-and-gov', {}), 'nav.eduAndGov');
export const PODCAST = link(pagePath('podcast', {}), 'nav.podcast');
export const BECOME_A_PARTNER = link(pagePath('become-a-partner', {}), 'nav.becomePartner');
export const TERMS_OF_SERVICE = link(pagePath('terms-of-service', {}), 'nav.termsOfService');
/** Not localized and without layout: the Link keeps it bare. */
export const PRIVACY_POLICY = link(pagePath('privacy-policy', {}), 'nav.privacyPolicy');

/** The header's services menu. */
export const SERVICES: readonly Destination[] = [
  link(pagePath('services-transcription', {}), 'nav.transcriptionService'),
  link(pagePath('services-captions-generator', {}), 'nav.captionsGenerator'),
  link(pagePath('services-translate', {}), 'nav.translateService'),
  link(pagePath('services-ai-companion', {}), 'nav.aiCompanion'),
];

/** The downloader the header links to; the other sites' MP4 pages hang under it. */
export const YOUTUBE_TO_MP4 = snsDownloader('youtube', 'mp4');

/** /{site}-to-mp4 of every site but YouTube, in the route table's order. */
export const OTHER_SITES_TO_MP4: readonly Destination[] = SNS_SITES.filter(
  (site) => site !== 'youtube',
).map((site) => snsDownloader(site, 'mp4'));

/** Every /youtube-to-{format} page. */
export const YOUTUBE_DOWNLOADERS: readonly Destination[] = OUTPUT_FORMATS.map((format) =>
  snsDownloader('youtube', format),
);

export const TRANSCRIBERS: readonly Destination[] = [
  link(pagePath('transcribe-audio', {}), 'nav.transcribeAudio'),
  link(pagePath('transcribe-video', {}), 'nav.transcribeVideo'),
  ...TEXT_CONVERTER_MEDIA.map((media) => ({
    href: pagePath('media-text-converter', { media }),
    label: { key: 'nav.mediaTextConverter', values: { media } } as const,
  })),
];

export const TRANSLATORS: readonly Destination[] = TRANSLATOR_MEDIA.map((media) => ({
  href: pagePath('media-translator', { media }),
  label: { key: 'nav.mediaTranslator', values: { media } },
}));

export const SUBTITLE_TOOLS: readonly Destination[] = [
  {
    href: pagePath('convert-t1-to-t2', { t1: 'vtt', t2: 'srt' }),
    label: { key: 'nav.convertSubtitle', values: { from: 'VTT', to: 'SRT' } },
  },
  ...GENERATOR_FORMATS.map((format) => ({
    href: pagePath('subtitle-generator', { subtitle: format }),
    label: { key: 'nav.subtitleGenerator', values: { format: format.toUpperCase() } } as const,
  })),
  link(pagePath('merge-subtitles', {}), 'nav.mergeSubtitles'),
  link(pagePath('tools-youtube-subtitle-downloader', {}), 'nav.youtubeSubtitleDownloader'),
];
