import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint, EndpointParsed, EndpointResponse, LocaleCode } from '@captio/api-client';
import type { AppContext } from '../context.js';
import { type Auth, authenticate, changesState } from './auth.js';
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

/**
 * Serves one endpoint of the contract: the same zod schemas validate the request and the answer,
 * and describe it in OpenAPI; the caller is authenticated as the endpoint requires before the
 * handler runs.
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
  if (endpoint.auth !== 'none') {
    schema['security'] =
      endpoint.auth === 'session-or-key'
        ? [{ token: [] }, { apiKey: [] }]
        : endpoint.auth === 'optional'
          ? [{}, { token: [] }]
          : [{ token: [] }];
  }
  const routeOptions: RouteShorthandOptions = { schema };
  const evictsCache = changesState(endpoint);
  if (options.bodyLimit) routeOptions.bodyLimit = options.bodyLimit;
  if (options.rateLimit) routeOptions.config = { rateLimit: options.rateLimit };
  if (options.keepsUnstorableText && endpoint.body) acceptUnstorableText(endpoint.body);

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptions,
    handler: async (request, reply) => {
      const auth = await authenticate(context, request, endpoint);
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
}
