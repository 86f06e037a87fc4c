/** The validator of a MessageBox input: true when valid, otherwise the message to show. */
export type MessageValidator = (value: string) => true | string | Promise<true | string>;

export interface MessageInputRules {
  /** The value must match it (RegExp.test: anchor it with ^…$ to match the whole value). */
  pattern?: RegExp;
  validator?: MessageValidator;
}

/**
 * Checks a value against the pattern, then the validator. Returns null when the value is
 * valid, otherwise the message to show: the validator's own text when it returns one,
 * `fallback` (the configured or the default message) in every other case, including a
 * validator that throws or rejects — a broken validator refuses the value, never crashes.
 */
export async function validateMessageInput(
  value: string,
  { pattern, validator }: MessageInputRules,
  fallback: string,
): Promise<string | null> {
  if (pattern) {
    // A /g or /y pattern remembers where it stopped: start over so a value always gets the same answer.
    pattern.lastIndex = 0;
    if (!pattern.test(value)) return fallback;
  }
  if (!validator) return null;
  try {
    const verdict = await validator(value);
    if (verdict === true) return null;
    return typeof verdict === 'string' && verdict.trim() !== '' ? verdict : fallback;
  } catch {
    return fallback;
  }
}

/** The text of a failed `onConfirm`: the error's own message if it has one. */
export function rejectionMessage(reason: unknown): string | undefined {
  const message =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : undefined;
  return message?.trim() ? message : undefined;
}
