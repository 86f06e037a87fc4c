import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TYPEAHEAD_RESET_MS } from './menu-timing.js';
import { extendSearch, NO_SEARCH, typeaheadMatch } from './typeahead.js';

const LOCALES = ['English', '简体中文', 'Español', 'Português', 'Français', 'Deutsch', 'Русский'];
const SERVICES = ['AI transcription', 'AI captions generator', 'AI translation', 'Blog'];

describe('typeaheadMatch', () => {
  test.each<[string, readonly string[], string, number, number]>([
    ['a letter finds the first item starting with it', LOCALES, 'd', -1, 5],
    ['case does not matter', LOCALES, 'D', 0, 5],
    ['accents do not matter', LOCALES, 'franc', 0, 4],
    ['a longer search narrows down', SERVICES, 'ai tr', 0, 0],
    ['...and moves on when the current item no longer fits', SERVICES, 'ai c', 0, 1],
    ['one letter cycles past the current item', SERVICES, 'a', 0, 1],
    ['...and wraps around', SERVICES, 'a', 2, 0],
    ['the same letter repeated cycles like one letter', SERVICES, 'aaa', 1, 2],
    ['a search from the current item keeps it when it fits', SERVICES, 'ai', 1, 1],
    ['other scripts', LOCALES, 'р', 0, 6],
    ['no match stays', LOCALES, 'x', 2, -1],
    ['the only match being the current item stays', LOCALES, 'p', 3, -1],
    ['an empty search stays', LOCALES, '', 0, -1],
    ['a blank search stays', LOCALES, ' ', 0, -1],
    ['no items', [], 'a', -1, -1],
  ])('%s', (_, labels, search, current, expected) => {
    expect(typeaheadMatch(labels, search, current)).toBe(expected);
  });

  test('a match, when there is one, starts with the search or cycles on its letter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        fc.integer({ min: -1, max: 8 }),
        (labels, search, current) => {
          const index = typeaheadMatch(labels, search, current);
          expect(index).toBeGreaterThanOrEqual(-1);
          expect(index).toBeLessThan(labels.length);
          if (index === -1) return;
          const label = (labels[index] ?? '').normalize('NFD').toLowerCase().trim();
          const first = (search.normalize('NFD').toLowerCase()[0] ?? '').trim();
          expect(first === '' || label.startsWith(first)).toBe(true);
        },
      ),
      { seed: 20251124 },
    );
  });
});

describe('extendSearch', () => {
  test.each<[string, number, string]>([
    ['keys typed quickly extend the search', 100, 'ab'],
    ['at exactly the reset time the search still grows', TYPEAHEAD_RESET_MS, 'ab'],
    ['after a pause of more than 350 ms the search starts again', TYPEAHEAD_RESET_MS + 1, 'b'],
  ])('%s', (_, pause, expected) => {
    const first = extendSearch(NO_SEARCH, 'a', 1000);
    expect(first).toEqual({ text: 'a', at: 1000 });
    expect(extendSearch(first, 'b', 1000 + pause).text).toBe(expected);
  });

  test('the first key starts a search whatever the clock says', () => {
    expect(extendSearch(NO_SEARCH, 'q', 0).text).toBe('q');
  });
});
