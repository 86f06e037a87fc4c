/**
 * What the app keeps in the browser's localStorage between visits. Cookies (session, CSRF,
 * locale, the maintenance pass) are the api's and the locale's business, not listed here.
 */
export const STORAGE_KEYS = {
  /** The visitor accepted the cookie notice on this device. */
  acceptCookie: 'captio-accept-cookie',
  /** Where the visitor came from (a partner's redirect_uri), sent once with the profile. */
  referrer: 'captio-referrer',
  /** The inviter's code from an invite link, sent once with the profile. */
  inviteCode: 'captio-invite-code',
  /** A deal channel's c_code (oncely, appsumo): after sign-up the user goes to redeem it. */
  dealCode: 'captio-deal-code',
  /** The partner channel code (cl) opened from the partner browser. */
  partnerChannel: 'captio-partner-channel',
  /** A deal channel's license key waiting to be activated on the signed-in account. */
  dealLicenseKey: 'captio-deal-license-key',
  /** When the coupon popup was last closed (epoch ms). */
  couponClosedAt: 'captio-coupon-closed-at',
  /** The newest version a visitor closed the latest-updates dialog of on this device. */
  seenVersion: 'captio-seen-version',
} as const;

/** The last payment transaction the app thanked a user for: one key per user. */
export function paymentCountedKey(userId: number | undefined): string {
  return `captio-payment-counted:${userId ?? 'visitor'}`;
}

/** A string store: localStorage in the browser, a map in tests. */
export interface KeyValueStore {
  get(key: string): string | undefined;
  /**
   * False when the value was not kept (a full quota, blocked storage); a store that cannot tell
   * returns nothing, and a caller that must know reads the value back.
   */
  set(key: string, value: string): boolean | undefined;
  remove(key: string): void;
}

/**
 * localStorage as a KeyValueStore. Storage that throws (private browsing, blocked site data,
 * a full quota) acts as empty and forgets writes: nothing the shell keeps there is worth an
 * error in front of the user.
 */
export function webKeyValueStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): KeyValueStore {
  return {
    get(key) {
      try {
        return storage?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      if (!storage) return false;
      try {
        storage.setItem(key, value);
        return true;
      } catch {
        // Not kept: the value lasts for this page only.
        return false;
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to forget.
      }
    },
  };
}

/** The browser's localStorage, or undefined where there is none or site data is blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Reading the property itself throws in some browsers when site data is blocked.
    return undefined;
  }
}
