import type { Locale } from '@captio/routing-rules';
import type { VersionRecord } from '@captio/ui-kit';
import type { PageDataResult } from '../app/page-data.js';

/** What the browser needs to hydrate the page the server rendered, read before anything runs. */
export interface BootState {
  route: {
    name: string | undefined;
    params: Record<string, string>;
    locale: Locale;
    path: string;
    search: string;
  };
  error?: { status: number; message: string; path?: string };
  /** The page's public data as the server rendered it: the browser does not fetch it again. */
  data?: PageDataResult;
  system: { isMaintenance: boolean; showNotice: boolean; maintenanceBypass: boolean };
  /** The page request carried a session cookie: the header holds back its sign-in links. */
  sessionCookie: boolean;
  /**
   * For a visitor: the version the latest-updates dialog announces, null for none. Absent with
   * a session cookie (the browser asks the api, not_viewed being the user's) or when the server
   * could not read it.
   */
  latestUpdate?: VersionRecord | null;
  messages: Readonly<Record<string, string>>;
}

export const BOOT_STATE_ID = 'captio-state';

/**
 * JSON inside a script element: '<' is written as \u003c so no text of the page (a title with
 * '</script>') can end the element early, and U+2028/2029 are escaped for older parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  lang: Locale;
  head: string;
  html: string;
  state: BootState;
  /** Links of the page's own stylesheets and chunks: after the entry's, in the same order. */
  assets?: string;
}

/** The built index.html with the page filled in at its placeholders and the end of its head. */
export function fillTemplate(
  template: string,
  { lang, head, html, state, assets = '' }: DocumentParts,
): string {
  return (
    template
      .replace('<html lang="en-US">', `<html lang="${lang}">`)
      // The end of the head first: the page's texts in the head must not be searched.
      .replace('</head>', assets ? `  ${assets}\n  </head>` : '</head>')
      .replace('<!--app-head-->', head)
      .replace('<!--app-html-->', html)
      .replace(
        '<!--app-state-->',
        `<script id="${BOOT_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
      )
  );
}
