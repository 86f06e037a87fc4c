import type { LinkInfo } from '@captio/api-client';
import { createStore } from 'zustand/vanilla';
import { readFailure } from '../forms/api-failure.js';
import { readLink, type LinkProblem } from './read-link.js';

/** Where the lookup of the pasted link is. */
export type LinkLookup =
  | { status: 'idle' }
  | { status: 'invalid'; problem: LinkProblem }
  | { status: 'checking'; url: string }
  | { status: 'found'; url: string; link: LinkInfo }
  /** `message` is the api's, in the page's language; undefined when it did not answer. */
  | { status: 'failed'; url: string; message: string | undefined };

/** A link the api looked up: the address to fetch and what the site says of it. */
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
  /** Forgets the link and its lookup, the field holding `text` ("convert another", "try again"). */
  reset(text: string): void;
}

export type LinkLookupStore = ReturnType<typeof createLinkLookup>;

/** The lookup of the link pasted in one form, whose field holds `text` at first. */
export function createLinkLookup(deps: LinkLookupDeps, initialText = '') {
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
      text: initialText,
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
      reset(text) {
        stop();
        set({ text, lookup: { status: 'idle' } });
      },
    };
  });
}

/** Puts a link in the field and looks it up at once (a link the page's address hands over). */
export function takeLink(store: LinkLookupStore, text: string): Promise<FoundLink | undefined> {
  store.getState().edit(text);
  return store.getState().check();
}
