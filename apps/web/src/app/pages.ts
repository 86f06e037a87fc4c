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
  'convert-t1-to-t2': () =>
    import('../pages/subtitle-tools/convert-page.js').then((module) => module.page),
  'merge-subtitles': () =>
    import('../pages/subtitle-tools/merge-page.js').then((module) => module.page),
};

/** The error page (404 and failures), shown in place of any page. */
export const loadErrorPage: Loader = () =>
  import('../pages/error/error-page.js').then((module) => module.page);
