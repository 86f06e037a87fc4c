import { describe, expect, it, test } from 'vitest';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { paymentCountedKey } from './client-storage.js';
import { readLaunchQuery } from './launch-query.js';
import type { Transaction } from '@captio/api-client';
import { confirmedPaymentStep, paymentSuccessStep } from './payment-success.js';

const query = (search: string) =>
  readLaunchQuery(search, { userAgent: '', partnerBrowserToken: undefined }).payment;

describe('paymentSuccessStep', () => {
  test.each([
    ['?payment=success&transaction_id=tx1&value=9.99&currency=EUR', {}, 'open'],
    ['?payment=success&transaction_id=tx1', { [paymentCountedKey(7)]: 'tx1' }, 'clear-query'],
    ['?payment=success&transaction_id=tx2', { [paymentCountedKey(7)]: 'tx1' }, 'open'],
    ['?payment=success&transaction_id=tx1', { [paymentCountedKey(8)]: 'tx1' }, 'open'],
    ['?payment=success', {}, 'clear-query'],
    ['?payment=failed&transaction_id=tx1', {}, 'none'],
    ['', {}, 'none'],
  ])('%s with %j counted: %s', (search, counted, action) => {
    expect(paymentSuccessStep(query(search), 7, memoryKeyValueStore(counted)).action).toBe(action);
  });

  it('thanks for the amount once, then only clears the query', () => {
    const store = memoryKeyValueStore();
    const paid = query('?payment=success&transaction_id=tx9&value=19.90&currency=USD');
    expect(paymentSuccessStep(paid, 7, store)).toEqual({
      action: 'open',
      value: '19.90',
      currency: 'USD',
    });
    expect(store.get(paymentCountedKey(7))).toBe('tx9');
    expect(paymentSuccessStep(paid, 7, store)).toEqual({ action: 'clear-query' });
  });
});

describe('the thanks for a payment the api knows', () => {
  const open = { action: 'open', value: '1000000', currency: 'USD' } as const;
  const payment = (status: Transaction['status']): Transaction => ({
    transaction_id: 'tx1',
    plan_id: 'vip-month',
    plan_name: 'VIP',
    status,
    amount: 999,
    value: 9.99,
    currency: 'EUR',
    coupon: null,
    provider: 'local',
    created_time: '2026-11-27T08:00:00.000Z',
    completed_time: null,
  });

  it.each([
    [
      'a completed payment of the user’s, with the api’s amount',
      payment('completed'),
      { action: 'open', value: '9.99', currency: 'EUR' },
    ],
    [
      'one the provider is still confirming',
      payment('pending'),
      { action: 'open', value: '9.99', currency: 'EUR' },
    ],
    ['a cancelled one', payment('cancelled'), { action: 'none' }],
    ['one the api does not know as the user’s', undefined, { action: 'none' }],
  ] as const)('thanks for %s', async (_name, known, expected) => {
    expect(await confirmedPaymentStep(open, 'tx1', async () => known)).toEqual(expected);
  });

  it('thanks no visitor, and leaves other steps as they are', async () => {
    expect(await confirmedPaymentStep(open, 'tx1', undefined)).toEqual({ action: 'none' });
    const failing = async () => {
      throw new Error('offline');
    };
    expect(await confirmedPaymentStep(open, 'tx1', failing)).toEqual({ action: 'none' });
    expect(await confirmedPaymentStep({ action: 'clear-query' }, 'tx1', failing)).toEqual({
      action: 'clear-query',
    });
  });
});
