import { and, type Column, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { driveFiles, tasks } from '../../db/schema.js';
import type { Auth } from '../../http/auth.js';
import type { UserRow } from '../auth/sessions.js';
import { presentedVisitorId, visitorIdFor } from '../visitors/visitor-id.js';

/**
 * Who is asking about tasks and files: a user (by session or API key), or a visitor without an
 * account by the visitor cookie their upload set. Nobody else holds anything.
 */
export type Caller =
  { kind: 'user'; user: UserRow } | { kind: 'visitor'; visitorId: string } | { kind: 'nobody' };

export function callerOf(auth: Auth | undefined, request: FastifyRequest): Caller {
  if (auth) return { kind: 'user', user: auth.user };
  const visitorId = presentedVisitorId(request);
  return visitorId ? { kind: 'visitor', visitorId } : { kind: 'nobody' };
}

/**
 * The caller of a request that makes something the caller will own (a link's task, a download):
 * a visitor without the cookie gets one, as an upload gives it.
 */
export function ownerOf(
  auth: Auth | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Exclude<Caller, { kind: 'nobody' }> {
  if (auth) return { kind: 'user', user: auth.user };
  return { kind: 'visitor', visitorId: visitorIdFor(request, reply) };
}

/** The holder columns of a table whose rows belong to a user or a visitor. */
interface HeldRows {
  userId: Column;
  visitorId: Column;
}

/** The caller's rows of such a table; for nobody, a condition no row meets. */
export function ownedBy(table: HeldRows, caller: Caller): SQL | undefined {
  switch (caller.kind) {
    case 'user':
      return eq(table.userId, caller.user.id);
    case 'visitor':
      return eq(table.visitorId, caller.visitorId);
    case 'nobody':
      return and(eq(table.userId, -1), eq(table.visitorId, ''));
  }
}

/** The caller's tasks. */
export const tasksOf = (caller: Caller) => ownedBy(tasks, caller);

/** The caller's drive entries. */
export const filesOf = (caller: Caller) => ownedBy(driveFiles, caller);
