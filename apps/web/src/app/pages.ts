import type { PageName } from '@captio/routing-rules';
import type { PageModule } from './page-module.js';

type Loader = () => Promise<PageModule>;

/**
 * Which module shows each routing-rules page (a path under src/pages, without extension). Every
 * page is its own chunk, loaded when it is first shown; several names share a module where one
 * page kind serves them (the tool landing pages). The route table itself stays in
 * routing-rules: this maps names, not paths.
 */
export const PAGE_FILES: Partial<Record<PageName, string>> = {
  index: 'home/home-page',
  blog: 'library/blog-page',
  podcast: 'library/podcast-page',
  'result-hash': 'result/result-page',
  'result-transcription-hash': 'result/result-page',
  languages: 'languages/languages-page',
  pricing: 'pricing/pricing-page',
  'pricing-package-redeem': 'pricing/redeem-page',
  maintenance: 'maintenance/maintenance-page',
  // Account: sign-in, sign-up, password, e-mail, settings, credits, drive, API keys.
  'users-signin': 'account/signin-page',
  'users-signup': 'account/signup-page',
  'users-password': 'account/password-page',
  'users-update-email': 'account/update-email-page',
  settings: 'account/settings-page',
  credits: 'account/credits-page',
  workspace: 'workspace/workspace-page',
  'api-dashboard': 'api-dashboard/api-dashboard-page',
  'convert-t1-to-t2': 'subtitle-tools/convert-page',
  'merge-subtitles': 'subtitle-tools/merge-page',
  'services-transcription': 'services/services-page',
  'services-captions-generator': 'services/services-page',
  'services-translate': 'services/services-page',
  'services-ai-companion': 'services/services-page',
  'transcribe-audio': 'tools/transcribe-media-page',
  'transcribe-video': 'tools/transcribe-media-page',
  'media-text-converter': 'tools/media-text-converter-page',
  'transcribe-language': 'tools/transcribe-language-page',
  'transcribe-fileExt-to-text': 'tools/transcribe-file-page',
  'subtitle-generator': 'tools/subtitle-generator-page',
  'subtitle-generator-language': 'tools/subtitle-generator-language-page',
  'media-translator': 'tools/media-translator-page',
  'translate-l1-media-to-l2': 'tools/translate-pair-page',
  'sns-to-format': 'tools/sns-to-format-page',
  'tools-youtube-subtitle-downloader': 'tools/youtube-subtitles-page',
  'tools-youtube-subtitle-downloader-Empty': 'tools/youtube-subtitles-page',
  'tools-youtube-subtitle-downloader-Banner': 'tools/youtube-subtitles-page',
  'tools-youtube-subtitle-downloader-Result': 'tools/youtube-subtitles-page',
  'api-introduction': 'about/api-introduction-page',
  'edu-and-gov': 'about/edu-and-gov-page',
  'become-a-partner': 'about/become-a-partner-page',
  'terms-of-rewarded': 'about/terms-of-rewarded-page',
  'privacy-policy': 'about/privacy-policy-page',
  'terms-of-service': 'about/terms-of-service-page',
};

/** The error page (404 and failures), shown in place of any page. */
export const ERROR_PAGE_FILE = 'error/error-page';

// One lazy chunk per page module. The server links a page's stylesheets and chunks from the
// browser build's manifest, whose keys are the source paths this map is keyed by.
const MODULE_FILES = import.meta.glob<{ page: PageModule }>('../pages/*/*-page.{ts,tsx}');

/** The source path of a page module (src/pages/…), as the build manifest names its chunk. */
export function pageSourcePath(file: string): string {
  const found = ['.tsx', '.ts']
    .map((extension) => `../pages/${file}${extension}`)
    .find((key) => key in MODULE_FILES);
  if (!found) throw new Error(`No page module src/pages/${file}.ts(x)`);
  return found.replace(/^\.\.\//, 'src/');
}

function loaderOf(file: string): Loader {
  const load = MODULE_FILES[pageSourcePath(file).replace(/^src\//, '../')];
  return async () => {
    if (!load) throw new Error(`No page module src/pages/${file}.ts(x)`);
    return (await load()).page;
  };
}

export const PAGE_MODULES: Partial<Record<PageName, Loader>> = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([name, file]) => [name, loaderOf(file)]),
);

export const loadErrorPage: Loader = loaderOf(ERROR_PAGE_FILE);

/** The module file a shown page comes from: its page's, or the error page's when it failed. */
export function shownPageFile(name: PageName | undefined, failed: boolean): string {
  return (!failed && name && PAGE_FILES[name]) || ERROR_PAGE_FILE;
}
