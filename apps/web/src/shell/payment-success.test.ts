import { describe, expect, it, test } from 'vitest';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { paymentCountedKey } from './client-storage.js';
import { readLaunchQuery } from './launch-query.js';
import { paymentSuccessStep } from './payment-success.js';

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
