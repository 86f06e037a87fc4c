import type { LinkInfo } from '@captio/api-client';

/** How long a lookup is kept: the tracks a site offers do not change from one page to the next. */
export const LOOKUP_KEPT_MS = 10 * 60_000;

export interface Lookups {
  /**
   * The link's title, thumbnail, length and tracks: asked with `inspect` once, then kept a
   * while. The same address pasted with spaces around it is the same lookup.
   */
  lookUp(url: string, inspect: (url: string) => Promise<LinkInfo>): Promise<LinkInfo>;
}

/**
 * Lookups shared by the tool's pages: the form looks a link up and goes to /Result, which shows
 * the same answer without asking the site again. A failed lookup is not kept.
 */
export function createLookups({
  keptMs = LOOKUP_KEPT_MS,
  now = () => Date.now(),
}: { keptMs?: number; now?: () => number } = {}): Lookups {
  const kept = new Map<string, { at: number; answer: Promise<LinkInfo> }>();
  return {
    lookUp(url, inspect) {
      const key = url.trim();
      const held = kept.get(key);
      if (held && now() - held.at < keptMs) return held.answer;
      const answer = inspect(key);
      kept.set(key, { at: now(), answer });
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
  };
}
