import { PRICING } from '../navigation/destinations.js';

/** Once closed, the coupon popup stays away for 24 hours. */
export const COUPON_SUPPRESS_MS = 24 * 60 * 60 * 1000;

/** Where the popup's button goes: the pricing page opened from the coupon popup. */
export const COUPON_PRICING_PATH = `${PRICING.href}?coupon=true`;

export type TimeInput = Date | number | string;

export interface CouponPopupState {
  /** The user's show_coupon. */
  showCoupon: boolean | null | undefined;
  /** When the popup was last closed: a Date, epoch ms, or the stored string of either. */
  lastClosedAt: TimeInput | null | undefined;
  now: Date | number;
}

function toMs(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  const text = time.trim();
  return /^\d+$/.test(text) ? Number(text) : Date.parse(text);
}

/**
 * Shown when show_coupon is true and it was not closed in the last 24 hours.
 * An unreadable stored time, or one in the future (the clock was changed), counts as never closed.
 */
export function shouldShowCouponPopup({
  showCoupon,
  lastClosedAt,
  now,
}: CouponPopupState): boolean {
  if (showCoupon !== true) return false;
  if (lastClosedAt == null || lastClosedAt === '') return true;
  const elapsed = toMs(now) - toMs(lastClosedAt);
  return !(elapsed >= 0 && elapsed < COUPON_SUPPRESS_MS);
}
