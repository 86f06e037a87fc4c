import { canonicalTimeZone, endpoints } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { UNIQUE_VIOLATION, sqlState } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { conflict, AppError } from '../../http/app-error.js';
import { clearSessionCookies, setSessionCookies } from '../../http/auth.js';
import { AnswerMemo } from '../../http/prepared-answer.js';
import { serveEndpoint } from '../../http/route.js';
import { commonMessages } from '../../i18n/common-messages.js';
import { translate } from '../../i18n/locale.js';
import { claimVisitorFiles } from '../files/stored-files.js';
import { claimVisitorWork } from '../visitors/claim-visitor-work.js';
import { driveCapacity, effectiveLevel, planFactsValidUntil } from '../plans/levels.js';
import { GLOBAL_FREE, toUserData } from '../users/userdata.js';
import { currentUserData } from '../users/current-userdata.js';
import { offeredCoupon } from '../billing/coupons.js';
import { presentedVisitorId } from '../visitors/visitor-id.js';
import { registerAccountRoutes } from './account-routes.js';
import { normalizeEmail } from './credentials.js';
import { findInviter, normalizeInviteCode } from './invite-codes.js';
import { authMessages } from './messages.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { registerProfileRoutes } from './profile-routes.js';
import { AccountsPerAddress } from './accounts-per-address.js';
import { perClientAndAddress } from './rate-limits.js';
import { type UserRow, createSession, deleteSession } from './sessions.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

/** Sign-up, sign-in, check_login and logout; then the account and profile calls. */
export async function registerAuthRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config, db } = context;
  const cookies = { secure: config.cookieSecure };
  // Each new account has free transcriptions: one address may not make accounts without end.
  const accountsMade = new AccountsPerAddress(config.signupLimit, ONE_HOUR, () =>
    context.now().getTime(),
  );
  /**
   * What the browser uploaded before signing in or up becomes the account's, on its rule, and
   * what it made of the uploads with them.
   */
  const claimUploads = async (request: FastifyRequest, user: UserRow) => {
    const visitorId = presentedVisitorId(request);
    if (!visitorId) return;
    const capacity = driveCapacity(effectiveLevel(user, context.now()), user.subscriptionType);
    await claimVisitorFiles(db, visitorId, { userId: user.id, capacity });
    await claimVisitorWork(db, visitorId, user.id);
    // The account's next request lists them, even before the database's announcement arrives.
    context.cache.evictUser(user.id);
  };
  /** Signed in or up: the browser's uploads, a session, its cookies and the answer's data. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    await claimUploads(request, user);
    const session = await createSession(
      db,
      user.id,
      config.sessionDays,
      request.headers['user-agent'],
    );
    setSessionCookies(reply, session, cookies);
    return {
      data: {
        token: session.token,
        csrftoken: session.csrftoken,
        userdata: await currentUserData(context, user),
      },
    };
  };

  serveEndpoint(app, context, endpoints.signup, async ({ body, request, reply, locale }) => {
    const wait = accountsMade.waitFor(request.ip);
    if (wait !== undefined) {
      throw new AppError(429, 'too_many_requests', commonMessages.tooManyRequests, {
        values: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
    }
    const inviteCode = normalizeInviteCode(body.invite_code);
    const inviter = inviteCode ? await findInviter(db, inviteCode) : undefined;
    const passwordHash = await hashPassword(body.password, context.passwordCost);
    let created;
    try {
      [created] = await db
        .insert(users)
        .values({
          email: normalizeEmail(body.email),
          passwordHash,
          name: body.name,
          locale: body.language ?? locale,
          timezone: (body.timezone && canonicalTimeZone(body.timezone)) ?? 'UTC',
          referrer: body.referer?.trim() || null,
          invitedBy: inviter?.id ?? null,
        })
        .returning();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION)
        throw conflict('email_taken', authMessages.emailTaken);
      throw error;
    }
    if (!created) throw new Error('insert returned no row');
    accountsMade.record(request.ip);
    return signedIn(request, reply, created);
  });

  serveEndpoint(
    app,
    context,
    endpoints.signin,
    async ({ body, request, reply }) => {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(body.email)))
        .limit(1);
      // The same work whether or not the account exists, so that timing tells nothing.
      const valid = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await dummyPasswordHash(context.passwordCost)),
      );
      if (!user || !user.passwordHash || !valid) {
        throw new AppError(400, 'wrong_credentials', authMessages.wrongCredentials);
      }
      return signedIn(request, reply, user);
    },
    { rateLimit: perClientAndAddress(config.signinLimit, FIFTEEN_MINUTES) },
  );

  // Called on every page load: the answer is built once per user row and plan day.
  const checkLoginAnswers = new AnswerMemo(endpoints.checkLogin);
  serveEndpoint(app, context, endpoints.checkLogin, async ({ auth }) => {
    const now = context.now();
    const couponOffered = (await offeredCoupon(context)) !== undefined;
    return checkLoginAnswers.answer(auth.user, [couponOffered], now.getTime(), () => {
      const userdata = toUserData(auth.user, now, { couponOffered });
      return {
        answer: {
          data: { userdata, history_type: userdata.history_type, global_free: GLOBAL_FREE },
        },
        validUntil: planFactsValidUntil(auth.user, now),
      };
    });
  });

  serveEndpoint(app, context, endpoints.logout, async ({ auth, reply, locale }) => {
    if (auth.kind === 'session') await deleteSession(db, auth.session.id);
    clearSessionCookies(reply, cookies);
    return { data: { logged_out: true }, message: translate(authMessages.loggedOut, locale) };
  });

  await registerAccountRoutes(app, context);
  await registerProfileRoutes(app, context);
}
