import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../../http/auth.js';
import type { RouteOptions } from '../../http/route.js';
import { normalizeEmail } from './credentials.js';
import { hashToken } from './tokens.js';

type RateLimit = NonNullable<RouteOptions['rateLimit']>;

/**
 * Counted in preValidation, once the body is parsed: in onRequest (the plugin's default) there is
 * no body yet, so every address would share one counter per client. Invalid requests count too.
 * (Returned through a variable: RouteOptions does not list `hook`, the plugin reads it.)
 */
function counted(limit: RateLimit): RateLimit {
  const withHook = { ...limit, hook: 'preValidation' as const };
  return withHook;
}

/**
 * Per client and e-mail address of the body: one attacker cannot lock everyone out, nor try
 * many passwords (or flood one mailbox) from one address.
 */
export function perClientAndAddress(max: number, timeWindow: number): RateLimit {
  return counted({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? normalizeEmail(email) : ''}`;
    },
  });
}

/** Per client and session: guessing the current password with a stolen session stays slow. */
export function perClientAndSession(max: number, timeWindow: number): RateLimit {
  return counted({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const token = request.headers.authorization ?? request.cookies[TOKEN_COOKIE] ?? '';
      // Hashed: the limiter's store never holds a usable token.
      return `${request.ip}|${hashToken(token)}`;
    },
  });
}
