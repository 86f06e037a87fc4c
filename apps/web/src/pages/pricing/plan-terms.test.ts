import { describe, expect, it } from 'vitest';
import { formatPrice, majorAmount, planPeriod, splitPlans } from './plan-terms.js';

describe('plan terms', () => {
  it.each([
    [null, 'once'],
    [30, 'month'],
    [31, 'month'],
    [28, 'month'],
    [365, 'year'],
    [90, 'days'],
    [7, 'days'],
  ] as const)('a plan of %s days runs %s', (days, period) => {
    expect(planPeriod(days)).toBe(period);
  });

  it.each([
    [999, 'USD', 9.99],
    [999, 'JPY', 999],
    [1500, 'EUR', 15],
    [1234, 'KWD', 1.234],
  ])('%i minor units of %s are %d', (minor, currency, major) => {
    expect(majorAmount(minor, currency)).toBe(major);
  });

  it.each([
    [999, 'USD', 'en-US', '$9.99'],
    [999, 'EUR', 'de-DE', '9,99\u00a0€'],
    [999, 'JPY', 'ja-JP', '￥999'],
  ])('%i %s in %s reads %s', (minor, currency, locale, text) => {
    expect(formatPrice(minor, currency, locale)).toBe(text);
  });

  it('puts pay-as-you-go packs apart from subscriptions', () => {
    const plan = (plan_id: string, subscription_type: string | null) => ({
      plan_id,
      subscription_type,
      name: plan_id,
      level: 1,
      price: 100,
      currency: 'USD',
      duration_days: null,
      credits: 1,
      drive_size: 0,
    });
    const { subscriptions, packs } = splitPlans([plan('vip', null), plan('pack', 'ugo')]);
    expect(subscriptions.map((p) => p.plan_id)).toEqual(['vip']);
    expect(packs.map((p) => p.plan_id)).toEqual(['pack']);
  });
});
