// Which links the header and the mobile menu show.
import type { PageName } from '@captio/routing-rules';
import { API_DASHBOARD, API_INTRODUCTION, type Destination } from '../navigation/destinations.js';

/** The pages with a converter of their own, where the back link would lead nowhere new. */
const HOME_PAGES: readonly PageName[] = ['workspace', 'index'];

export interface BackLinkInput {
  signedIn: boolean;
  /** The current page's routing-rules name; undefined on an error page. */
  pageName?: PageName;
}

/** Signed-in users away from the workspace or home see a back link to /workspace and a home link. */
export function showsBackLink({ signedIn, pageName }: BackLinkInput): boolean {
  return signedIn && !(pageName !== undefined && HOME_PAGES.includes(pageName));
}

/** The account menu offers to invite friends everywhere but on the workspace page. */
export function showsInviteFriends(pageName: PageName | undefined): boolean {
  return pageName !== 'workspace';
}

/**
 * Sign-in and sign-up links are for anonymous visitors only. While a session is expected but
 * not confirmed yet (`accountPending`), they are neither shown nor dropped: `'reserved'` keeps
 * their place hidden, so the header neither flashes them nor shifts when the answer comes.
 */
export function authLinks({
  signedIn,
  accountPending = false,
}: {
  signedIn: boolean;
  accountPending?: boolean;
}): 'shown' | 'reserved' | 'none' {
  if (signedIn) return 'none';
  return accountPending ? 'reserved' : 'shown';
}

export interface ApiLinkInput {
  /** The user's level; undefined for an anonymous visitor (who counts as level 0). */
  level?: number;
  /** The overseas build hides the API link. */
  overseas: boolean;
}

/** The mobile menu's API link: the dashboard for API tiers (level above 2), else the introduction. */
export function apiLinkFor({ level, overseas }: ApiLinkInput): Destination | undefined {
  if (overseas) return undefined;
  return level !== undefined && level > 2 ? API_DASHBOARD : API_INTRODUCTION;
}
