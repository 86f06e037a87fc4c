import { EngineError } from '../engine-error.js';

/**
 * The text of a chat completion's first choice, trimmed; an answer without one is the
 * provider's failure ('provider-failed'), not the model's.
 */
export function chatAnswerText(body: unknown, what: string): string {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const first = Array.isArray(choices)
    ? (choices[0] as { message?: { content?: unknown } })
    : undefined;
  const content = first?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new EngineError('provider-failed', `${what} answered no text`);
  }
  return content.trim();
}
