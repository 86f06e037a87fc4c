import { EngineError } from '../engine-error.js';

/** Which sites a link is from, for the pages and the limits; 'direct' is any other http(s) media URL. */
export type LinkSite = 'youtube' | 'tiktok' | 'x' | 'facebook' | 'instagram' | 'direct';

/** Each site's own domains: a link is the site's when its host is one of them or under one. */
const SITE_DOMAINS: readonly (readonly [Exclude<LinkSite, 'direct'>, readonly string[]])[] = [
  ['youtube', ['youtube.com', 'youtu.be', 'youtube-nocookie.com']],
  ['tiktok', ['tiktok.com']],
  ['x', ['x.com', 'twitter.com']],
  ['facebook', ['facebook.com', 'fb.watch', 'fb.com']],
  ['instagram', ['instagram.com', 'instagr.am']],
];

/** The site a link is from, by its host name only (m.youtube.com is YouTube, notyoutube.com is not). */
export function linkSite(url: URL): LinkSite {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const [site, domains] of SITE_DOMAINS) {
    if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return site;
  }
  return 'direct';
}

/** Longer than any real link; a pasted page of text is not one. */
const MAX_LINK_LENGTH = 4096;

/**
 * Parses and checks what a user pasted: http(s) only, no credentials in it, a host; anything
 * else is refused with EngineError('link-refused'). Addresses are checked later, when the host
 * is resolved, since a name says nothing about where it points.
 */
export function parseLink(text: string): URL {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LINK_LENGTH) {
    throw new EngineError('link-refused', 'The link is empty or too long');
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch (error) {
    throw new EngineError('link-refused', `Not a link: ${trimmed.slice(0, 100)}`, undefined, {
      cause: error,
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EngineError(
      'link-refused',
      `Only http and https links are fetched, not ${url.protocol}`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new EngineError('link-refused', 'A link with a user name or password in it is refused');
  }
  if (url.hostname === '') throw new EngineError('link-refused', 'The link names no host');
  return url;
}
