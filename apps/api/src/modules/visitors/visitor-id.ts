import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Names the browser of a visitor without an account: their uploads and tasks are theirs. */
export const VISITOR_COOKIE = 'captio_visitor';

const VISITOR_ID = /^v_[A-Za-z0-9_-]{22}$/;
/** A year: a visitor who comes back finds their files while they are kept. */
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor id the request carries, if it is one this server could have made. */
export function presentedVisitorId(request: FastifyRequest): string | undefined {
  const value = request.cookies[VISITOR_COOKIE];
  return value !== undefined && VISITOR_ID.test(value) ? value : undefined;
}

/**
 * The caller's visitor id, made and set as a cookie on the first call that needs one. 128 random
 * bits: guessing another visitor's id is as hard as guessing a session token.
 */
export function visitorIdFor(request: FastifyRequest, reply: FastifyReply): string {
  const present = presentedVisitorId(request);
  if (present) return present;
  const made = `v_${randomBytes(16).toString('base64url')}`;
  void reply.setCookie(VISITOR_COOKIE, made, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: VISITOR_COOKIE_SECONDS,
  });
  return made;
}
