import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint, EndpointParsed, EndpointResponse, LocaleCode } from '@captio/api-client';
import type { AppContext } from '../context.js';
import { commonMessages } from '../i18n/common-messages.js';
import { type Auth, authenticate, changesState, openApiSecurity } from './auth.js';
import { sendFailure } from './error-handler.js';
import { PreparedAnswer } from './prepared-answer.js';
import { acceptUnstorableText } from './validator.js';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type AuthFor<E extends Endpoint> = E['auth'] extends 'session' | 'session-or-key'
  ? Auth
  : Auth | undefined;

export interface HandlerInput<E extends Endpoint> {
  body: EndpointParsed<E>['body'];
  query: EndpointParsed<E>['query'];
  params: EndpointParsed<E>['params'];
  auth: AuthFor<E>;
  locale: LocaleCode;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Bytes the body may have; Fastify's 1 MB otherwise. */
  bodyLimit?: number;
  /** Per-route rate limit (see @fastify/rate-limit). */
  rateLimit?: {
    max: number;
    timeWindow: number | string;
    keyGenerator?: (request: FastifyRequest) => string;
  };
  /**
   * The body is a free-form document kept as sent, whose handler replaces a NUL or half a
   * surrogate pair itself: validation lets them through instead of refusing the request.
   */
  keepsUnstorableText?: boolean;
}

/** Who called each request under way, settled before its body is read. */
const callers = new WeakMap<FastifyRequest, Auth | undefined>();

/**
 * A HEAD runs its GET's handler, so a GET that changes something (logout, accept_cookies) would
 * change it for a HEAD too. Its HEAD answers 405 instead of a body-less GET: the GET's headers are
 * its effects (a logout's cleared cookies), so a HEAD without them would misdescribe it.
 */
function refuseHead(app: FastifyInstance, path: string): void {
  app.route({
    method: 'HEAD',
    url: path,
    handler: async (_request, reply) => {
      void reply.header('allow', 'GET');
      return sendFailure(reply, 405, 'method_not_allowed', commonMessages.methodNotAllowed, {
        method: 'HEAD',
      });
    },
  });
}

/**
 * Serves one endpoint of the contract: the same zod schemas validate the request and the answer,
 * and describe it in OpenAPI; the caller is authenticated as the endpoint requires before the
 * request's body is read.
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  handler: NoInfer<(input: HandlerInput<E>) => Promise<EndpointResponse<E> | PreparedAnswer<E>>>,
  options: RouteOptions = {},
): void {
  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    response: { 200: endpoint.response },
  };
  if (endpoint.body) schema['body'] = endpoint.body;
  if (endpoint.query) schema['querystring'] = endpoint.query;
  if (endpoint.params) schema['params'] = endpoint.params;
  const security = openApiSecurity(endpoint.auth);
  if (security) schema['security'] = security;
  const routeOptions: RouteShorthandOptions = { schema };
  const evictsCache = changesState(endpoint);
  if (options.bodyLimit) routeOptions.bodyLimit = options.bodyLimit;
  if (options.rateLimit) routeOptions.config = { rateLimit: options.rateLimit };
  if (options.keepsUnstorableText && endpoint.body) acceptUnstorableText(endpoint.body);
  const headChangesState = endpoint.method === 'GET' && evictsCache;

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptions,
    exposeHeadRoute: !headChangesState,
    // Before the body is read, let alone validated: a caller who may not call this learns only
    // that (401, 403), never what its body got wrong, and costs no parsing.
    preParsing: async (request, _reply, payload) => {
      callers.set(request, await authenticate(context, request, endpoint));
      return payload;
    },
    handler: async (request, reply) => {
      const auth = callers.get(request);
      try {
        const answer = await handler({
          body: request.body as EndpointParsed<E>['body'],
          query: request.query as EndpointParsed<E>['query'],
          params: request.params as EndpointParsed<E>['params'],
          auth: auth as AuthFor<E>,
          locale: request.locale,
          request,
          reply,
        });
        if (!(answer instanceof PreparedAnswer)) return answer;
        // Checked and serialized already: its UTF-8 bytes go out as they are.
        void reply.type(JSON_CONTENT_TYPE);
        return answer.body;
      } finally {
        // Before the answer leaves: the caller's next request must see what this one changed,
        // even if the database's announcement of it has not arrived yet.
        if (auth && evictsCache) context.cache.evictUser(auth.user.id);
      }
    },
  });
  if (headChangesState) refuseHead(app, endpoint.path);
}
