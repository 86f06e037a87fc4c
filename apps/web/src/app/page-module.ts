import type { ComponentType } from 'react';
import type { Locale, PageName } from '@captio/routing-rules';
import type { PageCatalog, PageMessageValues } from '../i18n/page-catalog.js';
import type { PageData } from './page-data.js';

/** The page being shown: routing-rules' answer for the address, plus the address itself. */
export interface PageRoute {
  /** undefined on an address no page answers (the 404 page shows instead). */
  name: PageName | undefined;
  params: Readonly<Record<string, string>>;
  locale: Locale;
  /** The path as requested, locale prefix included, without query or hash. */
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Pages that are per user or transient stay out of search engines and the sitemap. */
  noindex?: boolean;
}

/** Translates any key of the shell's or the page area's catalog (for head tags, outside React). */
export type HeadTranslate = (key: string, values?: PageMessageValues) => string;

export interface PageProps {
  route: PageRoute;
}

/** What every page module exports; the registry loads one lazily per page name. */
export interface PageModule {
  Page: ComponentType<PageProps>;
  /** The area's texts, merged over the shell's catalog while the page is shown. */
  catalog?: PageCatalog;
  head(route: PageRoute, t: HeadTranslate, error?: { status: number }): PageHead;
  /** Public data the page shows, loaded before it renders (in its server HTML too). */
  data?: PageData<unknown>;
  /**
   * The page's main content is the reader's own, fetched once it has mounted (the server renders
   * every page as a visitor sees it). The shell gives it a window's height from the first paint,
   * so the footer starts below the fold and nothing in view moves when the content arrives.
   */
  fillsAfterMount?: boolean;
}
