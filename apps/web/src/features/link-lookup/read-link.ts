import { linkUrlSchema } from '@captio/api-client';

/** Why a pasted text is no link to look up, found before asking the api. */
export type LinkProblem = 'empty' | 'tooLong' | 'notLink';

/** A host with a dot and no scheme ("youtube.com/watch?v=…"): a link typed without https://. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]|$)/u;

function isWebAddress(text: string): boolean {
  try {
    const { protocol, hostname } = new URL(text);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The link a pasted text names, within the contract's limits (linkUrlSchema), or what is wrong
 * with it. An address copied without its scheme (as some apps share it) is taken as https. The
 * api decides which addresses it fetches (public ones, over http(s)) and says so in the reader's
 * language; this only spares it texts that are no web address at all.
 */
export function readLink(text: string): { url: string } | { problem: LinkProblem } {
  const parsed = linkUrlSchema.safeParse(text);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
    return { problem: tooLong ? 'tooLong' : 'empty' };
  }
  const url = BARE_HOST.test(parsed.data) ? `https://${parsed.data}` : parsed.data;
  return isWebAddress(url) ? { url } : { problem: 'notLink' };
}

/**
 * The link a page's address hands over (`?url=`, from a page that sends one, a shared address,
 * or the tool's form sent by the browser before the page's code ran); undefined when none.
 */
export function linkInAddress(search: string): string | undefined {
  return new URLSearchParams(search).get('url')?.trim() || undefined;
}
