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
