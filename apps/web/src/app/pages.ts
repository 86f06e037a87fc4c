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
};

/** The error page (404 and failures), shown in place of any page. */
export const loadErrorPage: Loader = () =>
  import('../pages/error/error-page.js').then((module) => module.page);
