import { linkUrlSchema, type LinkInfo } from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
import { readFailure } from '../forms/api-failure.js';

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
 * with it. The api decides which addresses it fetches (public ones, over http(s)) and says so
 * in the reader's language; this only spares it texts that are no web address at all.
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

/** Where the lookup of the pasted link is. */
export type LinkLookup =
  | { status: 'idle' }
  | { status: 'invalid'; problem: LinkProblem }
  | { status: 'checking'; url: string }
  | { status: 'found'; url: string; link: LinkInfo }
  /** `message` is the api's, in the page's language; undefined when it did not answer. */
  | { status: 'failed'; url: string; message: string | undefined };

/** A link the api looked up: the address to transcribe and what the site says of it. */
export interface FoundLink {
  url: string;
  link: LinkInfo;
}

export interface LinkLookupDeps {
  /** POST /api/links/inspect/; rejects with the api's failure. */
  inspect(url: string, signal: AbortSignal): Promise<LinkInfo>;
}

export interface LinkLookupState {
  /** What the field holds, as typed. */
  text: string;
  lookup: LinkLookup;
}

export interface LinkLookupActions {
  /** The field changed: a lookup of the previous text is dropped. */
  edit(text: string): void;
  /**
   * Looks the field's link up, or gives the lookup already done or under way for it; undefined
   * when the text is no link or the api refused it (the state says why).
   */
  check(): Promise<FoundLink | undefined>;
  /** Drops the lookup under way (the form is left). */
  stop(): void;
}

export type LinkLookupStore = ReturnType<typeof createLinkLookup>;

/** The lookup of the link pasted in one form. */
export function createLinkLookup(deps: LinkLookupDeps) {
  let controller: AbortController | undefined;
  let pending: { url: string; answer: Promise<FoundLink | undefined> } | undefined;

  return createStore<LinkLookupState & LinkLookupActions>()((set, get) => {
    async function inspect(url: string): Promise<FoundLink | undefined> {
      const own = new AbortController();
      controller = own;
      set({ lookup: { status: 'checking', url } });
      try {
        const found = { url, link: await deps.inspect(url, own.signal) };
        if (own.signal.aborted) return undefined;
        set({ lookup: { status: 'found', ...found } });
        return found;
      } catch (error) {
        if (own.signal.aborted) return undefined;
        set({ lookup: { status: 'failed', url, message: readFailure(error)?.message } });
        return undefined;
      } finally {
        if (controller === own) controller = undefined;
      }
    }

    const stop = () => {
      controller?.abort();
      controller = undefined;
      pending = undefined;
    };

    return {
      text: '',
      lookup: { status: 'idle' },

      edit(text) {
        const { lookup } = get();
        const read = readLink(text);
        // The same link typed again (a space added, the scheme left out) keeps its lookup.
        const same = 'url' in read && 'url' in lookup && lookup.url === read.url;
        if (!same) {
          stop();
          set({ lookup: { status: 'idle' } });
        }
        set({ text });
      },
      check() {
        const read = readLink(get().text);
        if ('problem' in read) {
          stop();
          set({ lookup: { status: 'invalid', problem: read.problem } });
          return Promise.resolve(undefined);
        }
        const { lookup } = get();
        if (lookup.status === 'found' && lookup.url === read.url) {
          return Promise.resolve({ url: lookup.url, link: lookup.link });
        }
        if (pending?.url === read.url && lookup.status === 'checking') return pending.answer;
        stop();
        const answer = inspect(read.url);
        pending = { url: read.url, answer };
        return answer;
      },
      stop,
    };
  });
}
