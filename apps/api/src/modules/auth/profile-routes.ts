import { canonicalTimeZone, endpoints, type profileChangesSchema } from '@captio/api-client';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { serveEndpoint } from '../../http/route.js';
import { currentUserData } from '../users/current-userdata.js';
import { inviterToRecord, withFreshInviteCode } from './invite-codes.js';
import type { UserRow } from './sessions.js';

/** Column values or SQL expressions; undefined leaves a column as it is. */
type UserChanges = PgUpdateSetSource<typeof users>;

/** Profile fields of change_profile as columns; fields not sent stay undefined (unchanged). */
function profileColumns(changes: z.output<typeof profileChangesSchema>): UserChanges {
  return {
    locale: changes.change_language,
    name: changes.name,
    firstName: changes.first_name,
    lastName: changes.last_name,
    avatar: changes.user_avatar,
    viewsPreference: changes.views_preference,
    languagePreference: changes.language_preference,
    summaryLanguage: changes.summary_language,
    subDurationDetection: changes.sub_duration_detection,
    autoUpload: changes.auto_upload,
    historyType: changes.history_type,
    reviewShow: changes.review_show,
    bonusEntryShow: changes.bonus_entry_show,
    showCoupon: changes.show_coupon,
    timezone: changes.timezone === undefined ? undefined : canonicalTimeZone(changes.timezone),
  };
}

/** A value to record once: an empty one is no value, and the first recorded one wins. */
function firstValue(column: typeof users.referrer | typeof users.fingerprint, value?: string) {
  const trimmed = value?.trim();
  return trimmed ? sql`coalesce(${column}, ${trimmed})` : undefined;
}

/**
 * change_profile, accept_cookies and update_profile: the bootstrap the web app makes once on load
 * for a signed-in user without an invite code, which gives the user one.
 */
export async function registerProfileRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const { db } = context;

  async function update(user: UserRow, changes: UserChanges): Promise<UserRow> {
    if (Object.values(changes).every((value) => value === undefined)) return user;
    const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!updated) throw new Error('the signed-in user has no row');
    return updated;
  }

  serveEndpoint(app, context, endpoints.changeProfile, async ({ body, auth }) => {
    const user = await update(auth.user, profileColumns(body));
    return { data: { userdata: await currentUserData(context, user) } };
  });

  serveEndpoint(app, context, endpoints.acceptCookies, async ({ auth }) => {
    await update(auth.user, { acceptCookies: true });
    return { data: { accept_cookies: true } };
  });

  serveEndpoint(app, context, endpoints.updateProfile, async ({ body, auth }) => {
    const invitedBy = await inviterToRecord(db, auth.user, body.invite_code);
    // One UPDATE, so that concurrent bootstraps (two tabs) agree: coalesce keeps the first
    // invite code, inviter, referrer and fingerprint, whichever request wrote them.
    const user = await withFreshInviteCode((code) =>
      update(auth.user, {
        inviteCode: sql`coalesce(${users.inviteCode}, ${code})`,
        invitedBy:
          invitedBy === undefined ? undefined : sql`coalesce(${users.invitedBy}, ${invitedBy})`,
        referrer: firstValue(users.referrer, body.referer),
        fingerprint: firstValue(users.fingerprint, body.fingerprint),
        name: body.name,
        locale: body.language,
        timezone: body.timezone === undefined ? undefined : canonicalTimeZone(body.timezone),
      }),
    );
    return { data: { userdata: await currentUserData(context, user) } };
  });
}
