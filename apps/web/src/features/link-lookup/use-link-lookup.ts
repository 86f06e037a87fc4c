import type { LinkInfo } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../../api/api-context.js';
import type { BrowserApi } from '../../api/client.js';
import { useRoute } from '../../state/stores.js';
import { pageCallOptions } from '../forms/call-options.js';
import { useLinkLookupT } from './catalog.js';
import {
  createLinkLookup,
  takeLink,
  type FoundLink,
  type LinkLookup,
  type LinkLookupStore,
} from './link-lookup.js';
import { lookupTexts, type LookupTexts } from './lookup-texts.js';
import { linkInAddress } from './read-link.js';

/** Asks what a link is, in the page's language (`locale` is the page's at the time of asking). */
export type InspectLink = (url: string, signal: AbortSignal, locale: Locale) => Promise<LinkInfo>;

/**
 * The api's inspectLink: the answer and the api's refusals in the page's language, no toast (the
 * tool says what went wrong beside its field), cancelled with the lookup.
 */
export function apiInspectLink(api: BrowserApi): InspectLink {
  return async (url, signal, locale) =>
    (await api.call('inspectLink', { body: { url } }, { ...pageCallOptions(locale), signal })).data
      .link;
}

export interface LinkLookupOptions {
  /** The page's language: the api's answers and refusals come in it. */
  locale: Locale;
  /** How a link is asked about; the api's inspectLink when not given (a tool's cache, tests). */
  inspect?: InspectLink | undefined;
  /** What the field holds at first (a page about a link shows it). */
  initialText?: string | undefined;
  /** Takes the link of the page's address (`?url=`), looked up once the page's code runs. */
  fromAddress?: boolean;
  /** Told of the link taken from the address (the form shows its link field then). */
  onAddressLink?: (url: string) => void;
}

export interface LinkLookupHook extends LookupTexts {
  /** The lookup's store, for flows that go on from its link (startFromLink). */
  store: LinkLookupStore;
  /** What the field holds, as typed. */
  text: string;
  lookup: LinkLookup;
  /** The api is being asked about the link. */
  checking: boolean;
  /** The link the address hands over (with fromAddress), known from the first render on. */
  addressLink: string | undefined;
  /** The field changed: a lookup of another link is dropped. */
  edit(text: string): void;
  /** Looks the field's link up; the link found, or undefined (the texts say why). */
  check(): Promise<FoundLink | undefined>;
  /** Forgets the link, the field holding `text`. */
  reset(text: string): void;
}

/**
 * The lookup of a link pasted in a tool: the text checked as the contract checks it, the api
 * asked in the page's language, a newer link or leaving the page dropping the lookup under way,
 * and what to say of it (status, problem, failure). A link the address hands over is taken in
 * an effect, after hydration, so that the server's markup and the first render stay the same.
 */
export function useLinkLookup({
  locale,
  inspect,
  initialText,
  fromAddress = false,
  onAddressLink,
}: LinkLookupOptions): LinkLookupHook {
  const api = useApi();
  const t = useLinkLookupT();
  const latest = useRef({ locale, inspect, onAddressLink });
  latest.current = { locale, inspect, onAddressLink };
  const [store] = useState(() => {
    const byApi = apiInspectLink(api);
    return createLinkLookup(
      {
        inspect: (url, signal) => {
          const { locale: now, inspect: given } = latest.current;
          return (given ?? byApi)(url, signal, now);
        },
      },
      initialText,
    );
  });
  const text = useStore(store, (state) => state.text);
  const lookup = useStore(store, (state) => state.lookup);
  const addressLink = useRoute((state) =>
    fromAddress ? linkInAddress(state.shown.route.search) : undefined,
  );

  useEffect(() => () => store.getState().stop(), [store]);
  useEffect(() => {
    if (!addressLink) return;
    latest.current.onAddressLink?.(addressLink);
    void takeLink(store, addressLink);
  }, [store, addressLink]);

  const { edit, check, reset } = store.getState();
  return {
    store,
    text,
    lookup,
    checking: lookup.status === 'checking',
    addressLink,
    edit,
    check,
    reset,
    ...lookupTexts(t, lookup),
  };
}
