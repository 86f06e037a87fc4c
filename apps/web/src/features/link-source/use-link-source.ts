import { useState } from 'react';
import type { Locale } from '@captio/routing-rules';
import { useLinkLookup } from '../link-lookup/use-link-lookup.js';
import type { StartStore } from '../transcribe/start-store.js';
import type { MediaSource } from './SourceChoice.js';
import { startFromLink } from './start-link.js';

/**
 * The link side of a start form: which source is chosen, the lookup of the pasted link
 * (useLinkLookup), and the start from it (startFromLink). A link given in the address (?url=,
 * from a page that sends one here) chooses the link and is looked up once the page runs.
 */
export function useLinkSource(locale: Locale) {
  const [source, setSource] = useState<MediaSource>('file');
  const link = useLinkLookup({
    locale,
    fromAddress: true,
    onAddressLink: () => setSource('link'),
  });

  const startLink = (store: StartStore) => startFromLink(link.store, store);

  return {
    source,
    setSource,
    /** The field's props (LinkSource). */
    field: {
      text: link.text,
      lookup: link.lookup,
      // The api's refusal is the field's problem too, as on the other link tools: the field is
      // marked invalid, described by it, and takes the focus.
      problem: link.problem ?? link.failure,
      onEdit: link.edit,
      onCheck: () => void link.check(),
    },
    /** What the live region says of the link (LinkStatus). */
    status: link.status,
    checking: link.checking,
    startLink,
  };
}
