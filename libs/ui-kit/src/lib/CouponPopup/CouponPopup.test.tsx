import { describe, expect, test } from 'vitest';
import {
  COUPON_PRICING_PATH,
  COUPON_SUPPRESS_MS,
  shouldShowCouponPopup,
  type CouponPopupState,
} from './coupon-popup.js';

const NOW = Date.parse('2025-05-07T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('shouldShowCouponPopup', () => {
  test('suppresses for 24 hours and goes to the coupon pricing page', () => {
    expect(COUPON_SUPPRESS_MS).toBe(24 * HOUR);
    expect(COUPON_PRICING_PATH).toBe('/pricing?coupon=true');
  });

  test.each<[string, Omit<CouponPopupState, 'now'>, boolean]>([
    ['never closed', { showCoupon: true, lastClosedAt: null }, true],
    ['closed an hour ago', { showCoupon: true, lastClosedAt: NOW - HOUR }, false],
    ['closed just under a day ago', { showCoupon: true, lastClosedAt: NOW - 24 * HOUR + 1 }, false],
    ['closed exactly a day ago', { showCoupon: true, lastClosedAt: NOW - 24 * HOUR }, true],
    ['closed two days ago', { showCoupon: true, lastClosedAt: NOW - 48 * HOUR }, true],
    [
      'closed at a stored epoch string',
      { showCoupon: true, lastClosedAt: String(NOW - HOUR) },
      false,
    ],
    [
      'closed at a stored ISO string',
      { showCoupon: true, lastClosedAt: '2025-05-07T02:00:00Z' },
      false,
    ],
    ['closed at a Date', { showCoupon: true, lastClosedAt: new Date(NOW - 30 * HOUR) }, true],
    ['an unreadable stored time', { showCoupon: true, lastClosedAt: 'yesterday-ish' }, true],
    ['an empty stored time', { showCoupon: true, lastClosedAt: '' }, true],
    ['a time in the future (clock changed)', { showCoupon: true, lastClosedAt: NOW + HOUR }, true],
    ['show_coupon false', { showCoupon: false, lastClosedAt: null }, false],
    ['show_coupon missing', { showCoupon: undefined, lastClosedAt: null }, false],
  ])('%s: %s', (_name, state, expected) => {
    expect(shouldShowCouponPopup({ ...state, now: NOW })).toBe(expected);
    expect(shouldShowCouponPopup({ ...state, now: new Date(NOW) })).toBe(expected);
  });
});
