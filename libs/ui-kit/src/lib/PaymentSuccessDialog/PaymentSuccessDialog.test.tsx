import type { Locale } from '@captio/i18n';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatPaymentAmount,
  parsePaymentValue,
  paymentSuccessAction,
  type PaymentQuery,
  type PaymentSuccessAction,
} from './payment-success.js';

describe('paymentSuccessAction', () => {
  test.each<[string, PaymentQuery, PaymentSuccessAction]>([
    [
      'a new transaction',
      { payment: 'success', transactionId: 'tx_2', countedTransactionId: 'tx_1' },
      'open',
    ],
    [
      'the first transaction',
      { payment: 'success', transactionId: 'tx_1', countedTransactionId: null },
      'open',
    ],
    [
      'already counted',
      { payment: 'success', transactionId: 'tx_1', countedTransactionId: 'tx_1' },
      'clear-query',
    ],
    [
      'counted, with stray spaces',
      { payment: 'success', transactionId: ' tx_1 ', countedTransactionId: 'tx_1' },
      'clear-query',
    ],
    [
      'no transaction id',
      { payment: 'success', transactionId: undefined, countedTransactionId: 'tx_1' },
      'clear-query',
    ],
    [
      'an empty transaction id',
      { payment: 'success', transactionId: '', countedTransactionId: undefined },
      'clear-query',
    ],
    [
      'no payment parameter',
      { payment: undefined, transactionId: 'tx_9', countedTransactionId: undefined },
      'none',
    ],
    [
      'another payment status',
      { payment: 'cancel', transactionId: 'tx_9', countedTransactionId: undefined },
      'none',
    ],
    [
      'a differently written status',
      { payment: 'SUCCESS', transactionId: 'tx_9', countedTransactionId: undefined },
      'none',
    ],
  ])('%s: %s', (_name, query, expected) => {
    expect(paymentSuccessAction(query)).toBe(expected);
  });
});

describe('parsePaymentValue', () => {
  test.each<[string | number | null | undefined, number | undefined]>([
    ['9.99', 9.99],
    [' 120 ', 120],
    ['0', 0],
    [19.5, 19.5],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['-5', undefined],
    ['0x10', undefined],
    ['1e3', undefined],
    ['9,99', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [-1, undefined],
    [Infinity, undefined],
  ])('%j reads %j', (value, expected) => {
    expect(parsePaymentValue(value)).toBe(expected);
  });
});

// Intl separates some currency amounts with a no-break space: compare with plain spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPaymentAmount', () => {
  test.each<[string, string, Locale, string]>([
    ['9.99', 'USD', 'en-US', '$9.99'],
    ['9.99', 'usd', 'en-US', '$9.99'],
    ['9.99', 'EUR', 'de-DE', '9,99 €'],
    ['9.99', 'EUR', 'fr-FR', '9,99 €'],
    ['68', 'CNY', 'zh-CN', '¥68.00'],
    ['1200', 'JPY', 'ja-JP', '￥1,200'],
    ['1234.5', 'USD', 'ru-RU', '1 234,50 $'],
    ['9.99', '', 'en-US', '9.99'],
    ['9.99', 'dollars', 'de-DE', '9,99'],
  ])('%s %s in %s is %s', (value, currency, locale, expected) => {
    expect(plain(formatPaymentAmount(value, currency, locale))).toBe(expected);
  });

  test.each([['abc'], [''], ['-3']])('an unreadable value %j gives no amount', (value) => {
    expect(formatPaymentAmount(value, 'USD', 'en-US')).toBeUndefined();
  });

  test('never throws, whatever the query holds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom<Locale>('en-US', 'zh-TW', 'ko-KR'),
        (value, currency, locale) => {
          const result = formatPaymentAmount(value, currency, locale);
          expect(result === undefined || typeof result === 'string').toBe(true);
        },
      ),
    );
  });

  test('keeps every digit of a cents amount (no rounding or parsing loss)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const value = (cents / 100).toFixed(2);
        const shown = formatPaymentAmount(value, 'USD', 'en-US') ?? '';
        expect(shown.replace(/\D/g, '')).toBe(value.replace(/\D/g, '').replace(/^0+(?=\d{3})/, ''));
      }),
    );
  });
});
