import { showsCookieBanner } from '@captio/routing-rules';

export interface CookieBannerState {
  /** The resolved page's name (routing-rules); null or undefined when the path is no page. */
  routeName: string | null | undefined;
  signedIn: boolean;
  /** The profile's accept_cookies (signed-in users only). */
  profileAcceptCookies?: boolean | null;
  /** The stored accept flag: absent as null, undefined, '' or false. */
  localFlag: string | boolean | null | undefined;
}

/**
 * Only on pages named index… or users-sign…; anonymous users see it
 * until they accept on this device; signed-in users when their profile has not accepted either.
 * A profile without accept_cookies counts as not accepted: asking again is the safe side.
 */
export function shouldShowCookieBanner({
  routeName,
  signedIn,
  profileAcceptCookies,
  localFlag,
}: CookieBannerState): boolean {
  if (!showsCookieBanner(routeName)) return false;
  const acceptedHere = localFlag != null && localFlag !== false && localFlag !== '';
  if (acceptedHere) return false;
  return !signedIn || profileAcceptCookies !== true;
}
