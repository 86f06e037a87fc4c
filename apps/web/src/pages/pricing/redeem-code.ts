import type { FormProblem } from '../../features/forms/index.js';
import { lengthProblem } from '../../features/forms/index.js';

/** The api's limit for a code, counted as it sends it: trimmed. */
export const REDEEM_CODE_MAX_LENGTH = 100;

/** What is wrong with a code before it is sent: nothing typed, or more than any code. */
export function redeemCodeProblem(value: string): FormProblem | undefined {
  const code = value.trim();
  if (code === '') return { key: 'forms.error.codeRequired' };
  return lengthProblem(code, { max: REDEEM_CODE_MAX_LENGTH });
}

/** The api's refusals of a code: each says what is wrong with it, so it goes beside the field. */
export const REDEEM_REFUSALS = {
  code_not_found: 'code',
  code_used: 'code',
  code_wrong_channel: 'code',
  code_expired: 'code',
} as const;
