import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint. 'session': a signed-in user (Token header or cookie); 'session-or-key':
 * also an API key (`Authorization: Bearer`, levels above 2); 'optional': anyone, with the user
 * when signed in or calling with an API key; 'none': anyone, credentials unread.
 */
export type EndpointAuth = 'none' | 'optional' | 'session' | 'session-or-key';

/** One call of the contract: the api serves it with these schemas, the client calls it with them. */
export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends EndpointAuth = EndpointAuth,
> {
  readonly method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from params. */
  readonly path: string;
  readonly auth: Auth;
  readonly summary: string;
  readonly tag: string;
  /**
   * A GET that changes something (logout, accept_cookies): it still needs the CSRF token, and the
   * api answers its HEAD with 405 rather than run it.
   */
  readonly changesState?: boolean;
  readonly body?: Body;
  readonly query?: Query;
  readonly params?: Params;
  readonly response: Response;
}

export function defineEndpoint<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  const Auth extends EndpointAuth = EndpointAuth,
>(
  endpoint: Endpoint<Body, Query, Params, Response, Auth>,
): Endpoint<Body, Query, Params, Response, Auth> {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.input<T> : never;

/** What a caller passes: body, query and params, each only when the endpoint has it. */
export type EndpointInput<E> =
  E extends Endpoint<infer Body, infer Query, infer Params, z.ZodType, EndpointAuth>
    ? (Body extends z.ZodType ? { body: Infer<Body> } : { body?: never }) &
        (Query extends z.ZodType ? { query?: Infer<Query> } : { query?: never }) &
        (Params extends z.ZodType ? { params: Infer<Params> } : { params?: never })
    : never;

export type EndpointResponse<E> =
  E extends Endpoint<
    z.ZodType | undefined,
    z.ZodType | undefined,
    z.ZodType | undefined,
    infer R,
    EndpointAuth
  >
    ? z.output<R>
    : never;

/** The parsed body, query and params a server handler receives. */
export type EndpointParsed<E> =
  E extends Endpoint<infer Body, infer Query, infer Params, z.ZodType, EndpointAuth>
    ? {
        body: Body extends z.ZodType ? z.output<Body> : undefined;
        query: Query extends z.ZodType ? z.output<Query> : undefined;
        params: Params extends z.ZodType ? z.output<Params> : undefined;
      }
    : never;

/** Fills `:name` segments of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
