import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LocaleCode } from '@captio/api-client';
import { isLocale, negotiateLocale, parseLocaleCookie } from '@captio/i18n';
import type { AppContext } from '../context.js';
import { findSessionByHash, type UserRow } from '../modules/auth/sessions.js';
import { hashToken, sameSecret } from '../modules/auth/tokens.js';
import { publicPlans } from '../modules/billing/plans.js';
import { newestVersion } from '../modules/versions/versions.js';
import { findRedirect, redirectKey } from '../modules/site/redirects.js';
import { readFlags } from '../modules/system/flags.js';
import { DEFAULT_LOCALE } from '../i18n/locale.js';
import { TOKEN_COOKIE } from './auth.js';
import {
  loadWebBuild,
  type RenderRequest,
  type RenderResult,
  type WebBuild,
} from './page-renderer.js';
import { renderFailurePage } from './render-failure-page.js';

/** The cookie that carries the operator's maintenance pass (compared with the secret). */
export const MAINTENANCE_PASS_COOKIE = 'maintenance_pass';

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('x-frame-options', 'SAMEORIGIN');
}

/** The signed-in user of a page request, if any. */
async function signedInUser(
  context: AppContext,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  const token = request.cookies[TOKEN_COOKIE];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const found = await context.cache.session(tokenHash, () =>
    findSessionByHash(context.db, tokenHash),
  );
  return found?.user;
}

function holdsPass(context: AppContext, request: FastifyRequest): boolean {
  const secret = context.config.maintenanceSecret;
  const held = request.cookies[MAINTENANCE_PASS_COOKIE];
  return Boolean(secret && held && sameSecret(held, secret));
}

/** /maintenance?pass=<secret>: this browser keeps using the site during maintenance. */
function passOffered(context: AppContext, request: FastifyRequest): boolean {
  const secret = context.config.maintenanceSecret;
  const offered = (request.query as Record<string, unknown>)['pass'];
  return Boolean(secret && typeof offered === 'string' && sameSecret(offered, secret));
}

/**
 * The renderer's answer. A page that throws comes back as the web app's error page (logged
 * here); a renderer that fails outright gets a plain one from the api. Either way the reader
 * sees an HTML page in their language with status 500, never JSON or a stack trace.
 */
async function renderOrFail(
  web: WebBuild,
  request: FastifyRequest,
  render: RenderRequest,
  readerLocale: LocaleCode | undefined,
): Promise<RenderResult> {
  try {
    const result = await web.render(render);
    if (result.kind === 'page' && result.failure !== undefined) {
      request.log.error({ err: result.failure, url: render.url }, 'page render failed');
    }
    return result;
  } catch (error) {
    request.log.error({ err: error, url: render.url }, 'page renderer failed');
    const named = render.url.split(/[/?#]/)[1];
    const locale = named && isLocale(named) ? named : (readerLocale ?? DEFAULT_LOCALE);
    return { kind: 'page', status: 500, html: await renderFailurePage(locale) };
  }
}

async function answerPage(
  context: AppContext,
  web: WebBuild,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = request.url;
  const pathname = url.split('?')[0] ?? '/';
  if (passOffered(context, request)) {
    const secret = context.config.maintenanceSecret ?? '';
    return reply
      .setCookie(MAINTENANCE_PASS_COOKIE, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: context.config.cookieSecure,
        maxAge: 7 * 24 * 3600,
      })
      .redirect('/', 302);
  }
  const [flags, redirect, user] = await Promise.all([
    context.site.systemFlags(() => readFlags(context.db)),
    context.site.redirect(redirectKey(pathname), () => findRedirect(context.db, pathname)),
    signedInUser(context, request),
  ]);
  const isSignedIn = user !== undefined;
  // A page whose address names no language (/workspace) speaks the one the header's switch
  // chose, else the account's, else the browser's.
  const preferred =
    parseLocaleCookie(request.headers.cookie ?? '') ??
    user?.locale ??
    negotiateLocale(request.headers['accept-language']);
  const readerLocale = preferred && isLocale(preferred) ? preferred : undefined;
  const result = await renderOrFail(
    web,
    request,
    {
      url,
      origin: context.config.publicUrl,
      signedIn: isSignedIn,
      system: {
        isMaintenance: flags.maintenance,
        showNotice: flags.show_notice,
        maintenanceBypass: holdsPass(context, request),
      },
      serverRedirect: redirect,
      preferredLocale: readerLocale,
      sources: { plans: () => publicPlans(context), newestVersion: () => newestVersion(context) },
      dataGeneration: context.site.changeCount,
    },
    readerLocale,
  );
  securityHeaders(reply).header('cache-control', 'no-cache');
  if (result.kind === 'redirect') return reply.redirect(result.location, 302);
  return reply.code(result.status).type('text/html; charset=utf-8').send(result.html);
}

/**
 * Serves the built web app beside the api: its files, and every page rendered on the server
 * with its content, head tags and the state the browser hydrates from. Paths under /api/ and
 * files that do not exist (a missing script or image) stay 404s rather than a page under a
 * wrong type.
 */
export async function serveWebApp(app: FastifyInstance, context: AppContext): Promise<void> {
  const web = await loadWebBuild(context.config.webDist);
  if (!web) return;
  await app.register(fastifyStatic, {
    root: web.clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file; the client's Accept-Encoding picks.
    preCompressed: true,
    // The page frame has placeholders only the renderer fills: never served as it is.
    allowedPath: (path) => path !== '/index.html',
    setHeaders(response, path) {
      const immutable = path.includes('/assets/');
      response.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      response.header('x-content-type-options', 'nosniff');
    },
  });
  const origin = context.config.publicUrl;
  const searchFile = (reply: FastifyReply, type: string, body: string) =>
    securityHeaders(reply).header('cache-control', 'public, max-age=3600').type(type).send(body);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    searchFile(reply, 'text/plain; charset=utf-8', web.robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    searchFile(reply, 'application/xml; charset=utf-8', web.sitemapIndex(origin)),
  );
  app.get<{ Params: { part: string } }>(
    '/sitemaps/:part',
    { schema: { hide: true } },
    (request, reply) => {
      const name = /^([a-z-]+)\.xml$/.exec(request.params.part)?.[1];
      const body = name === undefined ? undefined : web.sitemapPart(origin, name);
      if (body === undefined) return reply.callNotFound();
      return searchFile(reply, 'application/xml; charset=utf-8', body);
    },
  );
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    const isPage = !pathname.startsWith('/api/') && !pathname.startsWith('/assets/');
    if (!isPage || last.includes('.')) return reply.callNotFound();
    return answerPage(context, web, request, reply);
  });
}
