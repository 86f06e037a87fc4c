import { describe, expect, it } from 'vitest';
import { couponOfferFor } from './coupon.js';

const coupon = (percent_off: number | null, amount_off: number | null) => ({
  code: 'WELCOME',
  percent_off,
  amount_off,
  expires_time: null,
});

describe('couponOfferFor', () => {
  it.each([
    ['a percentage, in English', coupon(20, null), 'USD', 'en-US', '20%'],
    ['a percentage, in French', coupon(20, null), 'EUR', 'fr-FR', '20\u00a0%'],
    ['an amount in the plans’ currency', coupon(null, 300), 'EUR', 'de-DE', '3,00\u00a0€'],
    ['an amount in a currency without cents', coupon(null, 500), 'JPY', 'ja-JP', '￥500'],
    [
      'an amount with no plan on sale to say its currency',
      coupon(null, 300),
      null,
      'en-US',
      undefined,
    ],
  ] as const)('writes %s', (_name, offered, currency, locale, discount) => {
    expect(couponOfferFor({ coupon: offered, currency }, locale)).toEqual({
      code: 'WELCOME',
      ...(discount === undefined ? {} : { discount }),
    });
  });

  it('is nothing when no coupon is offered', () => {
    expect(couponOfferFor({ coupon: null, currency: 'USD' }, 'en-US')).toBeUndefined();
  });
});
