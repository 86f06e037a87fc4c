import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../http/auth.js';
import { driveFiles, tasks } from '../../db/schema.js';
import { presentedVisitorId } from '../visitors/visitor-id.js';

/** Who holds a file: a user (their drive; an API key acts as its user), or a visitor's browser. */
export type Holder = { userId: number } | { visitorId: string };

/** The drive_files rows of a holder. */
export function heldBy(holder: Holder) {
  return 'userId' in holder
    ? eq(driveFiles.userId, holder.userId)
    : eq(driveFiles.visitorId, holder.visitorId);
}

/** The tasks of a holder. */
export function tasksHeldBy(holder: Holder) {
  return 'userId' in holder
    ? eq(tasks.userId, holder.userId)
    : eq(tasks.visitorId, holder.visitorId);
}

/**
 * The holder a reading request speaks for: the signed-in user, else the visitor its cookie names,
 * else nobody (whose every file answers 404). No cookie is made for a read.
 */
export function readingHolder(request: FastifyRequest, auth: Auth | undefined): Holder | undefined {
  if (auth) return { userId: auth.user.id };
  const visitorId = presentedVisitorId(request);
  return visitorId ? { visitorId } : undefined;
}
