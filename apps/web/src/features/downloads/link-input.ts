import { linkUrlSchema } from '@captio/api-client';

/** What is wrong with the link field's text before anything is sent. */
export type LinkInputProblem = 'empty' | 'tooLong';

export type LinkInput = { ok: true; url: string } | { ok: false; problem: LinkInputProblem };

/** A scheme ("https:", "mailto:") at the start: the text says what kind of address it is. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The link to send for the field's text, checked as the contract checks it (linkUrlSchema). An
 * address copied without its scheme ("www.youtube.com/watch?v=…", as some apps share it) is
 * taken as https; anything else is left to the api, which says in the reader's language why a
 * link cannot be fetched.
 */
export function readLinkInput(text: string): LinkInput {
  const parsed = linkUrlSchema.safeParse(text);
  if (!parsed.success) {
    return { ok: false, problem: text.trim() === '' ? 'empty' : 'tooLong' };
  }
  const url = HAS_SCHEME.test(parsed.data) ? parsed.data : `https://${parsed.data}`;
  return { ok: true, url };
}
