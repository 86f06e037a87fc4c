// The in-app destinations the header, the mobile menu and the footer link to. Paths are
// locale-less: the kit's Link adds the prefix.
import type { MessageDescriptor } from '@captio/i18n';
import {
  GENERATOR_FORMATS,
  OUTPUT_FORMATS,
  SNS_SITES,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
  type OutputFormat,
  type SnsSite,
} from '@captio/routing-rules';

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

const page = (href: string, key: MessageDescriptor['key']): Destination => ({
  href,
  label: { key },
});

/** /{sns}-to-{format}, labelled "YouTube to MP4". */
export function snsDownloader(site: SnsSite, format: OutputFormat): Destination {
  return {
    href: `/${site}-to-${format}`,
    label: {
      key: 'nav.snsToFormat',
      values: { site: SNS_SITE_NAMES[site], format: format.toUpperCase() },
    },
  };
}

export const HOME = page('/', 'nav.home');
export const WORKSPACE = page('/workspace', 'nav.backToWorkspace');
export const BLOG = page('/blog', 'nav.blog');
export const PRICING = page('/pricing', 'nav.pricing');
export const SIGNIN = page('/users/signin', 'nav.signin');
export const SIGNUP = page('/users/signup', 'nav.signup');
export const SETTINGS = page('/settings', 'nav.settings');
export const CREDITS = page('/credits', 'nav.credits');
export const API_DASHBOARD = page('/api-dashboard', 'nav.apiDashboard');
export const API_INTRODUCTION = page('/api-introduction', 'nav.apiIntroduction');

/** The header's services menu. */
export const SERVICES: readonly Destination[] = [
  page('/services/transcription', 'nav.transcriptionService'),
  page('/services/captions-generator', 'nav.captionsGenerator'),
  page('/services/translate', 'nav.translateService'),
  page('/services/ai-companion', 'nav.aiCompanion'),
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
  page('/transcribe-audio', 'nav.transcribeAudio'),
  page('/transcribe-video', 'nav.transcribeVideo'),
  ...TEXT_CONVERTER_MEDIA.map((media) => ({
    href: `/${media}-text-converter`,
    label: { key: 'nav.mediaTextConverter', values: { media } } as const,
  })),
];

export const TRANSLATORS: readonly Destination[] = TRANSLATOR_MEDIA.map((media) => ({
  href: `/${media}-translator`,
  label: { key: 'nav.mediaTranslator', values: { media } },
}));

export const SUBTITLE_TOOLS: readonly Destination[] = [
  {
    href: '/convert-vtt-to-srt',
    label: { key: 'nav.convertSubtitle', values: { from: 'VTT', to: 'SRT' } },
  },
  ...GENERATOR_FORMATS.map((format) => ({
    href: `/${format}-generator`,
    label: { key: 'nav.subtitleGenerator', values: { format: format.toUpperCase() } } as const,
  })),
  page('/merge-subtitles', 'nav.mergeSubtitles'),
  page('/tools/youtube-subtitle-downloader', 'nav.youtubeSubtitleDownloader'),
];
