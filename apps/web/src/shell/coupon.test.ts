import { describe, expect, it, test } from 'vitest';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { STORAGE_KEYS } from './client-storage.js';
import { couponPopupClosed, couponPopupDue } from './coupon.js';

const now = Date.parse('2026-04-10T12:00:00Z');
const HOUR = 3_600_000;

describe('couponPopupDue', () => {
  test.each([
    ['a visitor', undefined, undefined, false],
    ['no coupon offered', { show_coupon: false }, undefined, false],
    ['offered, never closed', { show_coupon: true }, undefined, true],
    ['closed an hour ago', { show_coupon: true }, String(now - HOUR), false],
    ['closed 23 h 59 ago', { show_coupon: true }, String(now - 24 * HOUR + 60_000), false],
    ['closed a day ago', { show_coupon: true }, String(now - 24 * HOUR), true],
    ['an unreadable time', { show_coupon: true }, 'yesterday', true],
  ])('%s: %s', (_name, user, closedAt, expected) => {
    const store = memoryKeyValueStore(
      closedAt === undefined ? {} : { [STORAGE_KEYS.couponClosedAt]: closedAt },
    );
    expect(couponPopupDue(user, store, now)).toBe(expected);
  });

  it('closing keeps it away for 24 hours', () => {
    const store = memoryKeyValueStore();
    couponPopupClosed(store, now);
    expect(couponPopupDue({ show_coupon: true }, store, now + 23 * HOUR)).toBe(false);
    expect(couponPopupDue({ show_coupon: true }, store, now + 24 * HOUR)).toBe(true);
  });
});
