import { stripLocale } from '@captio/routing-rules';
import { splitAddress } from './address.js';

/**
 * How a page came on screen, which decides where the reader's scroll and keyboard focus go and
 * what a screen reader hears:
 * - `first-load`: the server's page, hydrated; the browser has put everything where it belongs.
 * - `link`: opened by a link (or a guard's redirect after one): the page starts at its top, focus
 *   moves to its heading and its title is announced, as a full page load would have told.
 * - `history`: back or forward; the browser restores the scroll and the reader's place, so focus
 *   stays, but the new title is announced.
 * - `same-page`: another address of the page on screen (its other language, a #fragment, a
 *   cleared query): nothing moves and nothing is announced.
 */
export type ArrivalKind = 'first-load' | 'link' | 'history' | 'same-page';

export interface ArrivalEffects {
  scrollToTop: boolean;
  moveFocus: boolean;
  announce: boolean;
}

export const ARRIVAL_EFFECTS: Readonly<Record<ArrivalKind, ArrivalEffects>> = {
  'first-load': { scrollToTop: false, moveFocus: false, announce: false },
  link: { scrollToTop: true, moveFocus: true, announce: true },
  history: { scrollToTop: false, moveFocus: false, announce: true },
  'same-page': { scrollToTop: false, moveFocus: false, announce: false },
};

export interface NavigationFacts {
  /** The address as the app's links give it. */
  to: string;
  /** The path shown before this navigation. */
  from: string;
  /** Back or forward (a popstate). */
  fromHistory: boolean;
  /** The address replaces the current one in history instead of adding an entry. */
  replace: boolean;
  /** A guard sent the navigation here from the address asked for. */
  redirected: boolean;
}

/** The path without its locale prefix: the language switch's addresses are one page. */
function pagePath(address: string): string {
  return stripLocale(splitAddress(address).path).path;
}

export function arrivalOf({
  to,
  from,
  fromHistory,
  replace,
  redirected,
}: NavigationFacts): ArrivalKind {
  if (fromHistory) return 'history';
  // A fragment's scroll and focus belong to its anchor.
  if (to.includes('#')) return 'same-page';
  // A replaced address is the page on screen in another form (its language, its query) unless
  // it shows another page: a guard's redirect, or the page a finished sign-in goes on to.
  if (replace && !redirected && pagePath(to) === pagePath(from)) return 'same-page';
  return 'link';
}

/**
 * An element the new page focused itself (a form field, an error summary) keeps focus; the one
 * focused when the navigation started (the link followed), or none, gives it up.
 */
export function tookFocusOnPurpose(
  active: Element | null,
  focusedBefore: Element | null,
  body: Element | null,
): boolean {
  return active !== null && active !== body && active !== focusedBefore && active.isConnected;
}
