import { useCallback, useRef, type KeyboardEvent } from 'react';
import { TYPEAHEAD_RESET_MS } from './menu-timing.js';
import { extendSearch, NO_SEARCH, typeaheadMatch } from './typeahead.js';

const ITEMS = '[role^="menuitem"]:not([data-disabled])';

/**
 * A capture-phase key handler for a Radix menu's content that moves focus by type-ahead with
 * a 350 ms reset (TYPEAHEAD_RESET_MS). Radix has its own type-ahead with a fixed 1 s reset: handled
 * keys are default-prevented, which Radix's handlers (items' and content's) take as "done".
 */
export function useMenuTypeahead(resetMs: number = TYPEAHEAD_RESET_MS) {
  const search = useRef(NO_SEARCH);
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const { key } = event;
      if (key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return;
      const searching = event.timeStamp - search.current.at <= resetMs;
      // Space selects the focused item, unless it is part of a search being typed ("Ai c").
      if (key === ' ' && !searching) return;
      event.preventDefault();
      search.current = extendSearch(search.current, key, event.timeStamp, resetMs);
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEMS));
      const current = items.findIndex((item) => item === item.ownerDocument.activeElement);
      const next = typeaheadMatch(
        items.map((item) => item.textContent ?? ''),
        search.current.text,
        current,
      );
      items[next]?.focus();
    },
    [resetMs],
  );
}
