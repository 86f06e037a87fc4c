import type { Coupon, UserData } from '@captio/api-client';
import { type CouponOffer, shouldShowCouponPopup } from '@captio/ui-kit';
import { formatPrice } from '../features/credits/index.js';
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

/**
 * The offer the popup shows: the coupon's code, and its discount as the reader's locale writes
 * it ("20 %", "3,00 €"; an amount off is in the currency of the plans on sale). Undefined when
 * no coupon is offered to the user.
 */
export function couponOfferFor(
  answer: { coupon: Coupon | null; currency: string | null },
  locale: string,
): CouponOffer | undefined {
  const { coupon, currency } = answer;
  if (coupon === null) return undefined;
  if (coupon.percent_off !== null) {
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    return { code: coupon.code, discount: percent.format(coupon.percent_off / 100) };
  }
  if (coupon.amount_off === null || currency === null) return { code: coupon.code };
  return { code: coupon.code, discount: formatPrice(coupon.amount_off, currency, locale) };
}
