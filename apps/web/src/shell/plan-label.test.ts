import { describe, expect, test } from 'vitest';
import { userData } from '@captio/api-client/testing';
import { userPlanLabel } from './plan-label.js';

const vip = { level: 1, level_data: { name: 'VIP', level: 1 } };

describe('userPlanLabel', () => {
  test.each([
    ['free', {}, { key: 'plan.none' }],
    [
      'subscribed',
      { ...vip, subscribe_stat: true },
      { key: 'plan.renewal', values: { plan: 'VIP' } },
    ],
    [
      'never expiring',
      { ...vip, never_expires: true },
      { key: 'plan.renewal', values: { plan: 'VIP' } },
    ],
    [
      'ending on a date',
      { ...vip, level_point: { expiry_date: '2026-12-31T00:00:00.000Z' } },
      { key: 'plan.expiry', values: { plan: 'VIP', date: new Date('2026-12-31T00:00:00.000Z') } },
    ],
    ['paid without a date', vip, { key: 'plan.active', values: { plan: 'VIP' } }],
  ])('%s', (_name, overrides, expected) => {
    expect(userPlanLabel(userData(overrides))).toEqual(expected);
  });
});
