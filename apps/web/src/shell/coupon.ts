import type { UserData } from '@captio/api-client';
import { shouldShowCouponPopup } from '@captio/ui-kit';
import { STORAGE_KEYS, type KeyValueStore } from './client-storage.js';

/** The coupon popup: for a user whose profile offers one, not closed in the last 24 hours. */
export function couponPopupDue(
  user: Pick<UserData, 'show_coupon'> | undefined,
  store: KeyValueStore,
  now: number,
): boolean {
  return shouldShowCouponPopup({
    showCoupon: user?.show_coupon,
    lastClosedAt: store.get(STORAGE_KEYS.couponClosedAt),
    now,
  });
}

/** Closing it any way (the offer, maybe later, ×, Escape) keeps it away for a day. */
export function couponPopupClosed(store: KeyValueStore, now: number): void {
  store.set(STORAGE_KEYS.couponClosedAt, String(now));
}
