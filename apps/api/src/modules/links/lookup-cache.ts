import type { LinkCallOptions, LinkFetcher, LinkInfo } from '@captio/media-engines';

/**
 * How long a link's look-up is reused. A person on a link page looks the link up, picks a track,
 * downloads it in two formats: each step asked yt-dlp again, a second or more of the site's time
 * and of a core each. A title, a duration and a list of tracks do not change within minutes.
 */
export const LINK_LOOKUP_REUSE_MS = 5 * 60_000;
/** Looked-up links kept at once; the least recently used goes first. */
export const LINK_LOOKUPS_KEPT = 500;

interface Lookup {
  readonly at: number;
  readonly info: Promise<LinkInfo>;
}

/**
 * The fetcher, with `inspect` answered from memory for a link looked up in the last
 * LINK_LOOKUP_REUSE_MS, and one yt-dlp run shared by calls that ask for the same link at once.
 * A failed look-up is not kept: the next call tries the site again. A call with an abort signal
 * of its own is its own run, so that one caller giving up does not fail another.
 */
export function reusingLinkLookups(
  fetcher: LinkFetcher,
  now: () => number = Date.now,
): LinkFetcher {
  const lookups = new Map<string, Lookup>();

  function forget(url: string, lookup: Lookup): void {
    if (lookups.get(url) === lookup) lookups.delete(url);
  }

  return {
    download: (url, directory, options) => fetcher.download(url, directory, options),
    subtitle: (url, track, options) => fetcher.subtitle(url, track, options),
    inspect(url: string, options?: LinkCallOptions): Promise<LinkInfo> {
      if (options?.signal) return fetcher.inspect(url, options);
      const kept = lookups.get(url);
      if (kept && now() - kept.at < LINK_LOOKUP_REUSE_MS) {
        // Map order is insertion order: moved to the end, it is the most recently used.
        lookups.delete(url);
        lookups.set(url, kept);
        return kept.info;
      }
      const lookup: Lookup = { at: now(), info: fetcher.inspect(url, options) };
      lookups.delete(url);
      lookups.set(url, lookup);
      lookup.info.catch(() => forget(url, lookup));
      for (const oldest of lookups.keys()) {
        if (lookups.size <= LINK_LOOKUPS_KEPT) break;
        lookups.delete(oldest);
      }
      return lookup.info;
    },
  };
}
