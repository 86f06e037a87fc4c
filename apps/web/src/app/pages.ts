import type { PageName } from '@captio/routing-rules';
import type { PageModule } from './page-module.js';

type Loader = () => Promise<PageModule>;

/**
 * Which module shows each routing-rules page. Every page is its own chunk, loaded when it is
 * first shown; several names share a module where one page kind serves them (the tool landing
 * pages). The route table itself stays in routing-rules: this maps names, not paths.
 */
export const PAGE_MODULES: Partial<Record<PageName, Loader>> = {
  index: () => import('../pages/home/home-page.js').then((module) => module.page),
  blog: () => import('../pages/library/blog-page.js').then((module) => module.page),
  podcast: () => import('../pages/library/podcast-page.js').then((module) => module.page),
  'result-hash': () => import('../pages/result/result-page.js').then((module) => module.page),
  'result-transcription-hash': () =>
    import('../pages/result/result-page.js').then((module) => module.page),
  languages: () => import('../pages/languages/languages-page.js').then((module) => module.page),
  pricing: () => import('../pages/pricing/pricing-page.js').then((module) => module.page),
  'pricing-package-redeem': () =>
    import('../pages/pricing/redeem-page.js').then((module) => module.page),
  maintenance: () =>
    import('../pages/maintenance/maintenance-page.js').then((module) => module.page),
  // Account: sign-in, sign-up, password, e-mail, settings, credits, drive, API keys.
  'users-signin': () => import('../pages/account/signin-page.js').then((module) => module.page),
  'users-signup': () => import('../pages/account/signup-page.js').then((module) => module.page),
  'users-password': () => import('../pages/account/password-page.js').then((module) => module.page),
  'users-update-email': () =>
    import('../pages/account/update-email-page.js').then((module) => module.page),
  settings: () => import('../pages/account/settings-page.js').then((module) => module.page),
  credits: () => import('../pages/account/credits-page.js').then((module) => module.page),
  workspace: () => import('../pages/workspace/workspace-page.js').then((module) => module.page),
  'api-dashboard': () =>
    import('../pages/api-dashboard/api-dashboard-page.js').then((module) => module.page),
  'convert-t1-to-t2': () =>
    import('../pages/subtitle-tools/convert-page.js').then((module) => module.page),
  'merge-subtitles': () =>
    import('../pages/subtitle-tools/merge-page.js').then((module) => module.page),
  'services-transcription': () =>
    import('../pages/services/services-page.js').then((module) => module.page),
  'services-captions-generator': () =>
    import('../pages/services/services-page.js').then((module) => module.page),
  'services-translate': () =>
    import('../pages/services/services-page.js').then((module) => module.page),
  'services-ai-companion': () =>
    import('../pages/services/services-page.js').then((module) => module.page),
  'transcribe-audio': () =>
    import('../pages/tools/transcribe-media-page.js').then((module) => module.page),
  'transcribe-video': () =>
    import('../pages/tools/transcribe-media-page.js').then((module) => module.page),
  'media-text-converter': () =>
    import('../pages/tools/media-text-converter-page.js').then((module) => module.page),
  'transcribe-language': () =>
    import('../pages/tools/transcribe-language-page.js').then((module) => module.page),
  'transcribe-fileExt-to-text': () =>
    import('../pages/tools/transcribe-file-page.js').then((module) => module.page),
  'subtitle-generator': () =>
    import('../pages/tools/subtitle-generator-page.js').then((module) => module.page),
  'subtitle-generator-language': () =>
    import('../pages/tools/subtitle-generator-language-page.js').then((module) => module.page),
  'media-translator': () =>
    import('../pages/tools/media-translator-page.js').then((module) => module.page),
  'translate-l1-media-to-l2': () =>
    import('../pages/tools/translate-pair-page.js').then((module) => module.page),
  'sns-to-format': () =>
    import('../pages/tools/sns-to-format-page.js').then((module) => module.page),
  'tools-youtube-subtitle-downloader': () =>
    import('../pages/tools/youtube-subtitles-page.js').then((module) => module.page),
  'tools-youtube-subtitle-downloader-Empty': () =>
    import('../pages/tools/youtube-subtitles-page.js').then((module) => module.page),
  'tools-youtube-subtitle-downloader-Banner': () =>
    import('../pages/tools/youtube-subtitles-page.js').then((module) => module.page),
  'tools-youtube-subtitle-downloader-Result': () =>
    import('../pages/tools/youtube-subtitles-page.js').then((module) => module.page),
  'api-introduction': () =>
    import('../pages/about/api-introduction-page.js').then((module) => module.page),
  'edu-and-gov': () => import('../pages/about/edu-and-gov-page.js').then((module) => module.page),
  'become-a-partner': () =>
    import('../pages/about/become-a-partner-page.js').then((module) => module.page),
  'terms-of-rewarded': () =>
    import('../pages/about/terms-of-rewarded-page.js').then((module) => module.page),
  'privacy-policy': () =>
    import('../pages/about/privacy-policy-page.js').then((module) => module.page),
  'terms-of-service': () =>
    import('../pages/about/terms-of-service-page.js').then((module) => module.page),
};

/** The error page (404 and failures), shown in place of any page. */
export const loadErrorPage: Loader = () =>
  import('../pages/error/error-page.js').then((module) => module.page);
