import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Locale } from '@captio/routing-rules';
import { useApi } from '../../api/api-context.js';
import { pageCallOptions } from '../forms/call-options.js';
import type { StartStore } from '../transcribe/start-store.js';
import { createLinkLookup } from './link-lookup.js';
import type { MediaSource } from './SourceChoice.js';
import { startFromLink } from './start-link.js';

/**
 * The link side of a start form: which source is chosen, the lookup of the pasted link (the
 * api's answers in the page's language), and the start from it (startFromLink). A link given
 * in the address (?url=, from a page that sends one here) is taken after hydration, so the
 * server's markup and the first render stay the same.
 */
export function useLinkSource(locale: Locale) {
  const api = useApi();
  const latestLocale = useRef(locale);
  latestLocale.current = locale;
  const [source, setSource] = useState<MediaSource>('file');
  const [lookup] = useState(() =>
    createLinkLookup({
      inspect: async (url, signal) =>
        (
          await api.call(
            'inspectLink',
            { body: { url } },
            { ...pageCallOptions(latestLocale.current), signal },
          )
        ).data.link,
    }),
  );
  const text = useStore(lookup, (state) => state.text);
  const current = useStore(lookup, (state) => state.lookup);

  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('url');
    if (given) {
      setSource('link');
      lookup.getState().edit(given);
      void lookup.getState().check();
    }
    return () => lookup.getState().stop();
  }, [lookup]);

  const startLink = (store: StartStore) => startFromLink(lookup, store);

  return {
    source,
    setSource,
    /** The field's props (LinkSource). */
    field: {
      text,
      lookup: current,
      onEdit: (value: string) => lookup.getState().edit(value),
      onCheck: () => void lookup.getState().check(),
    },
    checking: current.status === 'checking',
    startLink,
  };
}
