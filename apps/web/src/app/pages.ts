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
};

/** The error page (404 and failures), shown in place of any page. */
export const loadErrorPage: Loader = () =>
  import('../pages/error/error-page.js').then((module) => module.page);
