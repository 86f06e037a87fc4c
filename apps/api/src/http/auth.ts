import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointAuth } from '@captio/api-client';
import type { AppContext } from '../context.js';
import { commonMessages } from '../i18n/common-messages.js';
import type { ApiKeyRow } from '../modules/api-keys/keys.js';
import { findUsableApiKey } from '../modules/api-keys/usable-key.js';
import { type SessionRow, type UserRow, findSessionByHash } from '../modules/auth/sessions.js';
import { hashToken, sameSecret } from '../modules/auth/tokens.js';
import { AppError, unauthorized } from './app-error.js';

export const TOKEN_COOKIE = 'token';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

export type Auth =
  | { kind: 'session'; user: UserRow; session: SessionRow }
  | { kind: 'api-key'; user: UserRow; apiKey: ApiKeyRow };

interface Presented {
  token?: string;
  apiKey?: string;
}

/**
 * Requests that came with a session cookie no session has (expired, signed out elsewhere): their
 * answer clears it (forgetStaleSessionCookies), as the spec clears the token after a 401, which
 * the page cannot do to a cookie it cannot read.
 */
const staleSessionCookies = new WeakSet<FastifyRequest>();

/** Every answer to a request that brought a stale session cookie clears it and the CSRF one. */
export function forgetStaleSessionCookies(app: FastifyInstance, options: CookieOptions): void {
  app.addHook('onSend', async (request, reply) => {
    if (staleSessionCookies.has(request)) clearSessionCookies(reply, options);
  });
}

function presentedCredentials(request: FastifyRequest): Presented {
  const header = request.headers.authorization;
  if (header) {
    const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
    if (scheme.toLowerCase() === 'token' && value) return { token: value };
    if (scheme.toLowerCase() === 'bearer' && value) return { apiKey: value };
  }
  const cookie = request.cookies[TOKEN_COOKIE];
  return cookie ? { token: cookie } : {};
}

/** Whether a call may change something: then it needs the CSRF token, and drops cached rows. */
export function changesState(endpoint: Endpoint): boolean {
  return endpoint.method !== 'GET' || Boolean(endpoint.changesState);
}

/** Whether an endpoint lets an API key in: every one that reads credentials, but session-only ones. */
export function acceptsApiKey(rule: EndpointAuth): boolean {
  return rule === 'optional' || rule === 'session-or-key';
}

/** One way of calling an OpenAPI operation: no credentials ({}), a session token, an API key. */
export type SecurityRequirement = Partial<Record<'token' | 'apiKey', []>>;

/**
 * An endpoint's OpenAPI `security`, from the rule authenticate applies to it: what the document
 * tells API users is what the server lets in. None for 'none', whose credentials are not read.
 */
export function openApiSecurity(rule: EndpointAuth): SecurityRequirement[] | undefined {
  if (rule === 'none') return undefined;
  const anonymous: SecurityRequirement[] = rule === 'optional' ? [{}] : [];
  const key: SecurityRequirement[] = acceptsApiKey(rule) ? [{ apiKey: [] }] : [];
  return [...anonymous, { token: [] }, ...key];
}

/**
 * Who is calling, as the endpoint allows: a session (with its CSRF token on calls that change
 * something), or an API key where the endpoint accepts one. Throws the 401/403 to answer.
 */
export async function authenticate(
  context: Pick<AppContext, 'db' | 'now' | 'cache'>,
  request: FastifyRequest,
  endpoint: Endpoint,
): Promise<Auth | undefined> {
  if (endpoint.auth === 'none') return undefined;
  const presented = presentedCredentials(request);
  const required = endpoint.auth !== 'optional';

  if (presented.apiKey) {
    if (!acceptsApiKey(endpoint.auth)) {
      throw new AppError(403, 'api_key_not_allowed', commonMessages.apiKeyNotAllowed);
    }
    // API keys are not sent by browsers on their own, so they need no CSRF token.
    const found = await findUsableApiKey(context.db, presented.apiKey, context.now());
    if (!found) throw new AppError(401, 'invalid_api_key', commonMessages.apiKeyInvalid);
    return { kind: 'api-key', user: found.user, apiKey: found.key };
  }

  if (!presented.token) {
    if (required) throw unauthorized();
    return undefined;
  }
  const tokenHash = hashToken(presented.token);
  const found = await context.cache.session(tokenHash, () =>
    findSessionByHash(context.db, tokenHash),
  );
  if (!found) {
    if (presented.token === request.cookies[TOKEN_COOKIE]) staleSessionCookies.add(request);
    if (required) throw unauthorized('session_expired', commonMessages.sessionExpired);
    return undefined;
  }
  if (changesState(endpoint)) {
    const header = request.headers[CSRF_HEADER];
    const csrf = Array.isArray(header) ? header[0] : header;
    if (!csrf || !sameSecret(csrf, found.session.csrfToken)) {
      throw new AppError(403, 'csrf_failed', commonMessages.csrfMissing);
    }
  }
  return { kind: 'session', user: found.user, session: found.session };
}

export interface CookieOptions {
  secure: boolean;
}

/** Sets the token (HttpOnly) and CSRF (readable by the page) cookies of a new session. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; csrftoken: string; expiresAt: Date },
  options: CookieOptions,
): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: options.secure,
    expires: session.expiresAt,
  };
  reply.setCookie(TOKEN_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrftoken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, options: CookieOptions): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure };
  reply.clearCookie(TOKEN_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, common);
}
