import { TYPEAHEAD_RESET_MS } from './menu-timing.js';

/** The search typed so far and when its last key came (ms, any monotonic clock). */
export interface TypeaheadSearch {
  readonly text: string;
  readonly at: number;
}

export const NO_SEARCH: TypeaheadSearch = { text: '', at: Number.NEGATIVE_INFINITY };

/** The search after a key typed at `at`: it extends the previous one unless that went quiet. */
export function extendSearch(
  previous: TypeaheadSearch,
  key: string,
  at: number,
  resetMs: number = TYPEAHEAD_RESET_MS,
): TypeaheadSearch {
  const text = at - previous.at <= resetMs ? previous.text + key : key;
  return { text, at };
}

/** Lower case without diacritics, so that "franc" finds "Français". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The index of the item a type-ahead search moves to, or -1 to stay. As in the WAI-ARIA menu
 * pattern: one character, or the same one repeated, cycles through the items starting with it
 * after the current one; a longer search matches from the current item on, so typing on
 * narrows down instead of jumping away.
 */
export function typeaheadMatch(labels: readonly string[], search: string, current: number): number {
  const chars = Array.from(search);
  const first = chars[0];
  if (first === undefined) return -1;
  const cycling = chars.every((char) => char === first);
  const needle = fold(cycling ? first : search);
  if (needle === '') return -1;
  const start = current >= 0 && current < labels.length ? current : 0;
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (cycling && index === current) continue;
    if (fold(labels[index] ?? '').startsWith(needle)) return index;
  }
  return -1;
}
