import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { LocaleCode } from '@captio/api-client';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { SiteCache } from './cache/site-cache.js';
import { UserCache } from './cache/user-cache.js';
import type { Config } from './config.js';
import { NO_CHANGE_FEED, type ChangeFeed } from './db/change-feed.js';
import type { AppContext, AppSiteCache } from './context.js';
import type { Database } from './db/database.js';
import { compressAnswers } from './http/compression.js';
import { warnAboutSlowAnswers } from './http/slow-answers.js';
import { installErrorHandler, sendFailure } from './http/error-handler.js';
import { forgetStaleSessionCookies } from './http/auth.js';
import { readJsonAsUtf8 } from './http/json-body.js';
import {
  HTTP_SERVER_OPTIONS,
  answerClientError,
  answerProtocolErrors,
} from './http/protocol-errors.js';
import { validatorCompiler } from './http/validator.js';
import { commonMessages } from './i18n/common-messages.js';
import { serveWebApp } from './http/web-app.js';
import { pickLocale } from './i18n/locale.js';
import type { JobQueue } from './jobs/queue.js';
import { PASSWORD_COST, type PasswordCost } from './modules/auth/password.js';
import { configuredLinkFetcher } from './modules/links/link-fetcher.js';
import { reusingLinkLookups } from './modules/links/lookup-cache.js';
import { registerModules } from './modules/index.js';
import { configuredSpeechEngines, type SpeechEngines } from './modules/tasks/engines.js';
import { configuredWritingEngines, type WritingEngines } from './modules/tasks/writing-engines.js';
import { configuredTranslators, type Translators } from './modules/translation/translators.js';
import { endConnectionsWhenClosing } from './shutdown.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface locale for this request's messages, from Accept-Language. */
    locale: LocaleCode;
  }
}

/**
 * A free-form query (the time stamp of check_login and show_version) has no named parameters, and
 * @fastify/swagger would list the keywords of its JSON schema (type, additionalProperties) as
 * query parameters; the summary describes such a query instead.
 */
function withoutFreeFormQuery(route: { schema: FastifySchema; url: string }) {
  // The type says otherwise, but routes registered without a schema come with none.
  if ((route.schema as FastifySchema | undefined) === undefined) return route;
  const query = route.schema.querystring as { properties?: unknown } | undefined;
  if (!query || query.properties) return route;
  const { querystring: _free, ...schema } = route.schema;
  return { ...route, schema };
}

/** Fastify's trustProxy for the setting: a hop count trusts that many proxies nearest the server. */
function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
}

export interface BuildOptions {
  config: Config;
  db: Database;
  /** The database's change feed; without one nothing is cached between requests. */
  changes?: ChangeFeed;
  now?: () => Date;
  /** Where created tasks' jobs go (see jobs/queue.ts); without it, creating a task fails. */
  queue?: JobQueue;
  /** The speech engines; the configured ones by default. */
  engines?: SpeechEngines;
  /** The writing engines; the configured ones by default. */
  writers?: WritingEngines;
  /** The translation engines; the configured ones by default. */
  translators?: Translators;
  logger?: FastifyServerOptions['logger'];
  /**
   * Replaces the scrypt cost of new password hashes (tests use a cheap one: they sign up and in
   * thousands of times, and the cost is password.test.ts's to check).
   */
  passwordCost?: PasswordCost;
  /** Replaces the upload limits per level (tests use small ones). */
  uploadLimits?: AppContext['uploadLimits'];
  /** Replaces the link limits per level (tests use small ones). */
  linkLimits?: AppContext['linkLimits'];
}

/** The whole api (and the web app when built) as one Fastify instance, not yet listening. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    // Client logs and profile bodies are small; uploads get their own limit.
    bodyLimit: 1024 * 1024,
    // The client's address (free uses, sign-in limits) is the socket's unless the operator names
    // the proxies in front: only those may say whom they forward.
    trustProxy: trustedProxies(options.config.trustProxy),
    http: HTTP_SERVER_OPTIONS,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A malformed address (bad percent-encoding) gets the same localized error body as the rest.
    frameworkErrors: (error, request, reply) => {
      request.locale = pickLocale(request.headers['accept-language']);
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void sendFailure(
        reply,
        400,
        badUrl ? 'bad_url' : 'invalid_request',
        badUrl ? commonMessages.badUrl : commonMessages.invalidRequest,
      );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('locale', 'en-US');
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = pickLocale(request.headers['accept-language']);
    done();
  });
  warnAboutSlowAnswers(app);
  readJsonAsUtf8(app);
  answerProtocolErrors(app);
  installErrorHandler(app);
  forgetStaleSessionCookies(app, { secure: options.config.cookieSecure });
  compressAnswers(app);
  endConnectionsWhenClosing(app);

  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Captio API',
        version: '1',
        description:
          'Transcripts, subtitles, captions and translations. Failed calls answer `{ message, code, errors? }` with the message in the Accept-Language locale.',
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'Token <session token>; calls that change something also need X-CSRFtoken.',
          },
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (levels above 2).' },
        },
      },
    },
    transform: (route) => withoutFreeFormQuery(jsonSchemaTransform(route)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const feed = options.changes ?? NO_CHANGE_FEED;
  const cache = new UserCache(feed);
  const site: AppSiteCache = new SiteCache(feed);
  app.addHook('onClose', async () => {
    site.close();
    await cache.close();
  });
  const context: AppContext = {
    config: options.config,
    db: options.db,
    now: options.now ?? (() => new Date()),
    cache,
    site,
    passwordCost: options.passwordCost ?? PASSWORD_COST,
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
    ...(options.linkLimits ? { linkLimits: options.linkLimits } : {}),
    // A link page looks its link up at every step: yt-dlp is asked once in a few minutes.
    links: await configuredLinkFetcher(options.config, app.log).then(
      (fetcher) => fetcher && reusingLinkLookups(fetcher),
    ),
    changes: feed,
    queue: options.queue,
    engines: options.engines ?? (await configuredSpeechEngines(options.config)),
    writers: options.writers ?? (await configuredWritingEngines(options.config)),
    translators: options.translators ?? (await configuredTranslators(options.config)),
  };
  await registerModules(app, context);
  await serveWebApp(app, context);
  return app;
}
