import { type LocaleCode, localeSchema } from '@captio/api-client';
import { pathTo } from '@captio/routing-rules';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.js';
import { passwordResets, users } from '../../db/schema.js';
import { DEFAULT_LOCALE, translate } from '../../i18n/locale.js';
import type { Mailer } from '../mail/outbox.js';
import { authMessages } from './messages.js';
import { hashPassword, type PasswordCost } from './password.js';
import { type UserRow, deleteOtherSessions } from './sessions.js';
import { hashToken, randomToken } from './tokens.js';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

export interface ResetMailOptions {
  publicUrl: string;
  now: Date;
  /** The mailer to use inside the transaction that stores the token. */
  mailerFor: (db: Queryable) => Mailer;
}

/**
 * The page of the web app that reads the token and asks for the new password, in the language
 * of the mail: without its locale prefix the page would open in English.
 */
export function resetLink(publicUrl: string, token: string, locale: LocaleCode): string {
  const page = pathTo('users-password', {}, locale);
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a single-use reset token (only its hash is stored) and queues the mail with its link,
 * in the user's locale, in one transaction: no token without its mail, no mail without its token.
 */
export async function sendPasswordReset(
  db: Database,
  user: UserRow,
  options: ResetMailOptions,
): Promise<void> {
  const token = randomToken();
  const locale = localeSchema.safeParse(user.locale).data ?? DEFAULT_LOCALE;
  const name = user.name || (user.email.split('@')[0] ?? '');
  const link = resetLink(options.publicUrl, token, locale);
  await db.transaction(async (tx) => {
    // Old tokens of this user go as new ones come, so the table does not grow for ever.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), lt(passwordResets.expiresAt, options.now)));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: options.now,
      expiresAt: new Date(options.now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    await options.mailerFor(tx).send({
      to: user.email,
      subject: translate(authMessages.resetMailSubject, locale),
      body: translate(authMessages.resetMailBody, locale, { name, link }),
    });
  });
}

/** Spends every open reset link of a user: after a password change, an old link must not undo it. */
export async function spendResetTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Sets a new password with a reset token, once: the token (and any other open one of the user)
 * is spent and every session of the user ends. False when the token is unknown, used or expired.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  now: Date,
  cost: PasswordCost,
): Promise<boolean> {
  // Hashed before the transaction: it is the slow part, and it costs the same for a bad token.
  const passwordHash = await hashPassword(newPassword, cost);
  return db.transaction(async (tx) => {
    // One UPDATE checks and spends the token: of two concurrent uses, only one gets the row.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) return false;
    await spendResetTokens(tx, spent.userId, now);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await deleteOtherSessions(tx, spent.userId);
    return true;
  });
}
