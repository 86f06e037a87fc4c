import { endpoints } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { type Queryable, UNIQUE_VIOLATION, sqlState } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../http/app-error.js';
import { serveEndpoint } from '../../http/route.js';
import { commonMessages } from '../../i18n/common-messages.js';
import { translate } from '../../i18n/locale.js';
import { currentUserData } from '../users/current-userdata.js';
import { confirmCurrentPassword, normalizeEmail } from './credentials.js';
import { type Mailer, outboxMailer } from '../mail/outbox.js';
import { authMessages } from './messages.js';
import { hashPassword } from './password.js';
import { resetPassword, sendPasswordReset, spendResetTokens } from './password-reset.js';
import { perClientAndAddress, perClientAndSession } from './rate-limits.js';
import { deleteOtherSessions } from './sessions.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
/** Reset mails per client and address in an hour: enough for a lost mail, too few to flood a mailbox. */
export const RESET_REQUEST_LIMIT = 5;
/** Password checks per session in 15 minutes (change_password, update_email). */
export const PASSWORD_CHECK_LIMIT = 10;

/** Password change, password reset by mail, e-mail change. */
export async function registerAccountRoutes(
  app: FastifyInstance,
  context: AppContext,
  mailerFor: (db: Queryable) => Mailer = outboxMailer,
): Promise<void> {
  const { config, db } = context;

  serveEndpoint(
    app,
    context,
    endpoints.changePassword,
    async ({ body, auth, locale }) => {
      if (auth.kind !== 'session') {
        throw new AppError(403, 'api_key_not_allowed', commonMessages.apiKeyNotAllowed);
      }
      await confirmCurrentPassword(auth.user, body.old_password, 'old_password', locale);
      const passwordHash = await hashPassword(body.new_password, context.passwordCost);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
        // Whoever else holds a session (or a reset link) loses it; this device stays signed in.
        await deleteOtherSessions(tx, auth.user.id, auth.session.id);
        await spendResetTokens(tx, auth.user.id, context.now());
      });
      return { data: { changed: true }, message: translate(authMessages.passwordChanged, locale) };
    },
    { rateLimit: perClientAndSession(PASSWORD_CHECK_LIMIT, FIFTEEN_MINUTES) },
  );

  serveEndpoint(
    app,
    context,
    endpoints.requestPasswordReset,
    async ({ body, locale }) => {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(body.email)))
        .limit(1);
      if (user) {
        await sendPasswordReset(db, user, {
          publicUrl: config.publicUrl,
          now: context.now(),
          mailerFor,
        });
      }
      // The same answer either way: this call must not tell who has an account.
      return { data: { sent: true }, message: translate(authMessages.resetRequested, locale) };
    },
    { rateLimit: perClientAndAddress(RESET_REQUEST_LIMIT, ONE_HOUR) },
  );

  serveEndpoint(app, context, endpoints.confirmPasswordReset, async ({ body, locale }) => {
    const changed = await resetPassword(
      db,
      body.token,
      body.new_password,
      context.now(),
      context.passwordCost,
    );
    if (!changed) throw badRequest('reset_token_invalid', authMessages.resetTokenInvalid);
    return { data: { changed: true }, message: translate(authMessages.passwordReset, locale) };
  });

  serveEndpoint(
    app,
    context,
    endpoints.updateEmail,
    async ({ body, auth, locale }) => {
      await confirmCurrentPassword(auth.user, body.password, 'password', locale);
      const email = normalizeEmail(body.email);
      let user = auth.user;
      if (email !== user.email) {
        try {
          const [updated] = await db
            .update(users)
            .set({ email })
            .where(eq(users.id, user.id))
            .returning();
          if (!updated) throw new Error('the signed-in user has no row');
          user = updated;
        } catch (error) {
          if (sqlState(error) === UNIQUE_VIOLATION) {
            throw conflict('email_taken', authMessages.emailInUse);
          }
          throw error;
        }
      }
      return {
        data: { userdata: await currentUserData(context, user) },
        message: translate(authMessages.emailChanged, locale),
      };
    },
    { rateLimit: perClientAndSession(PASSWORD_CHECK_LIMIT, FIFTEEN_MINUTES) },
  );
}
