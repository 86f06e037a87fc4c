import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@captio/api-client';
import type { FormProblem } from './catalog.js';

/** The api's limit for e-mail addresses (RFC 5321 path length). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * One @ between a local part and a domain with a dot, no spaces: enough to catch a typo before
 * sending; the api decides the rest.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function requiredProblem(value: string): FormProblem | undefined {
  return value.trim() === '' ? { key: 'forms.error.required' } : undefined;
}

export function lengthProblem(
  value: string,
  { min, max }: { min?: number; max?: number },
): FormProblem | undefined {
  if (min !== undefined && value.length < min) {
    return { key: 'forms.error.tooShort', values: { min } };
  }
  if (max !== undefined && value.length > max) {
    return { key: 'forms.error.tooLong', values: { max } };
  }
  return undefined;
}

export function emailProblem(value: string): FormProblem | undefined {
  const email = value.trim();
  if (email === '') return { key: 'forms.error.emailRequired' };
  if (email.length > EMAIL_MAX_LENGTH) {
    return { key: 'forms.error.tooLong', values: { max: EMAIL_MAX_LENGTH } };
  }
  return EMAIL_SHAPE.test(email) ? undefined : { key: 'forms.error.email' };
}

/** A password being chosen: the api's length rules, checked before the round trip. */
export function newPasswordProblem(value: string): FormProblem | undefined {
  if (value === '') return { key: 'forms.error.passwordRequired' };
  return lengthProblem(value, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

/** A password being given (sign-in, confirming a change): only that there is one. */
export function givenPasswordProblem(value: string): FormProblem | undefined {
  return value === '' ? { key: 'forms.error.passwordRequired' } : undefined;
}
