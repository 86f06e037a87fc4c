import type { ApiClient, UserData } from '@captio/api-client';
import { shouldShowCookieBanner } from '@captio/ui-kit';
import { STORAGE_KEYS, type KeyValueStore } from './client-storage.js';

/**
 * The cookie notice shows on the home and sign-in/sign-up pages until accepted: on this device
 * for a visitor; on this device or in the profile for a signed-in user.
 */
export function cookieBannerDue(
  routeName: string | undefined,
  user: Pick<UserData, 'accept_cookies'> | undefined,
  store: KeyValueStore,
): boolean {
  return shouldShowCookieBanner({
    routeName,
    signedIn: user !== undefined,
    profileAcceptCookies: user?.accept_cookies,
    localFlag: store.get(STORAGE_KEYS.acceptCookie),
  });
}

/**
 * Accepting keeps the flag on this device and, for a signed-in user, in the profile. The flag
 * comes first: if the call fails, the notice still stays away on this device.
 */
export async function acceptCookieNotice(
  api: Pick<ApiClient, 'call'>,
  store: KeyValueStore,
  signedIn: boolean,
): Promise<void> {
  store.set(STORAGE_KEYS.acceptCookie, '1');
  if (signedIn) await api.call('acceptCookies', {}, { toast: false }).catch(() => undefined);
}
