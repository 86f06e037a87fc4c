import type { ReactNode } from 'react';
import type { Locale } from '@captio/i18n';
import type { PageName } from '@captio/routing-rules';

/** What the header shows of the signed-in user, from the user record. */
export interface HeaderUser {
  name: string;
  /** The avatar's address; one containing '404' is the server's "no avatar" and shows initials. */
  avatar?: string;
  /** 0 free, 1 vip, 2 unlimited, above 2 an API tier. */
  level: number;
  /** The credit balance. */
  point: number;
}

/** What the header asks the app to do. */
export interface HeaderActions {
  /** A locale chosen in the language menu (the app switches, and tells the profile). */
  onLocaleChange: (locale: Locale) => void;
  onOpenUpdateLog: () => void;
  /** Opens the cloud file drawer. */
  onOpenDrawer: () => void;
  onInvite: () => void;
  onLogout: () => void;
  /** The account menu opened: the app refreshes the balance (GET /api/point/count_point/). */
  onAccountMenuOpen?: () => void;
}

export interface HeaderProps extends HeaderActions {
  /** The signed-in user; undefined for an anonymous visitor. */
  user?: HeaderUser;
  /**
   * A session is expected but not confirmed yet (the page request carried a session cookie and
   * the login check has not answered): the sign-in links keep their place, hidden and inert.
   */
  accountPending?: boolean;
  /** The current page's routing-rules name (workspace and home change what is shown). */
  pageName?: PageName;
  /** The overseas build: no API link. */
  overseas?: boolean;
  /** Narrow screens: everything goes into the menu sheet. */
  mobile?: boolean;
  /**
   * Called when the logo is clicked, before it navigates home. Returning true means "handled":
   * the workspace page asks its converter to restore, and the navigation is cancelled.
   */
  onLogoClick?: () => boolean;
  /** The colour mode switch, rendered beside the language menu (or in the sheet on mobile). */
  colorModeSwitch?: ReactNode;
  className?: string;
}
