/**
 * The route table as the tests see it: one example path per fixed route, with the page name and parameters resolve() must give it.
 */
export interface FixedExample {
  readonly path: string;
  readonly name: string;
  readonly params: Record<string, string>;
}

export const LOCALIZED_EXAMPLES: readonly FixedExample[] = [
  { path: '/', name: 'index', params: {} },
  { path: '/credits', name: 'credits', params: {} },
  { path: '/settings', name: 'settings', params: {} },
  { path: '/languages', name: 'languages', params: {} },
  { path: '/blog', name: 'blog', params: {} },
  { path: '/blog/otter-vs-captio', name: 'blog-article', params: { article: 'otter-vs-captio' } },
  { path: '/edu-and-gov', name: 'edu-and-gov', params: {} },
  { path: '/maintenance', name: 'maintenance', params: {} },
  { path: '/pricing', name: 'pricing', params: {} },
  { path: '/pricing/package-redeem', name: 'pricing-package-redeem', params: {} },
  { path: '/result/9f86d081884c7d65', name: 'result-hash', params: { hash: '9f86d081884c7d65' } },
  {
    path: '/result/transcription-9f86d081884c7d65',
    name: 'result-transcription-hash',
    params: { hash: '9f86d081884c7d65' },
  },
  { path: '/users/signin', name: 'users-signin', params: {} },
  { path: '/users/signup', name: 'users-signup', params: {} },
  { path: '/users/password', name: 'users-password', params: {} },
  { path: '/users/update-email', name: 'users-update-email', params: {} },
  { path: '/merge-subtitles', name: 'merge-subtitles', params: {} },
  { path: '/transcribe-audio', name: 'transcribe-audio', params: {} },
  { path: '/transcribe-video', name: 'transcribe-video', params: {} },
  { path: '/services/translate', name: 'services-translate', params: {} },
  { path: '/services/ai-companion', name: 'services-ai-companion', params: {} },
  { path: '/services/transcription', name: 'services-transcription', params: {} },
  { path: '/services/captions-generator', name: 'services-captions-generator', params: {} },
  {
    path: '/tools/youtube-subtitle-downloader',
    name: 'tools-youtube-subtitle-downloader',
    params: {},
  },
  {
    path: '/tools/youtube-subtitle-downloader/Empty',
    name: 'tools-youtube-subtitle-downloader-Empty',
    params: {},
  },
  {
    path: '/tools/youtube-subtitle-downloader/Banner',
    name: 'tools-youtube-subtitle-downloader-Banner',
    params: {},
  },
  {
    path: '/tools/youtube-subtitle-downloader/Result',
    name: 'tools-youtube-subtitle-downloader-Result',
    params: {},
  },
  { path: '/api-introduction', name: 'api-introduction', params: {} },
  { path: '/terms-of-rewarded', name: 'terms-of-rewarded', params: {} },
];

export const UNLOCALIZED_EXAMPLES: readonly FixedExample[] = [
  { path: '/api-dashboard', name: 'api-dashboard', params: {} },
  { path: '/podcast', name: 'podcast', params: {} },
  { path: '/podcast/lex-fridman', name: 'podcast-name', params: { name: 'lex-fridman' } },
  {
    path: '/podcast/lex-fridman/episode-400',
    name: 'podcast-name-subtitle',
    params: { name: 'lex-fridman', subtitle: 'episode-400' },
  },
  { path: '/workspace', name: 'workspace', params: {} },
  { path: '/become-a-partner', name: 'become-a-partner', params: {} },
  { path: '/sitemap.xml', name: 'sitemap-xml', params: {} },
  { path: '/privacy-policy', name: 'privacy-policy', params: {} },
  { path: '/terms-of-service', name: 'terms-of-service', params: {} },
];

/** The locales that are a path prefix. */
export const PREFIXED_LOCALES = [
  'zh-CN',
  'zh-TW',
  'es-ES',
  'pt-PT',
  'fr-FR',
  'de-DE',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ru-RU',
] as const;

/** A locale-less path under a locale: '/' in zh-CN is '/zh-CN'. */
export function inLocale(path: string, locale: string): string {
  if (locale === 'en-US') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
