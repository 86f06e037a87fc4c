import { describe, expect, test } from 'vitest';
import { ARRIVAL_EFFECTS, arrivalOf, tookFocusOnPurpose, type NavigationFacts } from './arrival.js';

const link: Omit<NavigationFacts, 'to'> = {
  from: '/pricing',
  fromHistory: false,
  replace: false,
  redirected: false,
};

describe('how a navigation brought its page on screen', () => {
  test.each<[string, NavigationFacts, string]>([
    ['a link to another page', { ...link, to: '/about' }, 'link'],
    ['a link with a query', { ...link, to: '/languages?q=de' }, 'link'],
    ['a link to the page on screen', { ...link, to: '/pricing' }, 'link'],
    [
      'a guard sent the link elsewhere',
      { ...link, to: '/signin', replace: true, redirected: true },
      'link',
    ],
    [
      'a finished sign-in goes on to the workspace',
      { ...link, from: '/signin', to: '/workspace', replace: true },
      'link',
    ],
    ['back or forward', { ...link, to: '/about', fromHistory: true }, 'history'],
    ['the language switch', { ...link, to: '/de-DE/pricing', replace: true }, 'same-page'],
    [
      'the language switch back to English',
      { ...link, from: '/fr-FR/pricing', to: '/pricing', replace: true },
      'same-page',
    ],
    [
      'the language switch keeping the query',
      { ...link, to: '/ja-JP/pricing?plan=pro', replace: true },
      'same-page',
    ],
    ['a #fragment link', { ...link, to: '/about#team' }, 'same-page'],
  ])('%s', (_, facts, kind) => {
    expect(arrivalOf(facts)).toBe(kind);
  });
});

describe('what each arrival does', () => {
  test.each([
    ['first-load', { scrollToTop: false, moveFocus: false, announce: false }],
    ['link', { scrollToTop: true, moveFocus: true, announce: true }],
    ['history', { scrollToTop: false, moveFocus: false, announce: true }],
    ['same-page', { scrollToTop: false, moveFocus: false, announce: false }],
  ] as const)('%s', (kind, effects) => {
    expect(ARRIVAL_EFFECTS[kind]).toEqual(effects);
  });
});

describe('an element focused by the new page keeps focus', () => {
  const element = (isConnected = true) => ({ isConnected }) as Element;
  const body = element();
  const followedLink = element();
  const field = element();
  test.each<[string, Element | null, boolean]>([
    ['nothing focused', null, false],
    ['the body (the followed link went with the old page)', body, false],
    ['the followed link, still there (in the header)', followedLink, false],
    ['an element no longer in the document', element(false), false],
    ['a field the new page focused', field, true],
  ])('%s: %s', (_, active, kept) => {
    expect(tookFocusOnPurpose(active, followedLink, body)).toBe(kept);
  });
});
