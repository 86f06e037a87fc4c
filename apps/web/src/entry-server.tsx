import { renderToString } from 'react-dom/server';
import { runGuards, stripLocale, type Locale } from '@captio/routing-rules';
import { App } from './app/App.js';
import { headTags } from './app/head.js';
import { loadError, loadPage, notFoundRoute } from './app/load-page.js';
import { pageSourcePath, shownPageFile } from './app/pages.js';
import type { PageDataSources } from './app/page-data.js';
import { pageHead } from './app/document-head.js';
import { splitAddress } from './router/address.js';
import { colorModeBootScript } from './shell/color-mode-boot.js';
import { displayLocale } from './router/display-locale.js';
import { guardInputs } from './router/guard-inputs.js';
import { fillTemplate, type BootState } from './server/document.js';
import { earlySubmitScript } from './app/early-submits.js';
import { earlyFetchScript } from './server/early-fetch.js';
import { visitorLatestUpdate, type ShellDataSources } from './server/visitor-latest-update.js';
import { pageAssetLinks, pageAssets, type ClientManifest } from './server/page-assets.js';
import { createAppStores } from './state/stores.js';
import type { PageError } from './state/route-store.js';
import type { SystemState } from './state/system-store.js';

export interface RenderRequest {
  /** The path and query as requested. */
  url: string;
  /** The public origin for canonical and Open Graph URLs (no trailing slash). */
  origin: string;
  /** The session cookie names a live session (checked by the api). */
  signedIn: boolean;
  system: Pick<SystemState, 'isMaintenance' | 'showNotice' | 'maintenanceBypass'>;
  /** The operator's redirect for this path, if any. */
  serverRedirect: string | null;
  /**
   * The reader's interface locale (the locale cookie, else Accept-Language): for redirects off
   * unlocalized pages, and the language those pages are shown in.
   */
  preferredLocale: Locale | undefined;
  /**
   * Where pages read the public data they show (the plans), and the shell the newest version
   * it announces to a visitor: the api, in-process.
   */
  sources: PageDataSources & ShellDataSources;
  /**
   * A number that changes whenever what `sources` give may have changed (the api counts the
   * changes its database announces). Rendered pages are kept per generation, so a page rendered
   * before is found without reading any of its data.
   */
  dataGeneration: number;
  dev?: boolean;
}

export { robotsTxt, sitemapIndex, sitemapPart } from './server/sitemap.js';

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /** `failure`: what kept the page from rendering, for the api's log (the error page was). */
  | { kind: 'page'; status: number; html: string; failure?: unknown };

/** The error page of a failed render: the generic message, never the error's own text. */
const RENDER_FAILED: PageError = { status: 500, message: '' };

/** Pages kept rendered: the most visited addresses, oldest use dropped first. */
const CACHE_LIMIT = 500;

/**
 * Renders addresses to whole HTML documents with the built index.html as the frame, linking
 * each page's stylesheets and chunks from the browser build's manifest. A page's HTML depends
 * only on its address, the system switches and whether a session cookie came (the server renders
 * every page as a visitor sees it, signed-in parts arrive in the browser; with a session cookie
 * the header holds back its sign-in links), so each is rendered once and kept.
 */
export function createRenderer(template: string, clientManifest: ClientManifest = {}) {
  const rendered = new Map<string, { status: number; html: string }>();
  /** One address, or with `failed` its error page in the reader's locale (then not kept). */
  async function renderAddress(request: RenderRequest, failed?: PageError): Promise<RenderResult> {
    const { system } = request;
    const outcome = runGuards(
      request.url,
      guardInputs({
        loggedIn: request.signedIn,
        system,
        serverRedirect: request.serverRedirect,
        preferredLocale: request.preferredLocale,
      }),
      { dev: request.dev ?? false },
    );
    if (outcome.kind === 'redirect') return { kind: 'redirect', location: outcome.to };

    const { path, search } = splitAddress(request.url);
    const locale =
      outcome.kind === 'page'
        ? displayLocale(path, outcome.locale, request.preferredLocale)
        : stripLocale(path).locale;
    const route =
      outcome.kind === 'page'
        ? { ...outcome, locale, path, search }
        : notFoundRoute(path, search, locale);
    // With a session cookie the header holds back its sign-in links, so that is part of the
    // key; so is the data generation: when the operator changes the plans or adds a version,
    // pages are rendered anew (the old ones age out).
    const key = `${system.isMaintenance}|${system.showNotice}|${system.maintenanceBypass}|${request.signedIn}|${request.dataGeneration}|${locale}|${request.url}`;
    const kept = failed ? undefined : rendered.get(key);
    if (kept) {
      rendered.delete(key);
      rendered.set(key, kept);
      return { kind: 'page', ...kept };
    }
    const shown = failed
      ? await loadError(route, failed)
      : outcome.kind === 'page'
        ? await loadPage(route, request.sources)
        : await loadError(route, { status: 404, message: outcome.message, path: outcome.path });
    // A visitor's page carries the latest-updates announcement, so the browser need not load
    // the api client to ask; a signed-in user's browser asks (not_viewed is theirs).
    const latestUpdate = request.signedIn ? undefined : await visitorLatestUpdate(request.sources);
    const stores = createAppStores({
      page: shown,
      system,
      session: { sessionCookie: request.signedIn },
    });
    const html = renderToString(<App stores={stores} navigate={() => undefined} />);

    const head = pageHead(shown);
    const state: BootState = {
      route: { ...shown.route, params: { ...shown.route.params } },
      ...(shown.error ? { error: shown.error } : {}),
      ...(shown.data ? { data: shown.data } : {}),
      system,
      sessionCookie: request.signedIn,
      ...(latestUpdate !== undefined ? { latestUpdate } : {}),
      messages: shown.messages,
    };
    const page = {
      status: shown.error?.status ?? 200,
      html: fillTemplate(template, {
        lang: shown.route.locale,
        head: [
          headTags({
            head,
            locale: shown.route.locale,
            path,
            origin: request.origin,
            siteName: 'Captio',
          }),
          `<script>${colorModeBootScript()}</script>`,
          earlySubmitScript(),
          ...(shown.error ? [] : [earlyFetchScript(shown.route)].filter(Boolean)),
        ].join('\n    '),
        html,
        state,
        assets: pageAssetLinks(
          pageAssets(
            clientManifest,
            pageSourcePath(shownPageFile(shown.route.name, !!shown.error)),
          ),
        ),
      }),
    };
    // A failure is not kept, nor a page whose data or announcement could not be read: the next
    // request tries again.
    const unread = shown.data?.ok === false || (!request.signedIn && latestUpdate === undefined);
    if (!failed && !unread) {
      rendered.set(key, page);
      if (rendered.size > CACHE_LIMIT) rendered.delete(rendered.keys().next().value ?? key);
    }
    return { kind: 'page', ...page };
  }

  /**
   * A page that throws while loading or rendering is answered with the error page (status 500)
   * in the reader's locale: never a stack trace, never a half-written document.
   */
  return async function render(request: RenderRequest): Promise<RenderResult> {
    try {
      return await renderAddress(request);
    } catch (failure) {
      const page = await renderAddress(request, RENDER_FAILED);
      return page.kind === 'page' ? { ...page, failure } : page;
    }
  };
}
