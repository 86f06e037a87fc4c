import type { LocaleCode } from '@captio/api-client';
import { AppError } from '../../http/app-error.js';
import { type LocalizedText, translate } from '../../i18n/locale.js';
import { authMessages } from './messages.js';
import { verifyPassword } from './password.js';
import type { UserRow } from './sessions.js';

/** Addresses are stored lower-cased, so that one address is one account whatever its case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function passwordError(code: string, text: LocalizedText, field: string, locale: LocaleCode) {
  return new AppError(400, code, text, {
    fieldErrors: [{ field, message: translate(text, locale) }],
  });
}

/**
 * Checks the current password before a sensitive change (a stolen session alone must not take
 * the account over). Accounts without a password (made by a deal channel) have none to give.
 * Answers 400, not 401: the client signs out on any 401.
 */
export async function confirmCurrentPassword(
  user: Pick<UserRow, 'passwordHash'>,
  given: string | undefined,
  field: string,
  locale: LocaleCode,
): Promise<void> {
  if (user.passwordHash === null) return;
  if (!given)
    throw passwordError('password_required', authMessages.passwordRequired, field, locale);
  if (!(await verifyPassword(given, user.passwordHash))) {
    throw passwordError('wrong_password', authMessages.wrongPassword, field, locale);
  }
}
